import { describe, expect, it } from 'vitest';
import { correctWord, TERMS } from './lexicon';
import { splitRunTogether } from './run-together';
import { outcomeFor, warmUp } from './testing/family-cases';

const isClassWord = (w: string) => TERMS.has(w);

describe('words run together or stretched (run-together.ts)', () => {
  it('reads a run of known words that holds a class word apart', () => {
    expect(splitRunTogether('nokids', isClassWord)).toBe('no kids');
    expect(splitRunTogether('kidsonly', isClassWord)).toBe('kids only');
    expect(splitRunTogether('nomen', isClassWord)).toBe('no men');
    expect(correctWord('notranswomen')).toBe('no transwomen');
  });

  it('reads stretched letters as the word they spell', () => {
    expect(splitRunTogether('nooo', isClassWord)).toBe('no');
    expect(splitRunTogether('kiiiids', isClassWord)).toBe('kids');
  });

  it('leaves words alone that are no run of known words, or hold no class word', () => {
    for (const w of [
      'nomad',
      'mentor',
      'menus',
      'blackstone',
      'whitehall',
      'notallowed',
      'nothing',
      'another',
    ])
      expect(splitRunTogether(w, isClassWord)).toBeNull();
  });
});

// New wording (not the review sets' sentences) read through the engine, and look-alikes that stay ok.
describe('a phrase written as one word, through the engine (run-together.ts)', () => {
  warmUp();

  it('reads a phrase written as one word as the phrase', () => {
    expect(outcomeFor('Downtown loft, #emptynesters')).toBe('warn');
    expect(outcomeFor('Downtown loft, #greatviews')).toBe('ok');
  });
});
