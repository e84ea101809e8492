import { EU_BUILT_FILLER, EU_BUILT_WORDS } from './european-words';
import { DECADE_BEFORE, FR_BUILT_WORDS, FR_YEAR_FILLER } from './french';
import { wordsBefore, wordsFrom } from './grammar';
import { PT_BUILT_WORDS } from './portuguese';
import { RU_AR_BUILT_FILLER, RU_AR_BUILT_WORDS } from './russian-arabic';
import { TL_BUILT_FILLER, TL_BUILT_WORDS } from './tagalog';
import type { Token } from './tokenize';
import { type Claim, type ClaimReader, claimAt } from './types';
import { VI_BUILT_FILLER, VI_BUILT_WORDS } from './vietnamese';
import { finishedHomeYear } from './year-finished';

/**
 * The year built: "built in 1998", "constructed circa 1920", "a 2016 build", "1920s bungalow",
 * "built in the 1920s", "built in the 90s", "the '60s", "built in the sixties", "co-op from 1948",
 * "circa 1920", "built '92", "new construction". A decade is right when the listed year falls inside
 * it ("early"/"mid"/"late" narrow it). Other years (renovated in, new roof in, since) are not claims,
 * nor is "mid-century" (a style, not a year).
 */
const BUILT = new Set([
  'built',
  // "blt 2006", "blt '87": a listing sheet's short "built" (MLS field abbreviations).
  'blt',
  'constructed',
  'erected',
  'dates',
  'dating',
  'vintage',
  'circa',
  // Spanish: "construida en 1998", "año de construcción: 1998".
  'construida',
  'construido',
  'construcción',
  'construccion',
  'edificada',
  'edificado',
  // "la construyeron en 2002", "se construyó en 1998": the verb's past forms.
  'construyeron',
  'construyó',
  'construyo',
  ...FR_BUILT_WORDS,
  ...PT_BUILT_WORDS,
  ...VI_BUILT_WORDS,
  ...RU_AR_BUILT_WORDS,
  ...TL_BUILT_WORDS,
  ...EU_BUILT_WORDS,
  // "yb 2024", "YB: 1998": year built as listing sheets shorten it.
  'yb',
]);
const FILLER = new Set([
  'in',
  ...FR_YEAR_FILLER,
  'en',
  'em',
  // "construida en los años 50", "construída nos anos 80": the decade's words.
  'años',
  'anos',
  'nos',
  ...VI_BUILT_FILLER,
  ...RU_AR_BUILT_FILLER,
  ...TL_BUILT_FILLER,
  ...EU_BUILT_FILLER,
  'los',
  'the',
  'c',
  'ca',
  'around',
  'about',
  'approximately',
  'approx',
  '.',
  ':',
  "'",
  '’',
  'back',
  'to',
  'year',
  'early',
  'late',
  'mid',
  '-',
]);
// "1950s charm" like "1950s charmer": the era the home was built in, said of the home.
const AFTER_BUILD =
  /^(build|built|construction|home|house|bungalow|craftsman|colonial|victorian|tudor|ranch|farmhouse|brownstone|building|cape|townhouse|townhome|condo|co|coop|cottage|residence|rowhouse|greystone|walk|split|contemporary|modern|rambler|cabin|flat|story|storey|level|duplex|triplex|bungalow|villa|estate|gem|beauty|charmer|charm)$/;
/** Words that describe the build between a year and its noun: "early 2000s custom build". */
/** "her 1940s four-bedroom", "a 1950s 3-bed": a count of bedrooms or stories names the home too. */
const COUNT_NOUN = /^(bedroom|bed|br|bd|bdrm|bedder|story|storey|level)$/;
/** "a Kickerillo custom on a cul-de-sac": "custom" is the home when no noun follows it. */
const customHome = (tokens: readonly Token[], j: number) =>
  tokens[j]?.low === 'custom' &&
  (!tokens[j + 1] ||
    tokens[j + 1]!.kind === 'sym' ||
    /^(on|in|with|at|by|near|for|that|and)$/.test(tokens[j + 1]!.low));
