import { SPANISH_BOUNDS } from './spanish';
import type { Token } from './tokenize';

/**
 * Small pieces of grammar every claim reader shares: phrases of words (hyphens and abbreviation dots
 * between them ignored), sentence bounds, and the qualifiers marketing puts before a number.
 */

/** True for a token that ends a sentence: "!", "?", ";", a line break, or a full stop before a space. */
export const endsSentence = (tokens: readonly Token[], i: number): boolean => {
  const t = tokens[i];
  if (t?.kind !== 'sym') return false;
  if (t.raw === '!' || t.raw === '?' || t.raw === ';' || t.raw === '\n' || t.raw === '|' || t.raw === '•')
    return true;
  if (t.raw !== '.') return false;
  const next = tokens[i + 1];
  // "approx. $1.2M", "ca. 1998", "sq. ft.": an abbreviation's dot goes on with the sentence.
  if (next && ABBREVIATIONS.has(tokens[i - 1]?.low ?? '')) return false;
  return !next || next.start > t.end;
};

const ABBREVIATIONS = new Set([
  'approx',
  'apx',
  'est',
  'ca',
  'c',
  'sq',
  'appx',
  'aprox',
  'vs',
  'incl',
  'min',
  'max',
]);

const JOINERS = new Set(['-', '.', '–', '/']);

/** Each table's first words: most tokens start no phrase, and are refused without building one. */
const firstWords = new WeakMap<ReadonlyMap<string, unknown>, ReadonlySet<string>>();
const firstWordsOf = (table: ReadonlyMap<string, unknown>): ReadonlySet<string> => {
  let set = firstWords.get(table);
  if (!set) {
    set = new Set([...table.keys()].map((k) => k.split(' ')[0] ?? k));
    firstWords.set(table, set);
  }
  return set;
};

/**
 * The longest phrase of `table` that starts at token i: words (and '²') joined by single spaces,
 * with hyphens, dots and slashes between them ignored. Returns its value and the index after it.
 */
export const phraseAt = <T>(
  tokens: readonly Token[],
  i: number,
  table: ReadonlyMap<string, T>,
  maxWords = 3,
): { value: T; next: number } | null => {
  const first = tokens[i];
  if (!first || !firstWordsOf(table).has(first.low)) return null;
  let best: { value: T; next: number } | null = null;
  let words = '';
  let j = i;
  for (let n = 0; n < maxWords; n++) {
    while (n > 0 && tokens[j] && JOINERS.has(tokens[j]!.raw) && tokens[j]!.kind === 'sym') j++;
    const t = tokens[j];
    if (!t || (t.kind === 'sym' && t.raw !== '²' && t.raw !== '+' && t.raw !== '&')) break;
    words = words ? `${words} ${t.low}` : t.low;
    j++;
    const hit = table.get(words);
    if (hit !== undefined) best = { value: hit, next: j };
  }
  // A trailing abbreviation dot ("sq. ft.") belongs to the phrase.
  if (best && tokens[best.next]?.raw === '.' && !endsSentence(tokens, best.next)) best.next++;
  return best;
};

/** Marks that end a clause inside a sentence: the other half of a comparison starts after them. */
const CLAUSE_MARKS = new Set([',', ':', '—', '–', '(', ')']);

/** True for a token that ends a clause: a sentence's end, a clause mark, or one of the `contrast` words. */
export const endsClause = (tokens: readonly Token[], j: number, contrast: RegExp): boolean => {
  const t = tokens[j]!;
  return endsSentence(tokens, j) || (t.kind === 'sym' && CLAUSE_MARKS.has(t.raw)) || contrast.test(t.low);
};

/** The index of the first token of the sentence around token i. */
export const sentenceStart = (tokens: readonly Token[], i: number): number => {
  let a = i;
  while (a > 0 && !endsSentence(tokens, a - 1)) a--;
  return a;
};

/** The index of the sentence end at or after i (tokens.length when none): a fact stays in its sentence. */
export const sentenceEnd = (tokens: readonly Token[], i: number): number => {
  let j = i;
  while (j < tokens.length && !endsSentence(tokens, j)) j++;
  return j;
};

/**
 * True when the tokens from j are exactly these lower-cased words, one token each (no joiners skipped,
 * unlike phraseAt): "for lease", "down the street". Split each phrase once, where it is declared.
 */
export const wordsAt = (tokens: readonly Token[], j: number, words: readonly string[]): boolean => {
  for (let k = 0; k < words.length; k++) if (tokens[j + k]?.low !== words[k]) return false;
  return true;
};

/** The lower-cased words up to n tokens before i, nearest last, stopping at a sentence end. */
export const wordsBefore = (tokens: readonly Token[], i: number, n: number): string[] => {
  const out: string[] = [];
  for (let j = i - 1; j >= 0 && out.length < n; j--) {
    if (endsSentence(tokens, j)) break;
    out.unshift(tokens[j]!.low);
  }
  return out;
};

