import { describe, expect, it } from 'vitest';
import { checkClaims } from './check-claims';
import { LISTINGS } from './corpus/listings';

// Issue 26: the street's suffix, compared by its USPS standard form (falling-spring is "… Ct").
const now = new Date('2026-01-05T00:00:00Z');
const keys = (text: string, key: keyof typeof LISTINGS) =>
  checkClaims(text, LISTINGS[key], { now }).map((f) => `${f.field}:${f.severity}:${f.claim}`);

describe('street suffix', () => {
  it('blocks another suffix and agrees with the same one spelled out or left out', () => {
    expect(keys('19810 Falling Spring Dr, 4 bed colonial.', 'falling-spring')).toEqual([
      'address.street:block:19810 Falling Spring Dr',
    ]);
    expect(keys('19810 Falling Spring Court, 4 bed.', 'falling-spring')).toEqual([]);
    expect(keys('19810 Falling Spring, 4 bed.', 'falling-spring')).toEqual([]);
  });

  it('reads the suffix after a numbered street and a one-word name', () => {
    expect(keys('29 E 9th Ave, 1 bed condo', 'e-9th')).toEqual(['address.street:block:29 E 9th Ave']);
    expect(keys('29 E 9th Street, 1 bed condo', 'e-9th')).toEqual([]);
    expect(keys('3011 Ocean Front Walk, 4 bed', 'ocean-front-walk')).toEqual([]);
    // No suffix listed (304 Sparrow Hawk): nothing to compare.
    expect(keys('304 Sparrow Hawk Dr, 3 bed', 'sparrow-hawk')).toEqual([]);
  });
});
