import { describe, expect, it } from 'vitest';
import { checkClaims } from './check-claims';
import { LISTINGS } from './corpus/listings';

// Issue 26: a newsletter's heading ("SOLD: <address> …", "PENDING – <address> …") gives its line to the
// home it names; the listing's own line is still checked.
const now = new Date('2026-06-01T00:00:00Z');
const found = (text: string, listing = LISTINGS.cypress) =>
  checkClaims(text, listing, { now }).map((f) => `${f.field}:${f.severity}`);

describe('a newsletter of homes under headings', () => {
  it("leaves each heading's line to the home it names", () => {
    expect(
      found(
        [
          'Columbus weekly',
          'FOR YOUR RADAR',
          'NEW LISTING: 88 S Cypress Ave. 3 bedrooms, $275,000.',
          'PENDING – 402 Oak Hollow Ln. 5 bedrooms, heated pool, 3-car garage, $529,000.',
          'RECENTLY SOLD: 9 Wren Ct, 4 beds for $350,000.',
        ].join('\n'),
      ),
    ).toEqual([]);
  });

  it("still checks the listing's own line and a lone heading", () => {
    expect(
      found('NEW LISTING: 88 S Cypress Ave. 5 bedrooms, $275,000.\nSOLD: 9 Wren Ct, 4 beds for $350,000.'),
    ).toEqual(['beds:block']);
    // One heading on a street the post never pairs with the listing's: a wrong address, still checked.
    expect(found('SOLD: 88 Cypress Lane, 5 bedrooms.')).toContain('beds:block');
  });
});

describe('homes on one street called by their numbers', () => {
  it("leaves the neighbour's figures to it where the post calls the listing by its number too", () => {
    const marble = LISTINGS['marble-creek'];
    expect(
      found(
        'Two on my street: the 13909 Marble Creek Ct has 5 beds for $900,000; the 13915 has 4 beds.',
        marble,
      ),
    ).toEqual([]);
  });

  it('still checks a second number on the street where the listing is not named by its own', () => {
    const marble = LISTINGS['marble-creek'];
    expect(found('The 13909 Marble Creek Ct has 4 beds.', marble)).toEqual(['address.street:block']);
  });
});
