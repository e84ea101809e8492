import { describe, expect, it } from 'vitest';
import { checkClaims } from './check-claims';
import { LISTINGS } from './corpus/listings';

// Machine key: value blocks (key-values.ts) at maple-grove: 3 bd, 2 ba, 1,684 sf, 1998, ZIP 78745, $489K.
const now = new Date('2026-01-05T00:00:00Z');
const keys = (text: string, key: keyof typeof LISTINGS = 'maple-grove') =>
  checkClaims(text, LISTINGS[key], { now }).map(
    (f) => `${f.feature ? `feature:${f.feature}` : f.field}:${f.severity}:${f.claim}`,
  );

describe('machine key: value blocks', () => {
  it('reads camelCase and snake_case keys as their fields', () => {
    expect(keys('"@type": House\npostalCode: 78754\nyearBuilt: 1989\nnumberOfBedrooms: 5')).toEqual([
      'address.postal_code:block:78754',
      'year_built:block:1989',
      'beds:block:5',
    ]);
    expect(keys('year_built: 1998\nfloor_size: 1,684 sq ft\nnumberOfBathroomsTotal: 2')).toEqual([]);
  });

  it('leaves a lone key and keys written with spaces to the prose readers', () => {
    expect(keys('yearBuilt: 1998')).toEqual([]);
    expect(keys('Listing notes: seller wants 30 days\nShowing time: 2 PM')).toEqual([]);
  });
});
