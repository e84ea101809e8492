import { describe, expect, it } from 'vitest';
import { checkClaims } from './check-claims';
import { LISTINGS } from './corpus/listings';

// Issue 26: a range of money is the price only where it could be one.
const now = new Date('2026-06-01T00:00:00Z');
const keys = (text: string, listing: keyof typeof LISTINGS) =>
  checkClaims(text, LISTINGS[listing], { now }).map((f) => `${f.field}:${f.severity}`);

describe('price ranges that are other figures', () => {
  it('leaves a range far below a sale price, and a rent range, to what they are', () => {
    expect(keys('Unit rents on the block — 1BRs $1,900–$2,100, 3BRs $3,000–$3,300.', 'n-wayne')).toEqual([]);
    expect(keys('Comparable two-bedrooms would rent for $4,800–$5,100.', 'w-81st')).toEqual([]);
  });

  it('still checks a range that could be the price', () => {
    expect(keys('Priced between $1.1M and $1.2M.', 'n-wayne')).toEqual(['price:block']);
    expect(keys('Offers in the $1.45M–$1.55M range.', 'n-wayne')).toEqual([]);
    expect(keys('Offered at $4,800,000–$5,100,000.', 'e-9th')).toEqual(['price:block']);
    expect(keys('Offered at $4,800–$5,100.', 'w-81st')).toEqual(['price:warn']);
  });
});
