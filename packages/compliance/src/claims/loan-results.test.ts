import { describe, expect, it } from 'vitest';
import { checkClaims } from './check-claims';
import { LISTINGS } from './corpus/listings';

// Issue 26: what a down payment works out to is cash to close, not the price; cap rates in the plural
// are the market's, not a projection for this home.
const now = new Date('2026-06-01T00:00:00Z');
const found = (text: string, listing = LISTINGS.cypress) =>
  checkClaims(text, listing, { now }).map((f) => `${f.field}:${f.severity}`);

describe('the sum a down payment works out to', () => {
  it('is no price of the home', () => {
    expect(found('Quick math: 10% down on $275,000 is $27,500, plus closing costs.')).toEqual([]);
    expect(found('Put 15% down on 88 S Cypress Ave and that comes to about $41,250.')).toEqual([]);
    expect(found('A 20% down payment here would be $55,000.')).toEqual([]);
  });

  it('still checks a price said after the down payment', () => {
    expect(found('With 10% down you can own it. The price is $295,000.')).toEqual(['price:block']);
    expect(found('88 S Cypress Ave is $295,000.')).toEqual(['price:block']);
  });
});

describe('cap rates in the plural', () => {
  it("are the market's", () => {
    expect(found('Columbus cap rates have held around 6% this year.', LISTINGS['n-wayne'])).toEqual([]);
  });

  it('a cap rate of the home still needs its basis', () => {
    expect(found('This 3-flat pencils to a 6% cap rate.', LISTINGS['n-wayne'])).toEqual(['description:warn']);
  });
});
