import { describe, expect, it } from 'vitest';
import {
  CAPTION_LINE_CHARS,
  CAPTION_LINES,
  captionWords,
  cueSeconds,
  MIN_CUE_SEC,
  splitCaptions,
  timeCaptions,
  toLines,
} from './split-captions';

const POST =
  "Just listed in Pasadena! Sun-filled rooms, a chef's kitchen and a garden for summer nights. " +
  'Open Sunday 1-4 pm. 🏡✨ Tour it: https://pp.example/p/1234-maple?src=x #JustListed #Pasadena';

const words = (cues: string[][]) => cues.flat().join(' ').split(' ');

describe('captionWords', () => {
  it('drops links, hashtags, handles, emoji and lone symbols, keeps prices and times', () => {
    expect(captionWords('Call @jane 👋 $1.2M · 3 bd | 1-4 pm www.x.com/a example.com/p/9 #Home ❤️')).toEqual([
      'Call',
      '$1.2M',
      '3',
      'bd',
      '1-4',
      'pm',
    ]);
  });
});

describe('splitCaptions', () => {
  it('keeps every word in order, whole, at most two lines of 32 characters', () => {
    const cues = splitCaptions(POST);
    // Every word but the dangling "Tour it:" (its link is not burned in).
    expect(words(cues)).toEqual(captionWords(POST).slice(0, -2));
    for (const cue of cues) {
      expect(cue.length).toBeGreaterThanOrEqual(1);
      expect(cue.length).toBeLessThanOrEqual(CAPTION_LINES);
      for (const line of cue) expect(line.length).toBeLessThanOrEqual(CAPTION_LINE_CHARS);
    }
  });

  it('starts a cue at every sentence and breaks at the phrase, not mid-clause', () => {
    expect(splitCaptions(POST)).toEqual([
      ['Just listed in Pasadena!'],
      ['Sun-filled rooms,'],
      ["a chef's kitchen and a garden", 'for summer nights.'],
      ['Open Sunday 1-4 pm.'],
    ]);
    // A colon that introduced the dropped link goes with it; one followed by words stays.
    expect(splitCaptions('Details: 3 bd, 2 ba. Tour it: https://x.example/a')).toEqual([
      ['Details: 3 bd, 2 ba.'],
    ]);
  });

  it('balances the two lines of a cue and balances a long clause over its cues (no orphan word)', () => {
    const long =
      'This beautifully renovated mid-century home offers an open floor plan with vaulted ceilings and walls of glass overlooking the canyon';
    const cues = splitCaptions(long);
    expect(words(cues)).toEqual(long.split(' '));
    const lengths = cues.map((c) => c.join(' ').length);
    // Three cues of similar length rather than two full ones and a scrap.
    expect(cues).toHaveLength(3);
    expect(Math.max(...lengths) - Math.min(...lengths)).toBeLessThan(20);
    for (const cue of cues.filter((c) => c.length === 2)) {
      expect(Math.abs(cue[0]!.length - cue[1]!.length)).toBeLessThan(12);
    }
  });

  it('never cuts a word: one longer than a line stands alone, whole', () => {
    const word = 'Supercalifragilisticexpialidocious-estate';
    expect(word.length).toBeGreaterThan(CAPTION_LINE_CHARS);
    const cues = splitCaptions(`A truly ${word} for sale.`);
    expect(cues.flat()).toContain(word);
    expect(words(cues)).toEqual(['A', 'truly', word, 'for', 'sale.']);
  });

  it('toLines gives one line when it fits, else the balanced break, else null', () => {
    expect(toLines(['Open', 'Sunday'])).toEqual(['Open Sunday']);
    expect(toLines('a chef’s kitchen and a garden for summer nights.'.split(' '))).toEqual([
      'a chef’s kitchen and a garden',
      'for summer nights.',
    ]);
    // A clause end wins over a slightly better balance that splits "two | baths".
    expect(toLines('Three bedrooms, two baths, 1,850 sq ft.'.split(' '))).toEqual([
      'Three bedrooms,',
      'two baths, 1,850 sq ft.',
    ]);
    expect(toLines('word '.repeat(30).trim().split(' '))).toBeNull();
  });

  it('gives nothing for text with no words', () => {
    expect(splitCaptions('🏡 #home https://x.example/a  ')).toEqual([]);
  });
});

describe('timeCaptions', () => {
  const say = [['Welcome home!'], ['Bright rooms,'], ['a big kitchen'], ['and a yard.'], ['Call now.']];

  it('fills the span, in order, each cue at least its reading time', () => {
    const timed = timeCaptions(say, 0, 10);
    expect(timed.map((t) => t.lines)).toEqual(say);
    expect(timed[0]!.start).toBe(0);
    expect(timed.at(-1)!.end).toBe(10);
    for (let i = 0; i < timed.length; i++) {
      const t = timed[i]!;
      expect(t.end - t.start).toBeGreaterThanOrEqual(cueSeconds(t.lines) - 1e-9);
      if (i > 0) expect(t.start).toBeCloseTo(timed[i - 1]!.end, 9);
    }
  });

  it('a long cue stays longer than a short one', () => {
    const long = ["a chef's kitchen and a garden", 'for summer nights.'];
    const [a, b] = timeCaptions([['Hi.'], long], 0, 8);
    expect(b!.end - b!.start).toBeGreaterThan(a!.end - a!.start);
  });

  it('cut short: ends at the last whole sentence, or the last clause when a sentence would hold alone', () => {
    // 4.8 s: four cues of 1.2 s fit; the whole sentences among them end after cue 4.
    expect(timeCaptions(say, 0, 4.8).map((t) => t.lines)).toEqual(say.slice(0, 4));
    // 3.6 s: three fit; a first sentence alone would be one of three: the last clause instead.
    expect(timeCaptions(say, 0, 3.6).map((t) => t.lines)).toEqual(say.slice(0, 2));
    // Too short for any cue to be read: none.
    expect(timeCaptions(say, 0, MIN_CUE_SEC / 2)).toEqual([]);
  });
});
