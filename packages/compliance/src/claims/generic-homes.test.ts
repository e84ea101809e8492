import { describe, expect, it } from 'vitest';
import { checkClaims } from './check-claims';
import { LISTINGS } from './corpus/listings';

// Issue 26: a bare plural subject with a verb of sale or rent names the market's homes, not the listing.
const now = new Date('2026-06-01T00:00:00Z');
const found = (text: string, listing: keyof typeof LISTINGS) =>
  checkClaims(text, LISTINGS[listing], { now }).map(
    (f) => `${f.feature ? `feature:${f.feature}` : f.field}:${f.severity}`,
  );

describe('homes as a class', () => {
  it("leaves the market's homes their figures", () => {
    expect(found('Flips along Riverside Dr have gone for $410K–$430K lately.', 'maple-grove')).toEqual([]);
    expect(found('Asking $489,000. Around here 4-beds rent near $2,600.', 'maple-grove')).toEqual([]);
    expect(found('Asking $489,000, and renovated 4BRs fetched $560K in the spring.', 'maple-grove')).toEqual(
      [],
    );
    expect(found('Condos on the avenue sell for $2.4M–$2.6M these days.', 'e-9th')).toEqual([]);
  });

  it("still reads the listing's own figures beside them", () => {
    expect(
      found('Flips along Riverside Dr have gone for $410K. This one is $520,000.', 'maple-grove'),
    ).toEqual(['price:block']);
    // A count with a space is the listing's rooms, a determiner names particular homes.
    expect(found('4 bedrooms sold as one lot for $489,000.', 'maple-grove')).toEqual(['beds:block']);
    expect(found('The 4-beds here sell for $560K.', 'maple-grove')).toEqual(['beds:block', 'price:block']);
    // "here", "this" after the plural bring the figure back to the listing.
    expect(found('Homes like this one sell for $560K.', 'maple-grove')).toEqual(['price:block']);
  });
});

describe('a count fused to a plural home noun, with a verb in -ing', () => {
  it("leaves the market's multi-flats their figures", () => {
    expect(found('Around Wrigley, 2-flats are selling near $900K.', 'n-wayne')).toEqual([]);
    expect(found('4-units are trading at 6% caps this spring.', 'n-wayne')).toEqual([]);
  });

  it('still reads the listing as a 2-flat', () => {
    expect(found('This 2-flat is trading hands fast.', 'n-wayne')).toEqual(['feature:units:block']);
  });
});
