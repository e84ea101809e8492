import { describe, expect, it } from 'vitest';
import { checkClaims } from './check-claims';
import { LISTINGS } from './corpus/listings';

// Issue 26: prices spelled in millions, counts in millions, a building's laundry against an in-unit one,
// and an association that acts for its owners.
const now = new Date('2026-06-01T00:00:00Z');
const keys = (text: string, listing: keyof typeof LISTINGS) =>
  checkClaims(text, LISTINGS[listing], { now }).map((f) => `${f.field}:${f.severity}`);

describe('spelled millions and association words', () => {
  it('reads "N million" and "N and a half million" in words as a price rounded so', () => {
    // ocean-front-walk: $12,950,000; e-9th: $1,795,000.
    expect(keys('Yours for eleven and a half million.', 'ocean-front-walk')).toEqual(['price:block']);
    expect(keys('Thirteen million buys the sand.', 'ocean-front-walk')).toEqual([]);
    expect(keys('Asking one million, nine hundred thousand.', 'e-9th')).toEqual(['price:block']);
    expect(keys('Asking one million, seven hundred ninety-five thousand.', 'e-9th')).toEqual([]);
  });

  it('leaves a count in millions alone', () => {
    expect(keys('Three million tourists walk the boardwalk.', 'ocean-front-walk')).toEqual([]);
    expect(keys('4.5 million visitors a year.', 'ocean-front-walk')).toEqual([]);
  });

  it("checks a building's laundry against the unit's own", () => {
    // larkspur has in-unit laundry; w-81st's building has laundry facilities.
    expect(keys('Shared laundry down the hall.', 'larkspur')).toEqual(['description:block']);
    expect(keys('Shared laundry down the hall.', 'w-81st')).toEqual([]);
  });

  it("reads a shared facility's basement as the building's, a plain one as the home's", () => {
    expect(keys('Common bike storage in the basement.', 'e-9th')).toEqual([]);
    expect(keys('Bike storage in the basement.', 'e-9th')).toEqual(['description:warn']);
  });

  it('reads an association that acts for its owners as an HOA claim', () => {
    expect(keys('The HOA handles snow removal.', 'lee-marie')).toEqual(['description:warn']);
    expect(keys('Handles snow removal.', 'lee-marie')).toEqual([]);
  });
});
