import { AFTER, BEFORE } from './compile';
import { FRAME_MISSPELLINGS } from './frame-spelling';
import { correctWord, TERMS } from './lexicon';
import { normaliseWord } from './normalise';
import { WHOLE_PHRASE_RULES } from './registry';
import { list } from './vocabulary/list';

/**
 * A "1" inside a word stands for an "l" as often as for an "i" ("chi1dren", "on1y", "whee1chairs",
 * "bui1ding" beside "k1ds", "wh1te"); OCR reads an "l" as a "1" too. normalise.ts reads every 1 as i;
 * here each reading of a word's ones is tried and the one the checker knows wins: a class word or its
 * misspelling (lexicon.ts), a frame word (frame-spelling.ts), or a word some rule reads. A word with
 * no known reading keeps the i reading. Only words mixing letters and ones come here (normalise.ts
 * leaves "2BR", "$1,900", "55+" and unit numbers alone). HUD 1995 memo: the statement, not its
 * spelling, is what 42 U.S.C. §3604(c) reaches.
 */
const KNOWN = new Set<string>();
const addWords = (source: string) => {
  for (const w of source.match(/[a-z]{3,}/g) ?? []) KNOWN.add(w);
};
for (const form of TERMS.keys()) addWords(form);
for (const p of [...BEFORE, ...AFTER]) addWords(p.regex.source);
for (const r of WHOLE_PHRASE_RULES) addWords(r.re.source);
for (const w of FRAME_MISSPELLINGS.values()) KNOWN.add(w);
// The home's own nouns, which the rules name only as the thing a class word sits beside.
for (const w of list('building, buildings, unit, units, apartment, apartments, complex, community, lease'))
  KNOWN.add(w);

const known = (w: string) => KNOWN.has(w) || correctWord(w) !== w;
const HAS_ONE = /\p{L}1|1\p{L}/u;

/** The reading of a written word whose ones are l or i, as above; `plain` is its all-i reading. */
export const readLeetOne = (raw: string, plain: string): string => {
  // A word normalise.ts left as digits (a unit number, "1a") is no leet.
  if (!HAS_ONE.test(raw) || /\d/.test(plain) || known(plain)) return plain;
  const ones = [...raw.matchAll(/1/g)].map((m) => m.index);
  // Three ones give eight readings; more than that is a code, not a word.
  if (ones.length > 3) return plain;
  for (let mask = 1; mask < 1 << ones.length; mask++) {
    const chars = [...raw];
    ones.forEach((at, k) => {
      if (mask & (1 << k)) chars[at] = 'l';
    });
    const reading = normaliseWord(chars.join(''));
    if (known(reading)) return reading;
  }
  return plain;
};
