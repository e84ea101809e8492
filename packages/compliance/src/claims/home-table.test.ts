import { describe, expect, it } from 'vitest';
import { checkClaims } from './check-claims';
import { LISTINGS } from './corpus/listings';

// Issue 26: a pipe table comparing homes gives each row or column to the home it names.
const now = new Date('2026-06-01T00:00:00Z');
const found = (text: string, listing: (typeof LISTINGS)[keyof typeof LISTINGS] = LISTINGS.cypress) =>
  checkClaims(text, listing, { now }).map(
    (f) => `${f.field}${f.feature ? `:${f.feature}` : ''}:${f.severity}`,
  );

describe('a table of homes', () => {
  // cypress: 88 S Cypress Ave, 3 beds, 1,260 sq ft, $275,000.
  it("leaves another home's row to it, by house number or by address", () => {
    expect(
      found(
        'Cypress Ave this spring:\n| # | Beds | Sq ft | Ask |\n| 88 | 3 | 1,260 | $275K |\n| 114 | 4 | 1,980 | $329K |',
      ),
    ).toEqual([]);
    expect(
      found('410 Hawkes Ave | 5 BR | 2,400 SF | pool | $405K\n88 S Cypress Ave | 3 BR | 1,260 SF | $275K'),
    ).toEqual([]);
    expect(found('Harbor Lofts #7 | 2 | 980 | rooftop pool')).toEqual([]);
  });

  it("still checks the listing's own row", () => {
    expect(found('410 Hawkes Ave | 5 BR | $405K\n88 S Cypress Ave | 4 BR | $275K')).toEqual(['beds:block']);
  });

  it("reads the listing's own column under its row's label, and not the other home's", () => {
    const table = (own: string) =>
      `| | 88 S Cypress Ave | 410 Hawkes Ave |\n| Sq ft | ${own} | 2,400 |\n| Lot | 0.09 ac | 0.31 ac |`;
    expect(found(table('1,260'))).toEqual([]);
    expect(found(table('1,460'))).toEqual(['living_area_sqft:block']);
  });

  it("reads a column named as the listing beside columns named otherwise (a neighbour's)", () => {
    const table = (own: string) =>
      `| | This home | Next door |\n| Beds | ${own} | 5 |\n| Garage | - | 2-car |`;
    expect(found(table('3'))).toEqual([]);
    expect(found(table('4'))).toEqual(['beds:block']);
  });

  it("tells a building's units apart by their numbers", () => {
    // e-9th: Apt 10, 1 bedroom.
    const units = (own: string) =>
      `| Unit | Beds | Extras |\n| Apt 10 | ${own} | fireplace |\n| #3C | 2 | terrace |`;
    expect(found(units('1'), LISTINGS['e-9th'])).toEqual([]);
    expect(found(units('2'), LISTINGS['e-9th'])).toEqual(['beds:block']);
  });

  it('leaves a plain list of figures with pipes to the prose readers', () => {
    expect(found('3 bd | 2 ba | 1,260 sq ft | $295,000')).toEqual(['price:block']);
  });
});