/** Possessives before a decade ("her 1940s four-bedroom"); a year after one is as often a sale's. */
const POSSESSIVE = /^(her|his|my|their|your|its)$/;
const ERA = /^(prewar|postwar|vintage|historic)$/;
const BUILD_ADJECTIVE =
  /^(custom|brick|stone|frame|solid|original|classic|vintage|historic|stucco|prewar|postwar|pre-war|post-war)$/;
/** The home noun after a year, past one describing word or a place's name and a unit count ("1925 Lakeview 3-flat"). */
const nounAfterYear = (tokens: readonly Token[], end: number): boolean => {
  let j = end;
  if (customHome(tokens, j)) return true;
  const first = tokens[j];
  if (first && BUILD_ADJECTIVE.test(first.low)) j++;
  // A place's name of one or two words: "1925 Lakeview 3-flat", "1983 Menlo Park townhouse".
  for (let k = 0; k < 2 && tokens[j]?.kind === 'word' && /^[A-Z][a-z]/.test(tokens[j]!.raw); k++) j++;
  // "a mid-'80s Kickerillo at 13915 Marble Creek Ct": a builder's or style's name placed at an address.
  if (j > end && /^(at|on)$/.test(tokens[j]?.low ?? '') && tokens[j + 1]?.kind === 'num') return true;
  if (tokens[j]?.kind === 'num' && tokens[j + 1]?.raw === '-') {
    j += 2;
    if (COUNT_NOUN.test(tokens[j]?.low ?? '')) return true;
  }
  return j > end && (AFTER_BUILD.test(tokens[j]?.low ?? '') || customHome(tokens, j));
};
/** Spec-sheet keys of the year built: "Year: 2025", "Yr built: 1993", "Año: 2002", "Rok: 1932". */
const YEAR_KEY = /^(year|yr|built|año|ano|anno|rok|jahr|année|annee)$/;
/** True when the year at i is the value of a "Year:" key opening its line: a sheet's year built. */
const keyedYear = (tokens: readonly Token[], i: number): boolean => {
  if (tokens[i - 1]?.raw !== ':' || !YEAR_KEY.test(tokens[i - 2]?.low ?? '')) return false;
  const k = i - 3;
  return k < 0 || /^[\n•|·]$/.test(tokens[k]!.raw) || tokens[k]!.raw.includes('\n');
};
/** Events dated by "c. 2019" that are no build: "sold c. 2019", "renovated ca. 2010". */
const EVENT =
  /^(sold|bought|purchased|acquired|renovated|remodeled|remodelled|updated|restored|listed|closed|since|roof|replaced)$/;
/** "circa 1925", "c. 1925", "ca 1925": the year give or take five. */
const CIRCA = new Set(['circa', 'c', 'ca']);
const CIRCA_SLACK = 5;
/** A home's noun before "from 1948" ("post-war co-op from 1948", "custom build from 2009"). */
const HOME_BEFORE_FROM =
  /^(beachfront|oceanfront|waterfront|lakefront|build|home|house|bungalow|craftsman|colonial|victorian|tudor|ranch|farmhouse|brownstone|building|cape|townhouse|townhome|condo|op|coop|flat|apartment|loft|cottage|residence|rowhouse|greystone|dates|dating|original|cabin|beauty|gem|classic|casa|prédio|predio|edificio|edifício|apartamento|departamento|residencia|residência|sobrado|condominio|condomínio)$/;
/** "from" in Spanish and Portuguese too: "casa de 1931", "prédio dos anos 80". */
const FROM = /^(from|de|del|dos|do|da|das)$/;
const NEW_BUILD =
  /^(new construction|newly built|newly constructed|brand new construction|new build|brand new home)$/;
const AREA_AFTER = /^(sq|sqft|square|sf|ft|feet|acres?|m|m2|metros|pies|k|units?)$/;
/** Decades written as words: "built in the sixties". "Twenties" is the 1920s or the 2020s. */
const DECADE_WORDS: Record<string, number> = {
  twenties: 20,
  thirties: 30,
  forties: 40,
  fifties: 50,
  sixties: 60,
  seventies: 70,
  eighties: 80,
  nineties: 90,
};
/** The part of a decade "early", "mid" and "late" name, overlapping as people use them. */
const PART_OF_DECADE: Record<string, [number, number]> = { early: [0, 4], mid: [3, 7], late: [5, 9] };

