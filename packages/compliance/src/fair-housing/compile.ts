import { ACCEPTABLE } from './acceptable';
import { normaliseWord } from './normalise';
import { PATTERNS, type Pattern } from './patterns';
import { COMMUNITY_NOUNS, FACILITY_NOUNS, HOME_NOUNS, PEOPLE_NOUNS } from './vocabulary/nouns';

/**
 * Everything the engine matches with, built once at module load: regular expressions compiled from
 * the pattern data, and word sets for the nouns. A check only runs these; it never builds a pattern.
 */

const norm = (phrase: string) => phrase.split(' ').map(normaliseWord).join(' ');
/** A word as a literal inside a regular expression. */
export const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const alternation = (words: readonly string[]) =>
  [...words]
    .map(norm)
    .sort((a, b) => b.length - a.length)
    .map(escapeRe)
    .join('|');

export type CompiledPattern = Pattern & { regex: RegExp };

// Before-patterns run on the text that ends where the subject starts, hence the `$` in each.
export const BEFORE = PATTERNS.filter((p) => p.side === 'before').map((p) => ({
  ...p,
  regex: new RegExp(p.re),
}));
export const AFTER = PATTERNS.filter((p) => p.side === 'after').map((p) => ({
  ...p,
  regex: new RegExp(p.re),
}));

const THING_AFTER_PLACE =
  '(?: (?:center|centre|pool|garden|college|room|church|rug|rugs|board|association|park|event|events|hall|theater|theatre|bank|credit union|clubhouse|days|fair))';
/** "Christian neighborhood", "black community" (not "community center"). */
export const PLACE_AFTER: CompiledPattern = {
  id: 'place',
  kind: 'describe',
  source: 'cfr109',
  side: 'after',
  re: '',
  regex: new RegExp(`^ (?:${alternation(COMMUNITY_NOUNS)})(?!${THING_AFTER_PLACE})(?= |$)`),
};
/** "Christian home", "Catholic household": only for words that name no thing. */
export const HOME_AFTER: CompiledPattern = {
  id: 'home',
  kind: 'describe',
  source: 'cfr109',
  side: 'after',
  re: '',
  regex: new RegExp(`^ (?:${alternation(HOME_NOUNS)})(?!${THING_AFTER_PLACE})(?= |$)`),
};

export const PEOPLE = new Set(PEOPLE_NOUNS.map(norm));
export const FACILITY = new Set(FACILITY_NOUNS.map(norm));

/** Acceptable phrases as token sequences, keyed by their first word. */
export const ACCEPTABLE_BY_FIRST = new Map<string, string[][]>();
for (const phrase of ACCEPTABLE) {
  const words = norm(phrase).split(' ');
  const first = words[0]!;
  ACCEPTABLE_BY_FIRST.set(first, [...(ACCEPTABLE_BY_FIRST.get(first) ?? []), words]);
}

/** Words after a lone adjective that still let "only Christian" or "must be married (to rent)" end a clause. */
export const CLAUSE_END = new Set(
  'only please preferred preferably need needed wanted welcome and or nor allowed accepted applicants tenants are is need solamente unicamente por favor to'.split(
    ' ',
  ),
);
