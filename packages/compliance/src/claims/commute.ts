import { type Fact, type FactKind, readerOf } from './described-facts';
import { agrees, boundBefore, endsSentence, formatNumber } from './grammar';
import type { Token } from './tokenize';

/**
 * Commute times: "10 minutes to downtown", "a 15-min drive from the airport", "5-minute walk to
 * the beach", "20 minutos del centro". The description's time to the same place and by the same way
 * supports it or contradicts it (as marketing rounds minutes, a fifth either way). "Minutes" with no
 * place ("ready in 30 minutes", "30 minutes from now") is no commute.
 */
const UNIT: Record<string, number> = {
  minutes: 1,
  minute: 1,
  mins: 1,
  min: 1,
  minutos: 1,
  minuto: 1,
  hour: 60,
  hours: 60,
  hr: 60,
  hrs: 60,
  hora: 60,
  horas: 60,
};
/**
 * Distances in miles ("2 miles to the beach"), compared only with distances; "2 blocks to campus"
 * says nearness, no figure a listing would state.
 */
const MILES: Record<string, number> = { mile: 1, miles: 1, mi: 1, millas: 1 };
const TRIGGERS = new Set([...Object.keys(UNIT), ...Object.keys(MILES)]);
const MODE: Record<string, string> = {
  drive: 'drive',
  driving: 'drive',
  car: 'drive',
  auto: 'drive',
  walk: 'walk',
  walking: 'walk',
  foot: 'walk',
  caminando: 'walk',
  pie: 'walk',
  bike: 'bike',
  biking: 'bike',
  ride: '',
  commute: '',
  train: 'train',
};
const FILLER = /^(-|\.|by|on|a|away|en|de|in|light|traffic)$/;
const TOWARD = /^(to|from|de|del|a|al|of|into)$/;
const ARTICLE = /^(the|el|la|los|las|downtown's)$/;
/** Places a commute goes to, written without a capital. */
const PLACE =
  /^(downtown|uptown|midtown|airport|beach|beaches|city|centro|aeropuerto|playa|highway|freeway|interstate|campus|hospital|university|shopping|shops|park|lake|river|station|metro|subway|train|transit|work|office|employers|mall|bay|coast|ocean|strip|freeways|highways|school|schools|restaurants|dining)$/;
const NOT_PLACE =
  /^(now|closing|close|spare|sign|see|tour|book|schedule|register|read|watch|get|learn|fill|complete|go|make|the open)$/;

const commuteFacts = (tokens: readonly Token[]): Fact[] => {
  const out: Fact[] = [];
  tokens.forEach((t, i) => {
    const scale = UNIT[t.low] ?? MILES[t.low];
    if (!scale) return;
    const measure = UNIT[t.low] ? 'min' : 'mi';
    let n = i - 1;
    if (tokens[n]?.raw === '-') n--;
    const num = tokens[n];
    if (num?.kind !== 'num' || num.money || !(num.value > 0) || num.value > 120) return;
    let j = i + 1;
    let mode = '';
    for (let k = 0; k < 4 && tokens[j] && !endsSentence(tokens, j); k++, j++) {
      const w = tokens[j]!.low;
      if (MODE[w] !== undefined) mode ||= MODE[w]!;
      else if (!FILLER.test(w)) break;
    }
    if (!TOWARD.test(tokens[j]?.low ?? '') || endsSentence(tokens, j)) return;
    j++;
    if (ARTICLE.test(tokens[j]?.low ?? '')) j++;
    const place = tokens[j];
    if (place?.kind !== 'word' || NOT_PLACE.test(place.low)) return;
    if (!PLACE.test(place.low) && !/^[A-Z]/.test(place.raw)) return;
    // "I-35", "Highway 71": the place's own number belongs to it.
    let next = j + 1;
    if (tokens[next]?.raw === '-' && tokens[next + 1]?.kind === 'num') next += 2;
    const bound = boundBefore(tokens, n);
    out.push({ from: n, next, key: `${place.low}|${mode}|${bound}|${measure}`, value: num.value * scale });
  });
  return out;
};

const placeOf = (f: Fact) => f.key.split('|');

export const COMMUTE_KIND: FactKind = {
  feature: 'commute',
  triggers: TRIGGERS,
  read: commuteFacts,
  comparable: (p, l) => {
    const [a, am, , ak] = placeOf(p);
    const [b, bm, , bk] = placeOf(l);
    if (ak !== bk) return false;
    return a === b && (!am || !bm || am === bm);
  },
  agree: (p, l) => {
    const [, , bound, measure] = placeOf(p) as [string, string, ReturnType<typeof boundBefore>, string];
    // An exact-sounding "10 minutes" is still a rounding: a fifth either way, or two minutes (a tenth of a mile).
    const b = bound === 'exact' ? 'approx' : bound;
    const slack = measure === 'min' ? 2 : 0.1;
    const [a, c] = [p.value as number, l.value as number];
    return agrees(a, slack, b, c, 0.2, 0.2) || (b === 'approx' && Math.abs(a - c) <= slack);
  },
  show: (f) =>
    `${formatNumber(f.value as number)} ${placeOf(f)[3] === 'mi' ? 'miles' : 'minutes'} to ${placeOf(f)[0]}`,
  noun: 'a commute time',
};

export const readCommute = readerOf(COMMUTE_KIND);
