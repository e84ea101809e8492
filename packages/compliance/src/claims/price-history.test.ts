import { describe, expect, it } from 'vitest';
import { checkClaims } from './check-claims';
import { LISTINGS } from './corpus/listings';

// Issue 26: what an owner paid years ago is the home's history, not the price it asks.
const now = new Date('2026-06-01T00:00:00Z');
const found = (text: string, listing = LISTINGS['birch-hollow']) =>
  checkClaims(text, listing, { now }).map((f) => `${f.field}:${f.severity}`);

describe('price history and market figures', () => {
  it('leaves a past purchase with its year to the history', () => {
    expect(
      found('Our sellers purchased 37 Birch Hollow Rd in 2011 for $301,500 and raised two kids there.'),
    ).toEqual([]);
    expect(found('They paid $305,000 back in 2012.')).toEqual([]);
    expect(found('La compraron en 2010 por $295,000.')).toEqual([]);
  });

  it("still checks the price after the history's clause, and a purchase with no year", () => {
    expect(found('Bought in 2010 for $295,000, and today it is listed at $650,000.')).toEqual([
      'price:block',
    ]);
    expect(found('Buyers who purchased this one will have paid $650,000.')).toEqual(['price:block']);
  });

  it("leaves the market's median in Spanish and the sum financed to the market and the loan", () => {
    expect(found('Precio promedio en Nashua: $455,000. La mediana de una casa: $470,000.')).toEqual([]);
    expect(found('Con 20% de enganche financias $489,600.')).toEqual([]);
    expect(found('Precio: $455,000.')).toEqual(['price:block']);
  });
});
