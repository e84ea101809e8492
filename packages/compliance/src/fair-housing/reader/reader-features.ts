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
 * Numbers and US state names and codes say where a line was written, not what it says: the corpus
 * heads many lines "Albany, NY:" and a state decides a state class's severity, so a reader that weighed
 * them scored a plain headline ("3 Bed 3 Bath Condo, 325 Bowery, New York") as a likely violation.
 * Two-letter codes that are also words ("or", "ok", "de", "la", "co-signer", "mi") are kept, and so
 * are "New", "North" and "Mexico" (a national origin).
 */
const PLACE_OR_NUMBER =
  /^(?:\d+|ak|az|ar|ca|ct|dc|fl|ga|ia|il|ks|ky|md|mn|ms|mo|mt|ne|nv|nh|nj|nm|ny|nc|nd|ri|sc|sd|tn|tx|ut|vt|va|wa|wv|wi|wy|alabama|alaska|arizona|arkansas|california|colorado|connecticut|delaware|florida|georgia|hawaii|idaho|illinois|indiana|iowa|kansas|kentucky|louisiana|maine|maryland|massachusetts|michigan|minnesota|mississippi|missouri|montana|nebraska|nevada|ohio|oklahoma|oregon|pennsylvania|tennessee|texas|utah|vermont|virginia|washington|wisconsin|wyoming|york|jersey|hampshire|carolina|dakota)$/;

/**
 * The second reader's view of a text: its words as the rules read them (tokenise: spacing, leet,
 * misspellings and hashtags undone), then each word, each pair of neighbours and each pair one word
 * apart ("no … kids"), hashed. Word order beyond that is not kept: the reader weighs which words
 * stand together, which is what carries over to wordings the rules have no family for.
 */
export const readerFeatures = (text: string): number[] => {
  const words = readerWords(withoutLabel(text)).filter((w) => !PLACE_OR_NUMBER.test(w));
  const out = new Set<number>();
  for (let i = 0; i < words.length; i++) {
    out.add(slot(`u ${words[i]}`));
    if (i + 1 < words.length) out.add(slot(`b ${words[i]} ${words[i + 1]}`));
    if (i + 2 < words.length) out.add(slot(`s ${words[i]} ${words[i + 2]}`));
  }
  return [...out];
};
