import { PEOPLE } from '../compile';
import { readLeetOne } from '../leet-one';
import { correctWord } from '../lexicon';
import { type Token, tokenise } from '../normalise';
import { findHits, maskAcceptable } from '../subjects';

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

/** What a class word or phrase, and a word for people, are read as in the blind view. */
const CLASS = '<class>';
const PERSON = '<person>';
const SYMBOL = (w: string) => w === CLASS || w === PERSON;

/**
 * The text's words with each class word or phrase (as the rules' vocabularies read them: "Black",
 * "families with kids", "Section 8") replaced by one symbol, and each word for people ("couple",
 * "tenant", "applicants") by another. "Told the Black couple it was rented" and "told the Muslim family
 * it was rented" are then one shape: what the reader learns around one class and one noun carries to
 * every other, as the rule families' class and person slots do. Words of a masked acceptable phrase
 * ("master bedroom", "family room") stay words.
 */
export const blindView = (tokens: readonly Token[]): string[] => {
  const masked = maskAcceptable(tokens);
  const hits = findHits(tokens, masked);
  const out: string[] = [];
  let h = 0;
  for (let i = 0; i < tokens.length; i++) {
    while (h < hits.length && hits[h]!.to <= i) h++;
    const hit = hits[h];
    const word = tokens[i]!.norm;
    if (hit && hit.from === i && !hit.term.neutral) {
      out.push(CLASS);
      i = hit.to - 1;
    } else if (PEOPLE.has(word) && !masked[i]) out.push(PERSON);
    else if (!PLACE_OR_NUMBER.test(word)) out.push(word);
  }
  return out;
};

/**
 * Each word, each pair of neighbours and each pair one word apart, hashed into `out` under `tag`; with
 * `only`, just the pairs and triples that hold a word it accepts (the blind view's symbols: its other words are
 * already counted as themselves, and a symbol alone says only that a class is named).
 */
const grams = (words: readonly string[], out: Set<number>, tag: string, only?: (w: string) => boolean) => {
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    const next = words[i + 1];
    const skip = words[i + 2];
    if (!only) out.add(slot(`${tag}u ${w}`));
    if (next !== undefined && (!only || only(w) || only(next))) out.add(slot(`${tag}b ${w} ${next}`));
    if (skip !== undefined && (!only || only(w) || only(skip))) out.add(slot(`${tag}s ${w} ${skip}`));
    // The symbol with a word on each side, or two after it: "the <class> <person>", "<class> need a".
    if (only && skip !== undefined && (only(w) || only(next!) || only(skip)))
      out.add(slot(`${tag}t ${w} ${next} ${skip}`));
  }
};

/**
 * The second reader's view of a text: its words as the rules read them (tokenise: spacing, leet,
 * misspellings and hashtags undone), then each word, each pair of neighbours and each pair one word
 * apart ("no … kids"), hashed; and the pairs and triples around each symbol of the blind view (blindView), so
 * the words around a class or a person weigh the same whichever class or noun it is. Word order beyond
 * that is not kept: the reader weighs which words stand together, which is what carries over to
 * wordings the rules have no family for.
 */
export const readerFeatures = (text: string): number[] => {
  const tokens = tokenise(withoutLabel(text), correctWord, readLeetOne);
  const out = new Set<number>();
  grams(
    tokens.map((t) => t.norm).filter((w) => !PLACE_OR_NUMBER.test(w)),
    out,
    '',
  );
  grams(blindView(tokens), out, 'c', SYMBOL);
  return [...out];
};
