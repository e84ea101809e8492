import { describe, expect, it } from 'vitest';
import { checkFairHousingRules } from './engine';

const found = (text: string) => checkFairHousingRules(text).map((f) => `${f.category} ${f.severity}`);

// Coded descriptions of residents as all of a kind (coded-homogeneity.ts; HUD 1995 memo).
describe('coded homogeneity', () => {
  it.each([
    'Maple Court is pretty homogeneous, if you catch my drift.',
    'Quiet street where all the neighbors look the same and wave hello.',
    "The town hasn't changed demographically in forty years.",
    'The area has a certain whiter feel than downtown.',
  ])('warns %s', (text) => {
    expect(found(text)).toContain('race warn');
  });

  it.each([
    'The townhouses all look alike, so check the number twice.',
    'Homogeneous architecture along the whole block.',
    "The kitchen hasn't changed much since the sixties.",
    'Repainted in a lighter colour scheme.',
  ])('leaves alone %s', (text) => {
    expect(found(text)).toEqual([]);
  });
});

describe('a homogeneous place, a lighter crowd, the other side of the tracks (coded-homogeneity.ts)', () => {
  it.each([
    'Really homogeneous community, you will see what I mean.',
    'The neighbors tend to be on the fairer side.',
    'Nice pocket of town, not like the wrong side of the tracks.',
  ])('%s warns as a coded description', (text) => {
    expect(found(text)).toContain('race warn');
  });
  it.each(['Rents are on the lighter side for the area.', 'Homogeneous oak flooring throughout.'])(
    'leaves %s alone',
    (text) => {
      expect(found(text)).toEqual([]);
    },
  );
});

describe('coded shifts and exclusions of an unnamed group', () => {
  it('warns on demographics said to change and on keeping "the element" out', () => {
    expect(found('Prices are climbing and the demographics are shifting fast.')).toEqual(['race warn']);
    expect(found('The board works hard to keep that element out of the complex.')).toEqual(['race warn']);
    expect(found('Find renters who fit the neighborhood profile, you know the one.')).toEqual(['race warn']);
    expect(found('The west side has a different demographic, so I would look east.')).toEqual(['race warn']);
    expect(found('A quiet, restricted neighborhood of fine homes.')).toEqual(['race warn']);
  });
  it('leaves alone demographic data and things kept out', () => {
    expect(found('Demographic data for the county is at census.gov.')).toEqual([]);
    expect(found('The sound wall keeps out the highway noise.')).toEqual([]);
    expect(found('Keep the kind of plants that need shade on the north side.')).toEqual([]);
    expect(found('Deed-restricted subdivision with a small HOA fee.')).toEqual([]);
    expect(found('The kitchen will stay the way it has always been: original 1950s tile.')).toEqual([]);
  });
});