/** The index after the "s" of "1960s", "60s", "60's", else 0. */
const decadeAt = (tokens: readonly Token[], i: number) => {
  const n = tokens[i + 1];
  if (n?.low === 's' && n.start === tokens[i]!.end) return i + 2;
  if ((n?.raw === "'" || n?.raw === '’') && tokens[i + 2]?.low === 's') return i + 3;
  return 0;
};

interface Written {
  /** Candidate [first, last] years: a two-digit decade or year may be of either century. */
  spans: Array<[number, number]>;
  end: number;
  /** Two-digit forms ("90s", "'92") need a built word before them; "1990s" may have a noun after. */
  short: boolean;
  /** Where the written year starts, when before the token read ("nineteen-forties"). */
  from?: number;
}

/** The years a token at i writes: "1998", "1990s", "90s", "'60s", "'92", "sixties", else null. */
const yearAt = (tokens: readonly Token[], i: number, now: number): Written | null => {
  const t = tokens[i]!;
  const word = DECADE_WORDS[t.low];
  const apostrophe = tokens[i - 1]?.raw === "'" || tokens[i - 1]?.raw === '’';
  const centuries = (yy: number, span: number): Array<[number, number]> =>
    [1900 + yy, 2000 + yy].filter((y) => y <= now + 5 && y >= 1700).map((y) => [y, y + span]);
  if (word !== undefined) {
    // "the nineteen-forties", "the twenty-twenties": the century is written, so one decade.
    const from = tokens[i - 1]?.raw === '-' ? i - 2 : i - 1;
    const c = tokens[from]?.low;
    const century = c === 'nineteen' ? 1900 : c === 'twenty' ? 2000 : 0;
    if (century) return { spans: [[century + word, century + word + 9]], end: i + 1, short: true, from };
    return { spans: centuries(word, 9), end: i + 1, short: true };
  }
  if (t.kind !== 'num' || t.money || t.spelled) return null;
  const decade = decadeAt(tokens, i);
  if (/^\d{4}$/.test(t.raw)) {
    if (t.value < 1700 || t.value > now + 5) return null;
    // "the 1900s" is the decade or the century: either is right. "The 2000s" is the decade: a century
    // not yet over is not how anyone dates a house.
    const century = decade && t.value % 100 === 0 && t.value + 99 < now ? 99 : 9;
    return { spans: [[t.value, decade ? t.value + century : t.value]], end: decade || i + 1, short: false };
  }
  // "los años 50", "anos 80": a decade's word before a round two-digit number.
  if (/^\d0$/.test(t.raw) && DECADE_BEFORE.test(tokens[i - 1]?.low ?? ''))
    return { spans: centuries(t.value, 9), end: i + 1, short: true };
  if (!/^\d0$/.test(t.raw) && !(apostrophe && /^\d\d$/.test(t.raw))) return null;
  if (decade && t.value % 10 === 0) return { spans: centuries(t.value, 9), end: decade, short: true };
  // "built in '92": a year of either century.
  if (apostrophe && !decade) return { spans: centuries(t.value, 0), end: i + 1, short: true };
  return null;
};

const newBuildAt = (tokens: readonly Token[], i: number): number => {
  const two = `${tokens[i]!.low} ${tokens[i + 1]?.low ?? ''}`;
  const three = `${two} ${tokens[i + 2]?.low ?? ''}`;
  return NEW_BUILD.test(three) ? 3 : NEW_BUILD.test(two) ? 2 : 0;
};

