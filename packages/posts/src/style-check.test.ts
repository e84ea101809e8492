import { describe, expect, it } from 'vitest';
import { checkStyle } from './style-check';

describe('checkStyle (the clichés of listing copy)', () => {
  it('points out each of the six clichés with the phrase as written, where it is, why and an alternative', () => {
    const text =
      'Nestled on a quiet street, this stunning home boasts a new roof. A Must-See dream home that won’t last!';
    const notes = checkStyle(text);
    expect(notes.map((n) => n.phrase)).toEqual([
      'Nestled',
      'stunning',
      'boasts',
      'Must-See',
      'dream home',
      'won’t last',
    ]);
    for (const n of notes) {
      expect(text.slice(n.index, n.index + n.phrase.length)).toBe(n.phrase);
      expect(n.reason.length).toBeGreaterThan(10);
      expect(n.alternative.length).toBeGreaterThan(5);
    }
  });

  it('reads "must see", "won\'t last" with a plain apostrophe, and plural "dream homes"', () => {
    expect(checkStyle("A must see. It won't last. Dream homes everywhere.").map((n) => n.phrase)).toEqual([
      'must see',
      "won't last",
      'Dream homes',
    ]);
  });

  it('leaves plain, factual text alone, and words that only contain a cliché', () => {
    expect(checkStyle('4 bedrooms, 2 baths, a new roof in 2023. Open house Saturday 1–3 pm.')).toEqual([]);
    expect(checkStyle('Stunningly priced? No: the boastful neighbour nestles nothing.')).toEqual([]);
  });

  it('knows the Spanish posts’ worn phrases too', () => {
    expect(checkStyle('La casa de tus sueños. ¡No durará!').map((n) => n.phrase)).toEqual([
      'casa de tus sueños',
      'No durará',
    ]);
  });
});
