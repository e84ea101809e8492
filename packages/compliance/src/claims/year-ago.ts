import { type Bound, boundBefore, endsSentence } from './grammar';
import type { Token } from './tokenize';
import { type Claim, claimAt } from './types';

/**
 * A year built counted back from now: "built ten years ago", "completed just 5 years ago", "was
 * constructed about a decade ago", "built less than 3 years ago", "finished last year". The year is
 * this year less the count, give or take one (a home built last December was built "a year ago" in
 * January); "about" widens it, "less than" and "over" are bounds. Only a verb of building opens it, and
 * a part's or a project's subject before the verb ("roof replaced four years ago", "the basement was
 * finished 2 years ago", "we built the deck ten years ago") is not the home's.
 */
// Spanish and Portuguese too: "construida hace 20 años", "construída há 20 anos"; Vietnamese "xây
// khoảng 40 năm trước" (built about 40 years ago).
const BUILD_VERB =
  /^(built|constructed|completed|finished|erected|rebuilt|construida|construido|construída|construído|edificada|edificado|xây|xay)$/;
/** "ago", and Vietnamese "trước" after the count as English puts "ago". */
const AGO = /^(ago|trước|truoc)$/;
/** "hace" (Spanish) and "há" (Portuguese) count back before the number: "hace 20 años". */
const AGO_BEFORE = /^(hace|há)$/;
/** Words between the verb and the count: "built just ten", "completed only 5", "finished some 12". */
const BETWEEN =
  /^(just|only|roughly|about|around|approximately|approx|nearly|almost|barely|some|over|under|well|more|less|than|a|little|bit|not|quite|close|to|-|khoảng|khoang|dựng|dung)$/;
/** Subjects that are parts of the home or other things built: their age is not the home's. */
const NOT_THE_HOME =
  /^(roof|hvac|furnace|ac|heater|kitchen|bath|bathroom|baths|basement|addition|extension|deck|patio|porch|garage|pool|fence|shed|adu|studio|carport|driveway|barn|shop|wing|suite|room|floors?|windows?|siding|system|we|i|they|he|she|you|owner|owners|seller|sellers|builder)$/;
const YEAR_WORDS = /^(years?|yrs?|năm|nam)$/;

const ROUND: Record<string, number> = { decade: 10, century: 100 };

/** 3 when "and a half" opens at j, else 0. */
const andAHalf = (tokens: readonly Token[], j: number): number =>
  tokens[j]?.low === 'and' && tokens[j + 1]?.low === 'a' && tokens[j + 2]?.low === 'half' ? 3 : 0;

interface Ago {
  years: number;
  from: number;
  end: number;
  approx: boolean;
}

/** The count of years back from token j ("ten years ago", "a decade ago", "last year"), else null. */
const agoAt = (tokens: readonly Token[], j: number): Ago | null => {
  const t = tokens[j];
  if (!t) return null;
  if (t.low === 'last' && tokens[j + 1]?.low === 'year')
    return { years: 1, from: j, end: j + 2, approx: false };
  // "a decade ago", "a century ago", "a century and a half ago": round counts, a half more for "and a half".
  const round = ROUND[tokens[j + 1]?.low ?? ''];
  if ((t.low === 'a' || t.low === 'one') && round) {
    const half = andAHalf(tokens, j + 2);
    if (AGO.test(tokens[j + 2 + half]?.low ?? ''))
      return { years: half ? round * 1.5 : round, from: j, end: j + 3 + half, approx: true };
  }
  if (
    t.low === 'half' &&
    tokens[j + 1]?.low === 'a' &&
    tokens[j + 2]?.low === 'century' &&
    tokens[j + 3]?.low === 'ago'
  )
    return { years: 50, from: j, end: j + 4, approx: true };
  if (AGO_BEFORE.test(t.low)) {
    // "hace unos 20 años": "unos" (some) makes it approximate.
    const some = tokens[j + 1]?.low === 'unos' ? 1 : 0;
    const n = tokens[j + 1 + some];
    if (n?.kind !== 'num' || n.money || !(n.value > 0 && n.value <= 150) || n.value % 1 !== 0) return null;
    if (!/^(años|año|anos|ano)$/.test(tokens[j + 2 + some]?.low ?? '')) return null;
    return { years: n.value, from: j + 1 + some, end: j + 3 + some, approx: some === 1 };
  }
  if (t.kind !== 'num' || t.money || t.value <= 0 || t.value > 150 || t.value % 1 !== 0) return null;
  // "two decades ago", "3 decades ago": ten years each, as round as "a decade ago".
  if (/^decades?$/.test(tokens[j + 1]?.low ?? '') && AGO.test(tokens[j + 2]?.low ?? '') && t.value <= 15)
    return { years: t.value * 10, from: j, end: j + 3, approx: true };
  if (!YEAR_WORDS.test(tokens[j + 1]?.low ?? '') || !AGO.test(tokens[j + 2]?.low ?? '')) return null;
  return { years: t.value, from: j, end: j + 3, approx: false };
};

