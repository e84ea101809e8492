import type { TListing } from '@pp/contract';
import { describe, expect, it } from 'vitest';
import { checkClaims } from './check-claims';
import { LISTINGS } from './corpus/listings';

// Issue 26: w-81st says "Current occupants holding rent-stabilized leases"; a vacant delivery contradicts it.
const now = new Date('2026-01-05T00:00:00Z');
const keys = (text: string, listing: TListing = LISTINGS['w-81st']) =>
  checkClaims(text, listing, { now }).map(
    (f) => `${f.feature ? `feature:${f.feature}` : f.field}:${f.severity}`,
  );

describe('tenants the description names in its own words', () => {
  it('blocks a vacant delivery and agrees with tenants', () => {
    expect(keys('2 bed condo, delivered vacant at closing.')).toEqual(['feature:occupancy:block']);
    expect(keys('2 bed condo, vacant at closing.')).toEqual(['feature:occupancy:block']);
    expect(keys('2 bed condo with tenants in place.')).toEqual([]);
  });

  it('reads the phrases in a description only', () => {
    const leased = {
      ...LISTINGS['n-wayne'],
      description: 'All-brick 3-flat, fully rented with tenants on month to month.',
    };
    expect(keys('Delivered vacant, 3-flat in Lakeview.', leased)).toEqual(['feature:occupancy:block']);
    expect(keys('Delivered vacant, 3-flat in Lakeview.', LISTINGS['n-wayne'])).toEqual([
      'feature:occupancy:warn',
    ]);
    expect(keys('Lakeview 3-flat, $1.5M, fully rented.', LISTINGS['n-wayne'])).toEqual([]);
  });
});