/** The lower-cased words up to n tokens from i on, stopping at a sentence end. */
export const wordsFrom = (tokens: readonly Token[], i: number, n: number): string[] => {
  const out: string[] = [];
  for (let j = i; j < tokens.length && out.length < n; j++) {
    if (endsSentence(tokens, j)) break;
    out.push(tokens[j]!.low);
  }
  return out;
};

/** `over` is "just over": at least the figure and not far past it (15%, or one room). */
export type Bound = 'exact' | 'approx' | 'max' | 'near' | 'min' | 'over';

// Phrases without "a"/"an": boundBefore drops them ("a little over" is read "little over").
const BOUNDS: ReadonlyArray<[string, Bound]> = [
  ['just under', 'near'],
  ['just shy of', 'near'],
  ['shy of', 'near'],
  ['little under', 'near'],
  ['bit under', 'near'],
  ['slightly under', 'near'],
  ['slightly less than', 'near'],
  ['little less than', 'near'],
  ['not quite', 'near'],
  ['just below', 'near'],
  ['close to', 'near'],
  ['almost', 'near'],
  ['nearly', 'near'],
  ['under', 'max'],
  ['below', 'max'],
  ['less than', 'max'],
  ['up to', 'max'],
  ['no more than', 'max'],
  ['just over', 'over'],
  ['little over', 'over'],
  ['slightly over', 'over'],
  ['over', 'min'],
  ['well over', 'min'],
  ['no less than', 'min'],
  ['minimum of', 'min'],
  ['more than', 'min'],
  ['above', 'min'],
  ['north of', 'min'],
  ['at least', 'min'],
  ['upwards of', 'min'],
  ['in excess of', 'min'],
  ['starting at', 'min'],
  ['from', 'min'],
  ['about', 'approx'],
  ['around', 'approx'],
  ['approximately', 'approx'],
  ['approx', 'approx'],
  ['apx', 'approx'],
  ['roughly', 'approx'],
  ['~', 'approx'],
  ['some', 'approx'],
  ['est', 'approx'],
  ['circa', 'approx'],
  ['ca', 'approx'],
  ['appx', 'approx'],
  ['aprox', 'approx'],
  ['estimated', 'approx'],
  ...SPANISH_BOUNDS,
];

/** The qualifier written just before the number at i (within three tokens), else 'exact'. */
export const boundBefore = (tokens: readonly Token[], i: number): Bound => {
  const before = wordsBefore(tokens, i, 4).filter((w) => w !== '.' && w !== 'a' && w !== 'an');
  const text = ` ${before.join(' ')}`;
  for (const [phrase, bound] of BOUNDS) if (text.endsWith(` ${phrase}`)) return bound;
  return 'exact';
};

/** "+" right after a number ("2+ bedrooms", "$1M+") or "or more" after the unit makes it a minimum. */
export const plusAfter = (tokens: readonly Token[], i: number): boolean =>
  tokens[i + 1]?.raw === '+' && tokens[i + 1]!.start === tokens[i]!.end;

export const orMoreAt = (tokens: readonly Token[], i: number): boolean => {
  const [a, b] = wordsFrom(tokens, i, 2);
  return (a === 'or' || a === '+') && (b === 'more' || b === 'greater' || b === 'larger');
};

/**
 * Whether a claimed number agrees with the listed one. `exact` allows the written precision as
 * marketing rounds (half a step either way: "$1.2M" for 1,150,000 to 1,250,000), capped at `cap` of
 * the value; bounds are checked as bounds.
 */
export const agrees = (
  claimed: number,
  step: number,
  bound: Bound,
  listed: number,
  cap = 0.05,
  approx = 0.1,
): boolean => {
  const room = Math.min(Math.max(step, 0), Math.abs(claimed) * cap);
  switch (bound) {
    case 'max':
      return listed <= claimed;
    case 'near':
      return listed <= claimed + room / 2 && listed >= claimed * 0.9;
    // "over", "at least", "N+" are bounds, not roundings: "over 0.1 acres" is false of 0.09 acres
    // however the 0.1 was rounded (a hair's slack for the conversion of units).
    case 'min':
      return listed >= claimed * 0.995;
    case 'over':
      return listed >= claimed * 0.995 && listed <= claimed * 1.15 + room / 2;
    case 'approx':
      return Math.abs(listed - claimed) <= Math.max(Math.abs(claimed) * approx, room);
    default:
      return Math.abs(listed - claimed) <= room / 2 + 1e-9;
  }
};

/** The written step of a whole number without a suffix: "1,250,000" is precise to 10,000. */
export const roundStep = (t: Token): number => {
  if (t.abbreviated || t.step !== 1 || t.spelled) return t.step;
  let step = 1;
  let v = Math.round(t.value);
  while (v > 0 && v % 10 === 0) {
    step *= 10;
    v /= 10;
  }
  return step;
};

export const formatNumber = (n: number): string => n.toLocaleString('en-US', { maximumFractionDigits: 2 });

/** "more than 3 bedrooms", "over 2 baths": a strict bound, which for a count means one more. */
export const strictlyAbove = (tokens: readonly Token[], i: number): boolean => {
  const before = ` ${wordsBefore(tokens, i, 3).join(' ')}`;
  return / (more than|over|above|in excess of|más de)$/.test(before);
};
