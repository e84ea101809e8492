import { describe, expect, it } from 'vitest';
import { checkFairHousingRules } from '../engine';
import { DEMONYM_ADJECTIVES, DEMONYM_PLURALS } from './demonyms';

const found = (text: string) =>
  checkFairHousingRules(text, { state: 'NY' }).map((f) => [f.category, f.severity]);

describe('nationality vocabulary', () => {
  it('generates plural people nouns, and none that name a dog, a cat, a blanket or a vegetable', () => {
    expect(DEMONYM_PLURALS).toEqual(expect.arrayContaining(['nigerians', 'filipinos', 'canadians', 'brits']));
    for (const p of ['danes', 'swedes', 'afghans', 'persians', 'greeks', 'georgians', 'chineses']) {
      expect(DEMONYM_PLURALS).not.toContain(p);
    }
    expect(DEMONYM_ADJECTIVES).toEqual(expect.arrayContaining(['dutch', 'canadian', 'vietnamese']));
  });

  it('reads a nationality as people only before a people noun, at a clause end, or as a plural', () => {
    expect(found('Owner won’t rent to Chinese nationals.')).toEqual([['national_origin', 'block']]);
    expect(found('Not renting to Nigerians.')).toEqual([['national_origin', 'block']]);
    expect(found('Busco compañero de cuarto colombiano.')).toEqual([['national_origin', 'block']]);
    expect(found('Classic Dutch colonial, Chinese elm, Canadian geese on the pond.')).toEqual([]);
    expect(found('Cocina con azulejo mexicano.')).toEqual([]);
    expect(found('Fresh Finnish sauna; new floor finish.')).toEqual([]);
  });
});
