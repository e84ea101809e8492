import { describe, expect, it } from 'vitest';
import { checkClaims } from './check-claims';
import { LISTINGS } from './corpus/listings';

// Issue 26: a comp's address opens another home's figures until the sentence ends.
const now = new Date('2026-06-01T00:00:00Z');
const found = (text: string, listing = LISTINGS.cypress) =>
  checkClaims(text, listing, { now }).map((f) => `${f.field}:${f.severity}`);

describe('another home address', () => {
  it("leaves a comp's figures after its address to the comp", () => {
    expect(found('Recently sold nearby: 12 Oak Knoll Dr, 4 bed, 2,100 sq ft, $689,000 in 2 days.')).toEqual(
      [],
    );
    expect(
      found('Comps: 2301 Maple Grove Ln, 4 bed, 2,400 sq ft, $560,000.', LISTINGS['maple-grove']),
    ).toEqual([]);
    expect(
      found('Recently sold on the same street: 312 Sparrow Hawk, 4 bed, $489,000.', LISTINGS['sparrow-hawk']),
    ).toEqual([]);
  });

  it('checks the listing again once the sentence ends or names this home', () => {
    expect(found('Sold nearby: 12 Oak Knoll Dr, 4 bed, $689,000. This 4 bed is $275,000.')).toEqual([
      'beds:block',
    ]);
    expect(found('12 Oak Knoll Dr sold at $689,000, and this 3 bed is $299,000.')).toEqual(['price:block']);
  });

  it("checks the agent's own sale of this very home, named by its address", () => {
    const birch = LISTINGS['birch-hollow'];
    expect(found('We closed on 37 Birch Hollow Rd for $652,000!', birch)).toEqual(['price:block']);
    expect(found('We closed on 37 Birch Hollow Rd for $612,000!', birch)).toEqual([]);
    expect(found('We closed on 14 Pine Ridge Rd for $652,000!', birch)).toEqual([]);
  });

  it('reads a number, a direction and a name as another street, with or without a suffix', () => {
    // n-wayne: 3760 N Wayne Ave, no garage named.
    const wayne = LISTINGS['n-wayne'];
    expect(found('Also new this week: 1420 W Belmont, a 2-flat with a 2-car garage.', wayne)).toEqual([]);
    expect(found('Down the block, 2900 N Racine Ave has 4 units with a garage.', wayne)).toEqual([]);
    expect(found('3760 N Wayne Ave with a 2-car garage.', wayne)).toEqual(['description:warn']);
  });

  it("still checks the listing's own address and a wrong number on its street", () => {
    expect(found('88 S Cypress Ave, 4 bed, $275,000.')).toEqual(['beds:block']);
    expect(found('Just listed: 86 S Cypress Ave, 3 bed, $275,000.')).toEqual(['address.street:block']);
  });
});
