import { describe, expect, it } from 'vitest';
import { checkClaims } from './check-claims';
import { LISTINGS } from './corpus/listings';

// Issue 26: a signed sum, a Spanish or Portuguese age, and Vietnamese thousands.
const now = new Date('2026-06-01T00:00:00Z');
const found = (text: string, listing: (typeof LISTINGS)[keyof typeof LISTINGS]) =>
  checkClaims(text, listing, { now }).map((f) => `${f.field}:${f.severity}`);

describe('signed sums, ages counted back in Spanish, Vietnamese thousands', () => {
  // lee-marie: $348,000, built 2016.
  const lee = LISTINGS['lee-marie'];

  it('reads a signed sum as a difference, not a price', () => {
    expect(found('Comp adjusted +$9,500 for the bigger lot.', lee)).toEqual([]);
    expect(found('Bath adjustment −$4,000 against ours.', lee)).toEqual([]);
    expect(found('Priced $9,500 for a quick sale.', lee)).toEqual(['price:block']);
  });

  it('reads "hace N años" and "há N anos" after a verb of building', () => {
    expect(found('Casa construida hace 10 años, lista para mudarse.', lee)).toEqual([]);
    expect(found('Casa construida hace 25 años, lista para mudarse.', lee)).toEqual(['year_built:block']);
    expect(found('Casa construída há 25 anos.', lee)).toEqual(['year_built:block']);
    // Not without the verb: "hace 25 años" alone says when something else happened.
    expect(found('Vivimos aquí hace 25 años.', lee)).toEqual([]);
  });

  it('reads dotted thousands in a Vietnamese post', () => {
    expect(found('Nhà đẹp tại Charlotte, giá 384.000 USD.', lee)).toEqual(['price:block']);
    expect(found('Nhà đẹp tại Charlotte, giá 348.000 USD.', lee)).toEqual([]);
  });
});