/** Whether a year built agrees with "N years ago" (`ago` = N) under a bound. */
const agreesAgo = (listed: number, said: number, bound: Bound, approx: boolean, ago: number): boolean => {
  switch (bound) {
    case 'max':
      return listed >= said - 1;
    // "nearly a century and a half ago": a little less than that long ago, not far short of it (15%, as 'over').
    case 'near':
      return listed >= said - 1 && listed <= said + Math.ceil(ago * 0.15) + 1;
    // "just over two decades ago": at least that long ago and not far past it (15%, as grammar.ts's 'over').
    case 'over':
      return listed <= said + 1 && listed >= said - Math.ceil(ago * 0.15) - 1;
    case 'min':
      return listed <= said + 1;
    default:
      // A round count is as loose as it is round: three years on a decade, ten on a century.
      return (
        Math.abs(listed - said) <= (approx || bound === 'approx' ? Math.max(3, Math.round(ago / 10)) : 1)
      );
  }
};

/** Claims of a year built counted back from `year` (now). */
export const readYearsAgo = (tokens: readonly Token[], listed: number | null, year: number): Claim[] => {
  const out: Claim[] = [];
  for (let i = 0; i < tokens.length; i++) {
    if (!BUILD_VERB.test(tokens[i]!.low)) continue;
    let j = i + 1;
    while (j < i + 5 && tokens[j] && BETWEEN.test(tokens[j]!.low) && !agoAt(tokens, j)) j++;
    const ago = agoAt(tokens, j);
    if (!ago || endsSentence(tokens, j)) continue;
    // The verb's subject, back to the sentence's start: "roof replaced", "the basement was finished".
    let k = i - 1;
    let part = false;
    for (; k >= 0 && k > i - 6 && !endsSentence(tokens, k) && tokens[k]!.raw !== ','; k--)
      if (NOT_THE_HOME.test(tokens[k]!.low)) part = true;
    // "we built the deck ten years ago": an object after the verb is what was built.
    if (part || tokens.slice(i + 1, j).some((t) => NOT_THE_HOME.test(t.low))) continue;
    const said = year - ago.years;
    const from = i;
    if (listed === null) {
      out.push(
        claimAt(tokens, from, ago.end, {
          field: 'year_built',
          listed: null,
          verdict: 'warn',
          reason: `The listing states no year built: confirm it was built about ${said}.`,
        }),
      );
    } else {
      const ok = agreesAgo(listed, said, boundBefore(tokens, ago.from), ago.approx, ago.years);
      out.push(
        claimAt(tokens, from, ago.end, {
          field: 'year_built',
          listed,
          verdict: ok ? 'ok' : 'block',
          reason: `The listing says it was built in ${listed} (${year - listed} years ago).`,
        }),
      );
    }
    i = ago.end - 1;
  }
  return out;
};
