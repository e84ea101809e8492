import type { TListing } from '@pp/contract';
import { describe, expect, it } from 'vitest';
import { checkClaims } from './check-claims';
import { LISTINGS } from './corpus/listings';

// Issue 26: rent estimates and cap rates are projections an agent must substantiate (NAR CoE Art. 12).
const now = new Date('2026-01-05T00:00:00Z');
const keys = (text: string, listing: TListing) =>
  checkClaims(text, listing, { now }).map(
    (f) => `${f.feature ? `feature:${f.feature}` : f.field}:${f.severity}`,
  );
const nWayne = LISTINGS['n-wayne'];

describe('investor projections', () => {
  it('warns on rents a home for sale could earn, however the sentence says them', () => {
    for (const text of [
      'Rents in Lakeview run $1,800/mo.',
      'Rent it out at $7,500/mo.',
      'Comparable rents $2,400/mo.',
      'Could gross $60K a month.',
      'Should rent near $4,200/mo.',
      'Lease at $5,500/mo.',
    ])
      expect(keys(text, nWayne), text).toEqual(['feature:rent_estimate:warn']);
  });

  it('warns on a cap rate written before or after its percent', () => {
    expect(keys('Projected cap rate 7.2%.', nWayne)).toEqual(['feature:cap_rate:warn']);
    expect(keys('Pencils to a 7% cap rate.', nWayne)).toEqual(['feature:cap_rate:warn']);
    expect(keys('Ask about the cap rate.', nWayne)).toEqual([]);
  });

  it("leaves the market's median or average cap rate to the market, not the home", () => {
    expect(keys('Chicago three-flats traded at an average cap rate of 6.3% last year.', nWayne)).toEqual([]);
    expect(keys('Typical cap rate near Wrigley: 5.8%.', nWayne)).toEqual([]);
    // The home's own rate, next to the market's, is still a projection.
    expect(keys('Area median cap rate 5.8%; this one pencils to a 6.4% cap rate.', nWayne)).toEqual([
      'feature:cap_rate:warn',
    ]);
  });

  it('reads a rent the listing states as supported, other monthly costs and a rental’s rent as none', () => {
    const stated = { ...nWayne, description: 'Gross rents of $9,800/mo. Cap rate 5.5%.' };
    expect(keys('Gross rents $9,800/mo at a 5.5% cap rate.', stated)).toEqual([]);
    expect(keys('Gross rents $9,900/mo.', stated)).toEqual(['feature:rent_estimate:warn']);
    expect(keys('HOA dues $300/mo.', LISTINGS['maple-grove'])).toEqual(['feature:hoa:warn']);
    expect(keys('2 bed for rent, $2,350/mo.', LISTINGS.larkspur)).toEqual([]);
    expect(keys('Own for less than rent at $1,900/mo.', LISTINGS['maple-grove'])).toEqual([]);
  });
});
