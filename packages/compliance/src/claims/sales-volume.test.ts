import { describe, expect, it } from 'vitest';
import { checkClaims } from './check-claims';
import { LISTINGS } from './corpus/listings';

// Issue 26: the agent's sales record is neither this home's price nor its status.
const now = new Date('2026-06-01T00:00:00Z');
const found = (text: string, listing: (typeof LISTINGS)[keyof typeof LISTINGS] = LISTINGS['lee-marie']) =>
  checkClaims(text, listing, { now }).map((f) => `${f.field}:${f.severity}`);

describe("the agent's sales record", () => {
  // lee-marie is for sale at $348,000.
  it('leaves a sales total and a count of homes sold to the agent', () => {
    expect(found('Priya, who has sold over $90M in Charlotte real estate, is your guide.')).toEqual([]);
    expect(found('Our team closed $120 million in volume last year.')).toEqual([]);
    expect(found('I have sold 240 homes in Mallard Creek since 2012.')).toEqual([]);
  });

  it("still reads the home's own sale and price", () => {
    expect(found('Just sold, and fast!')).toEqual(['status:block']);
    expect(found('Sold for $355,000 in four days.')).toEqual(['status:block', 'price:block']);
    expect(found('Offered at $390,000 with new floors.')).toEqual(['price:block']);
  });
});
