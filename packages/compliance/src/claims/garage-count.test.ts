import { describe, expect, it } from 'vitest';
import { readClaims } from './check-claims';
import { LISTINGS } from './corpus/listings';

// Issue 26: a garage's count the listing does not state is a warning, not a contradiction.
const now = new Date('2026-06-01T00:00:00Z');
const garage = (text: string, listing: keyof typeof LISTINGS) =>
  readClaims(text, LISTINGS[listing], { now })
    .filter((c) => c.feature === 'garage')
    .map((c) => c.verdict);

describe('garage counts', () => {
  it('warns on a count against an uncounted garage (marble-creek: "extended garage & 2 car port cochere")', () => {
    expect(garage('Two-car garage and 4 beds.', 'marble-creek')).toEqual(['warn']);
    expect(garage('3-car garage.', 'marble-creek')).toEqual(['warn']);
    expect(garage('Extended garage.', 'marble-creek')).toEqual(['ok']);
  });

  it('still compares counts the listing states', () => {
    expect(garage('Two-car garage.', 'cypress')).toEqual(['ok']);
    expect(garage('Three-car garage.', 'cypress')).toEqual(['block']);
  });
});
