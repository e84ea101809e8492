import { describe, expect, it } from 'vitest';
import { asciiOnly, automaton } from './aho-corasick';

/** Every (word, start) the automaton reads in `text`, by walking its tables as needles.ts does. */
const occurrences = (words: string[], text: string) => {
  const { symbol, width, step, word, more } = automaton(words);
  const out: string[] = [];
  let state = 0;
  for (let j = 0; j < text.length; j++) {
    const c = text.charCodeAt(j);
    state = c >= 128 ? 0 : step[state * width + symbol[c]!]!;
    for (let at = word[state]! >= 0 ? state : more[state]!; at !== 0; at = more[at]!) {
      const w = words[word[at]!]!;
      out.push(`${w}@${j - w.length + 1}`);
    }
  }
  return out.sort();
};

/** The same by brute force: every index where each word stands. */
const expected = (words: string[], text: string) =>
  words
    .flatMap((w) => [...text].map((_, i) => (text.startsWith(w, i) ? `${w}@${i}` : '')).filter(Boolean))
    .sort();

describe('automaton', () => {
  it('finds every occurrence of every word, nested, overlapping and sharing suffixes', () => {
    const words = ['he', 'she', 'his', 'hers', 'her', 'e', 'no kids', 'kids', 'ids', 'no k'];
    for (const text of ['ushers', 'hishers', 'no kids no kidding', 'ééshe', '', 'e', 'xyz'])
      expect(occurrences(words, text), text).toEqual(expected(words, text));
  });

  it('starts again after a character no word holds, and refuses words it cannot hold', () => {
    expect(occurrences(['ab'], 'aXb añb ab')).toEqual(['ab@8']);
    expect(() => automaton(['niño'])).toThrow();
    expect(() => automaton([''])).toThrow();
    expect(asciiOnly('no kids')).toBe(true);
    expect(asciiOnly('niño')).toBe(false);
  });
});
