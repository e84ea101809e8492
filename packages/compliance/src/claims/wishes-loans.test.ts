import { describe, expect, it } from 'vitest';
import { checkClaims } from './check-claims';
import { LISTINGS } from './corpus/listings';

// Issue 26: a loan's amount is no price, and a buyer's wants are no claim about the home.
const now = new Date('2026-06-01T00:00:00Z');
const found = (text: string, listing = LISTINGS.cypress) =>
  checkClaims(text, listing, { now }).map((f) => `${f.field}:${f.severity}`);

describe('loan math beside the price', () => {
  it('reads a borrowed sum or a loan amount as no price', () => {
    expect(found("It's $275,000; with 3.5% down you would be borrowing roughly $265K.")).toEqual([]);
    expect(found('Asking $275,000. A $247,500 loan at 6.5% is about $1,565 a month.')).toEqual([]);
    expect(found('Price $275K, so the principal on 10% down is $247,500.')).toEqual([]);
    expect(found('Precio $275,000; el préstamo sería de $250,000.')).toEqual([]);
  });

  it('still checks a wrong price in the same post', () => {
    expect(found("It's listed at $299,000 and you'd borrow about $270K.")).toEqual(['price:block']);
  });
});

describe("a buyer's wants", () => {
  it('reads wishes reported of the reader or a list of wants as no claim', () => {
    expect(found('You said you need 4 bedrooms and a pool; this one has 3 bedrooms.')).toEqual([]);
    expect(found('Hi Jo, you mentioned wanting a pool and a finished basement.')).toEqual([]);
    expect(found('Their non-negotiables are 5 bedrooms and a basement, so this is not it.')).toEqual([]);
    expect(found('Your nice-to-haves were a pool and a 3-car garage.')).toEqual([]);
  });

  it('still claims what the home is said to have, and a list the home meets', () => {
    expect(found('This one checks all your must-haves with 5 bedrooms.')).toEqual(['beds:block']);
    expect(found('You wanted space; it has 5 bedrooms.')).toEqual(['beds:block']);
  });
});
