import { describe, expect, it } from 'vitest';
import { checkClaims } from './check-claims';
import { LISTINGS } from './corpus/listings';

// Issue 26: a signature's brokerage is no feature of the home.
const now = new Date('2026-01-05T00:00:00Z');
const keys = (text: string, key: keyof typeof LISTINGS) =>
  checkClaims(text, LISTINGS[key], { now }).map(
    (f) => `${f.feature ? `feature:${f.feature}` : f.field}:${f.severity}`,
  );

describe('business names', () => {
  it('reads "Granite Gate Realty" as a name, "granite counters" as a feature (birch-hollow lists none)', () => {
    expect(keys('Sold! 3 bed Cape in Nashua. — Lena Ortiz, Granite Gate Realty', 'birch-hollow')).toEqual([]);
    expect(keys('Sold! 3 bed Cape with granite counters.', 'birch-hollow')).toEqual(['feature:granite:warn']);
  });

  it('reads a capitalised run ending in a brokerage word as a name on any listing', () => {
    expect(keys('3 bed in Austin. Call Pool & Spa Realty Group today!', 'maple-grove')).toEqual([]);
    expect(keys('3 bed in Austin with a Pool and a yard.', 'maple-grove')).toEqual(['feature:pool:warn']);
    expect(
      keys('3 bed in McKinney. Rich Milam, Texas Premier Realty — Pool & Spa Specialists', 'sparrow-hawk'),
    ).toEqual([]);
  });
});
