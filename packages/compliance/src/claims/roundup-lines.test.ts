import { describe, expect, it } from 'vitest';
import { checkClaims } from './check-claims';
import { LISTINGS } from './corpus/listings';

// Issue 26: a roundup's numbered lines and streets without a suffix keep each home's figures to it.
const now = new Date('2026-06-01T00:00:00Z');
const found = (text: string, listing: (typeof LISTINGS)[keyof typeof LISTINGS] = LISTINGS.cypress) =>
  checkClaims(text, listing, { now }).map(
    (f) => `${f.feature ? `feature:${f.feature}` : f.field}:${f.severity}`,
  );

describe("a roundup's lines about other homes", () => {
  it('reads a numbered line that opens with another address as that home', () => {
    // cypress: 88 S Cypress Ave, 3 beds, $275,000, single-family.
    expect(
      found('Open this weekend:\n1) 88 S Cypress Ave: 3 bd, $275,000\n2) 640 Harper Rd: 5 bd condo, $510K'),
    ).toEqual([]);
    expect(found('Picks:\n3. 12 Elm Ct: 4 bd, $300K')).toEqual([]);
  });

  it('reads a street with no suffix closed by a unit number as another home', () => {
    expect(found('Also leasing:\n• 415 Guadalupe #7: 2 bd with a pool, $1,900')).toEqual([]);
    expect(found('• 3300 Dover Hills #204: condo, $199K')).toEqual([]);
  });

  it('reads a capitalised number word as part of a street name', () => {
    expect(found('Nearby:\n• 9 Seven Oaks Rd: 5 bd, $420K\n• 21 Quince Hill Ln: 4 bd')).toEqual([]);
  });

  it("still checks the listing's own numbered line and a list number before no address", () => {
    expect(found('Weekly:\n1) 88 S Cypress Ave: 5 bd, $275,000\n2) 640 Harper Rd: 2 bd')).toEqual([
      'beds:block',
    ]);
    expect(found('Why I love it:\n2) 5 bedrooms and a big yard')).toEqual(['beds:block']);
    expect(found('88 S Cypress Ave #2: 5 bd')).toEqual(['beds:block']);
  });
});
