import { describe, expect, it } from 'vitest';
import { correctWord, TERMS } from './lexicon';
import { splitRunTogether } from './run-together';

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
