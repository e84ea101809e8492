import { describe, expect, it } from 'vitest';
import { checkClaims } from './check-claims';
import { LISTINGS } from './corpus/listings';

// Issue 26: prices in a title line, after a price drop, and a rent asked for a home for sale.
const now = new Date('2026-06-01T00:00:00Z');
const keys = (text: string, listing: keyof typeof LISTINGS) =>
  checkClaims(text, LISTINGS[listing], { now }).map((f) => `${f.field}:${f.severity}`);

describe('price shapes', () => {
  it('reads a price after a title dash', () => {
    expect(keys('Townhouse for sale – $775,000', 'okeefe')).toEqual(['price:block']);
    expect(keys('Townhouse for sale – $735,000', 'okeefe')).toEqual([]);
    expect(keys('2 Bed Apartment for Rent – $2,150', 'larkspur')).toEqual(['price:block']);
    // A range's second half is still no price of its own.
    expect(keys('Priced $700,000-$750,000.', 'okeefe')).toEqual([]);
  });

  it('checks the new price of a drop, not the old one', () => {
    expect(keys('PRICE DROP! Now $275,000 (was $299,000)', 'cypress')).toEqual([]);
    expect(keys('PRICE DROP! Now $259,900 (was $275,000)', 'cypress')).toEqual(['price:block']);
    expect(keys('Just closed on 37 Birch Hollow Rd for $640,000.', 'birch-hollow')).toEqual(['price:block']);
  });

  it('warns on a rent asked for a home for sale, and keeps a projected rent apart', () => {
    expect(keys('For rent: 1 bed condo, $4,200/mo', 'e-9th')).toEqual(['status:block', 'price:warn']);
    expect(keys('Could rent for $4,200/mo.', 'e-9th')).toEqual(['description:warn']);
  });
});
