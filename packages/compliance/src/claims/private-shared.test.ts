import type { TListing } from '@pp/contract';
import { describe, expect, it } from 'vitest';
import { checkClaims } from './check-claims';
import { LISTINGS } from './corpus/listings';

// Issue 26: private against shared, and a garage where the listing gives one assigned space (okeefe).
const now = new Date('2026-01-05T00:00:00Z');
const keys = (text: string, listing: TListing = LISTINGS.okeefe) =>
  checkClaims(text, listing, { now }).map(
    (f) => `${f.feature ? `feature:${f.feature}` : f.field}:${f.severity}`,
  );
const withCommonDeck = {
  ...LISTINGS['e-9th'],
  description: 'Prewar co-op with a common roof deck and a shared garden.',
};

describe('private or shared', () => {
  it('blocks the other kind than the description’s and agrees with its own', () => {
    expect(keys('1 bed with a private roof deck.', withCommonDeck)).toEqual(['feature:roof_deck:block']);
    expect(keys('1 bed with a shared roof deck and a common garden.', withCommonDeck)).toEqual([]);
    expect(keys('1 bed with a roof deck.', withCommonDeck)).toEqual([]);
    expect(keys('2 bed townhome with a shared patio.')).toEqual(['feature:patio:block']);
    expect(keys('2 bed townhome with a private patio.')).toEqual([]);
    expect(keys('2 bed townhome with a shared backyard patio.')).toEqual([
      'feature:yard:warn',
      'feature:patio:block',
    ]);
  });

  it('blocks a garage where the listing gives one assigned space and no garage', () => {
    expect(keys('2 bed townhome with a 2-car garage.')).toEqual(['feature:garage:block']);
    // maple-grove names no parking at all: a garage is only unsupported there.
    expect(keys('3 bed with a 2-car garage.', LISTINGS['maple-grove'])).toEqual(['feature:garage:warn']);
  });
});
