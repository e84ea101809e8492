import { type Fact, type FactKind, readerOf } from './described-facts';
import { agrees, boundBefore, endsSentence } from './grammar';
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
const TRIGGERS = new Set(Object.keys(UNIT));
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
const FILLER = /^(-|by|on|a|away|en|de|in|light|traffic)$/;
const TOWARD = /^(to|from|de|del|a|al|of|into)$/;
const ARTICLE = /^(the|el|la|los|las|downtown's)$/;
/** Places a commute goes to, written without a capital. */
const PLACE =
  /^(downtown|uptown|midtown|airport|beach|beaches|city|centro|aeropuerto|playa|highway|freeway|interstate|campus|hospital|university|shopping|shops|park|lake|river|station|metro|subway|train|transit|work|office|employers|mall|bay|coast|ocean|strip|everything|freeways|highways|school|schools|restaurants|dining)$/;
const NOT_PLACE =
  /^(now|closing|close|spare|sign|see|tour|book|schedule|register|read|watch|get|learn|fill|complete|go|make|the open)$/;

const commuteFacts = (tokens: readonly Token[]): Fact[] => {
  const out: Fact[] = [];
  tokens.forEach((t, i) => {
    const scale = UNIT[t.low];
    if (!scale) return;
    let n = i - 1;
    if (tokens[n]?.raw === '-') n--;
    const num = tokens[n];
    if (num?.kind !== 'num' || num.money || !(num.value > 0) || num.value > 120) return;
    let j = i + 1;
    let mode = '';
    for (let k = 0; k < 4 && tokens[j]; k++, j++) {
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
    out.push({ from: n, next, key: `${place.low}|${mode}|${bound}`, value: num.value * scale });
  });
  return out;
};

const placeOf = (f: Fact) => f.key.split('|');

export const COMMUTE_KIND: FactKind = {
  feature: 'commute',
  triggers: TRIGGERS,
  read: commuteFacts,
  comparable: (p, l) => {
    const [a, am] = placeOf(p);
    const [b, bm] = placeOf(l);
    return a === b && (!am || !bm || am === bm);
  },
  agree: (p, l) => {
    const bound = placeOf(p)[2] as ReturnType<typeof boundBefore>;
    // An exact-sounding "10 minutes" is still a rounding: a fifth either way, at least two minutes.
    const b = bound === 'exact' ? 'approx' : bound;
    return (
      agrees(p.value as number, 2, b, l.value as number, 0.2, 0.2) ||
      Math.abs((p.value as number) - (l.value as number)) <= 2
    );
  },
  show: (f) => `${f.value} minutes to ${placeOf(f)[0]}`,
  noun: 'a commute time',
};

export const readCommute = readerOf(COMMUTE_KIND);
