import { readLeetOne } from '../leet-one';
import { correctWord } from '../lexicon';
import { tokenise } from '../normalise';

/** Feature slots of the second reader: hashed, so the weights are one fixed-size table. */
export const READER_DIMS = 1 << 16;

/** FNV-1a, 32 bits: the same slot for the same n-gram on every machine. */
const slot = (s: string): number => {
  let x = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    x ^= s.charCodeAt(i);
    x = Math.imul(x, 0x01000193);
  }
  return (x >>> 0) % READER_DIMS;
};

/** The words of a text as the rules read them (spacing, leet, misspellings undone), boundaries kept. */
export const readerWords = (text: string): string[] =>
  tokenise(text, correctWord, readLeetOne).map((t) => t.norm);

/**
 * "Text:", "Voicemail transcript:", "Leasing note:": a label before a colon says where a line was
 * written, not what it says. Labelled lines are common in the corpus and rare in posts, so the
 * reader must not learn that a label makes a violation.
 */
const LABEL = /^\s*[^\s:]+(?:\s+[^\s:]+){0,3}\s*:\s+(?=\S)/u;
export const withoutLabel = (text: string): string => text.replace(LABEL, '');

/**
 * The second reader's view of a text: its words as the rules read them (tokenise: spacing, leet,
 * misspellings and hashtags undone), then each word, each pair of neighbours and each pair one word
 * apart ("no … kids"), hashed. Word order beyond that is not kept: the reader weighs which words
 * stand together, which is what carries over to wordings the rules have no family for.
 */
export const readerFeatures = (text: string): number[] => {
  const words = readerWords(withoutLabel(text));
  const out = new Set<number>();
  for (let i = 0; i < words.length; i++) {
    out.add(slot(`u ${words[i]}`));
    if (i + 1 < words.length) out.add(slot(`b ${words[i]} ${words[i + 1]}`));
    if (i + 2 < words.length) out.add(slot(`s ${words[i]} ${words[i + 2]}`));
  }
  return [...out];
};