export const readYears: ClaimReader = ({ tokens, listing, year }) => {
  const out: Claim[] = [];
  const listed = listing.year_built;
  for (let i = 0; i < tokens.length; i++) {
    const phrase = newBuildAt(tokens, i);
    if (phrase && !['like', 'near', 'nearly', 'feels', 'not'].includes(wordsBefore(tokens, i, 1)[0] ?? '')) {
      if (listed !== null && listed < year - 3)
        out.push(
          claimAt(tokens, i, i + phrase, {
            field: 'year_built',
            listed,
            verdict: 'block',
            reason: `The listing says it was built in ${listed}.`,
          }),
        );
      i += phrase - 1;
      continue;
    }
    const w = yearAt(tokens, i, year);
    if (!w) continue;
    const raw = wordsBefore(tokens, w.from ?? i, 6);
    const before = raw.filter((x) => !FILLER.has(x));
    const after = wordsFrom(tokens, w.end, 2).filter((x) => x !== '-');
    // "circa 1800 sq ft" is an area, not a year.
    if (AREA_AFTER.test(after[0] ?? '')) continue;
    const last = before.at(-1) ?? '';
    const from = FROM.test(last) && HOME_BEFORE_FROM.test(before.at(-2) ?? '');
    // "brand new build (2019)", "Prewar co-op (1923)": a year in brackets after a home's noun.
    // "Prewar (1933)": an era word of the build before the bracket dates it too.
    const bracketed =
      raw.at(-1) === '(' &&
      (HOME_BEFORE_FROM.test(raw.at(-2) ?? '') || ERA.test(raw.at(-2) ?? '')) &&
      tokens[w.end]?.raw === ')';
    // "les années 1970", "los años 1960": the decade, written without its "s".
    const spans0 =
      DECADE_BEFORE.test(raw.at(-1) ?? '') && /^\d{3}0$/.test(tokens[i]!.raw)
        ? w.spans.map(([lo]): [number, number] => [lo, lo + 9])
        : w.spans;
    // "Late-1980s custom": the opener before a hyphen.
    const opener = raw.filter((x) => x !== '-').at(-1) ?? '';
    const isDecade = spans0.some(([lo, hi]) => hi > lo);
    const built =
      BUILT.has(last) ||
      // "c. 1968", "ca. 1925": circa's short form right before a full year dates the home.
      (!w.short && raw.at(-1) === '.' && CIRCA.has(raw.at(-2) ?? '') && !EVENT.test(raw.at(-3) ?? '')) ||
      keyedYear(tokens, w.from ?? i) ||
      finishedHomeYear(tokens, w.from ?? i) ||
      from ||
      bracketed ||
      (!w.short && AFTER_BUILD.test(after[0] ?? '')) ||
      ((/^(this|a|an|the|our|early|mid|late|)$/.test(opener) || (isDecade && POSSESSIVE.test(opener))) &&
        nounAfterYear(tokens, w.end));
    // A two-digit decade needs a built word, or a home noun after it ("a 70s ranch").
    const article = raw.filter((x) => x !== "'" && x !== '’' && x !== '-').at(-1) ?? '';
    // "a 70s ranch", "mid-90s construction", "Late 60s colonial": a decade before a home's noun.
    const opens = /^(the|a|an|early|mid|late|)$/.test(article);
    const shortNoun = w.short && opens && (AFTER_BUILD.test(after[0] ?? '') || nounAfterYear(tokens, w.end));
    if ((!built && !shortNoun) || last === 'since') continue;
    // "early 90s", "the late 1960s": part of the decade.
    const part = PART_OF_DECADE[raw.filter((x) => x !== '-' && x !== "'" && x !== '’').at(-1) ?? ''];
    // A century's part is ten times a decade's ("early 1900s": 1900 to 1949).
    const circa = CIRCA.has(raw.filter((x) => x !== '.').at(-1) ?? '');
    const spans = spans0.map(([lo, hi]): [number, number] => {
      const tenth = (hi - lo + 1) / 10;
      if (circa && hi === lo) return [lo - CIRCA_SLACK, hi + CIRCA_SLACK];
      return part && hi > lo ? [lo + part[0] * tenth, lo + (part[1] + 1) * tenth - 1] : [lo, hi];
    });
    if (!spans.length) continue;
    if (listed === null) {
      out.push(
        claimAt(tokens, w.from ?? i, w.end, {
          field: 'year_built',
          listed: null,
          verdict: 'warn',
          reason: 'The listing does not state the year built: confirm it.',
        }),
      );
    } else {
      const ok = spans.some(([lo, hi]) => listed >= lo && listed <= hi);
      out.push(
        claimAt(tokens, w.from ?? i, w.end, {
          field: 'year_built',
          listed,
          verdict: ok ? 'ok' : 'block',
          reason: `The listing says it was built in ${listed}.`,
        }),
      );
    }
    i = w.end - 1;
  }
  return out;
};
