import { describe, expect, it } from 'vitest';
import { checkClaims } from './check-claims';
import { LISTINGS } from './corpus/listings';

// Issue 26: a figure in a clause about another building, named by its proper name.
const now = new Date('2026-06-01T00:00:00Z');
const found = (text: string, listing: (typeof LISTINGS)[keyof typeof LISTINGS]) =>
  checkClaims(text, listing, { now }).map((f) => `${f.field}:${f.severity}`);

describe('another named building', () => {
  // larkspur: 2 bed for rent at $2,350/mo in Denver.
  const lark = LISTINGS.larkspur;

  it("leaves a named building's rent and rooms to it", () => {
    expect(
      found('Options so far: The Marquis starts at $1,890 for a studio, and ours is the better deal.', lark),
    ).toEqual([]);
    expect(found('Compared: The Pearl Lofts has 3 bedrooms at $3,400.', lark)).toEqual([]);
  });

  it("still reads the listing's figures in the next clause or sentence", () => {
    expect(found('The Marquis starts at $1,890. This one is $2,150 a month.', lark)).toEqual(['price:block']);
    // "The" and a lower-case noun is no name: the home itself.
    expect(found('The rent is $2,150 a month.', lark)).toEqual(['price:block']);
  });
});
