import { describe, expect, it } from 'vitest';
import { checkClaims } from './check-claims';
import { LISTINGS } from './corpus/listings';

// Issue 26: a fact is the home's it is said of; another home named by its address or as a set is not this listing.
const now = new Date('2026-06-01T00:00:00Z');
const found = (text: string, listing = LISTINGS.cypress) =>
  checkClaims(text, listing, { now }).map((f) => `${f.field}:${f.severity}`);

describe('another home placed at an address without a listed suffix', () => {
  it("leaves the figures of 'my listing at <number> <Name>' to that home", () => {
    expect(
      found(
        '88 S Cypress Ave is $275,000, and my other listing at 14 Quail Run has 5 beds and a pool for $410,000.',
      ),
    ).toEqual([]);
    expect(found('Also see the condo at 40 The Esplanade: 2 beds, $515,000, built 2011.')).toEqual([]);
    expect(found('Compare it with the house on 7 Heron Mews, with 4 beds at $390K.')).toEqual([]);
  });

  it("still checks the listing's own address and the figures said of it", () => {
    expect(found('The home at 88 S Cypress Ave has 5 beds.')).toEqual(['beds:block']);
    expect(found('My listing at 88 Cypress has 4 beds for $275,000.')).toEqual(['beds:block']);
  });
});

describe('a heading of homes as a set', () => {
  it('reads no claim in "Two <homes>, two <nouns>:"', () => {
    expect(found('Three Columbus bungalows, three stories: ours at 88 S Cypress Ave is $275,000.')).toEqual(
      [],
    );
    expect(found('Two ranches, 2 garages — 88 S Cypress Ave has a garage.')).toEqual([]);
  });

  it('checks figures after the heading and sentences with no heading mark', () => {
    expect(found('Two stories: 88 S Cypress Ave with 5 beds.')).toContain('beds:block');
    expect(found('Two homes for you: 88 S Cypress Ave has 5 beds.')).toEqual(['beds:block']);
  });
});
