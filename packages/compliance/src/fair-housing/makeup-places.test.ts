import { describe, expect, it } from 'vitest';
import { checkFairHousingRules } from './engine';

const found = (t: string) => checkFairHousingRules(t, { state: 'TX' }).map((f) => [f.category, f.severity]);

describe('a street or block described by the make-up of its residents (24 CFR §109.20(a))', () => {
  it('blocks a degree word, a class word and a street-level place', () => {
    expect(found('Mostly white street, and we like it that way.')).toEqual([['race', 'block']]);
    expect(found('Predominantly Black subdivision.')).toEqual([['race', 'block']]);
  });
  it('leaves colours and street names clean', () => {
    expect(found('Mostly white block walls.')).toEqual([]);
    expect(found('Christian Street is one block away.')).toEqual([]);
  });
});

describe('a place said to be full of a class of people', () => {
  it('warns on "the complex is full of X" and leaves things and later nouns alone', () => {
    expect(found('The complex is full of young families with kids.')).toEqual([['familial_status', 'warn']]);
    expect(found('The complex is full of amenities for young families.')).toEqual([]);
  });
});
