import type { Token } from './tokenize';

/**
 * The street's suffix (issue 26): "19810 Falling Spring Dr" where the listing is "19810 Falling Spring
 * Ct" names another street, so the address is wrong even with the right number and name. Suffixes are
 * compared by their USPS standard abbreviation (Publication 28, Appendix C1: Drive = DR, Court = CT).
 * A post that leaves the suffix out ("2207 Maple Grove") says nothing against it.
 */
const SUFFIXES: Record<string, string> = {
  st: 'st',
  street: 'st',
  ave: 'ave',
  av: 'ave',
  avenue: 'ave',
  rd: 'rd',
  road: 'rd',
  ln: 'ln',
  lane: 'ln',
  dr: 'dr',
  drive: 'dr',
  ct: 'ct',
  court: 'ct',
  blvd: 'blvd',
  boulevard: 'blvd',
  way: 'way',
  pl: 'pl',
  place: 'pl',
  ter: 'ter',
  terrace: 'ter',
  cir: 'cir',
  circle: 'cir',
  pkwy: 'pkwy',
  parkway: 'pkwy',
  trl: 'trl',
  trail: 'trl',
  hwy: 'hwy',
  highway: 'hwy',
  sq: 'sq',
  square: 'sq',
  loop: 'loop',
  walk: 'walk',
  row: 'row',
};
const norm = (s: string) => s.toLowerCase().replace(/['’.]/g, '');

/** The listing street's words after its number, and its suffix's standard form (null without one). */
const partsOf = (street: string): { words: string[]; suffix: string | null } => {
  const words = street.trim().split(/\s+/).slice(1).map(norm);
  const at = words.findIndex((w, k) => k > 0 && SUFFIXES[w] !== undefined);
  return at < 0 ? { words, suffix: null } : { words: words.slice(0, at), suffix: SUFFIXES[words[at]!]! };
};

/**
 * When the post's street name from token j matches the listing's, the token index after its suffix
 * and whether that suffix is another street's; null when the post writes no suffix there.
 */
export const suffixAfterName = (
  tokens: readonly Token[],
  j: number,
  street: string,
): { next: number; wrong: boolean } | null => {
  const { words, suffix } = partsOf(street);
  if (!suffix) return null;
  const from = words.indexOf(norm(tokens[j]!.low));
  if (from < 0) return null;
  let k = j + 1;
  for (const w of words.slice(from + 1)) {
    if (norm(tokens[k]?.low ?? '') !== w) return null;
    k++;
  }
  const written = SUFFIXES[norm(tokens[k]?.low ?? '')];
  return written ? { next: k + 1, wrong: written !== suffix } : null;
};
