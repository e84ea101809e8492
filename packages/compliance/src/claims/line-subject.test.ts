import { describe, expect, it } from 'vitest';
import { checkClaims } from './check-claims';
import { LISTINGS } from './corpus/listings';

// Issue 26: a comp table's line that opens with another home keeps that home's figures to itself.
const now = new Date('2026-06-01T00:00:00Z');
const found = (text: string, listing: (typeof LISTINGS)[keyof typeof LISTINGS] = LISTINGS.cypress) =>
  checkClaims(text, listing, { now }).map((f) => `${f.field}:${f.severity}`);

describe('a line about another home', () => {
  it("leaves each comp line's figures to its comp, across its full stops", () => {
    // cypress: 88 S Cypress Ave, 3 beds, 1,260 sq ft, $275,000.
    expect(
      found(
        'Pricing notes for the sellers\n- 410 Hawkes Ave: 4 bd, 1,900 sq ft, closed $331,000\nSale 2: 77 Dana Ave. Closed $289,500. 2 BR.\n- Subject, 88 S Cypress Ave: 3 bd, 1,260 sq ft, ask $275,000',
      ),
    ).toEqual([]);
  });

  it('still checks the subject line and a line that is no list entry', () => {
    expect(found('- 410 Hawkes Ave: 4 bd, closed $331,000\n- Subject, 88 S Cypress Ave: 5 bd')).toEqual([
      'beds:block',
    ]);
    // A sentence that opens with a neighbour's address and goes on about this home is the home's.
    expect(found('410 Hawkes Ave sold last week. This 5 bd is next.')).toEqual(['beds:block']);
  });

  it("reads another number on the listing's street as a comp only in a comp post", () => {
    expect(found('Comparable sales, last quarter\n• 94 S Cypress Ave: 4 bd, sold $310,000')).toEqual([]);
    // Alone it misnumbers the listing itself.
    expect(found('• 94 S Cypress Ave: 4 bd, just listed at $310,000')).toEqual([
      'address.street:block',
      'beds:block',
      'price:block',
    ]);
  });

  it('reads another unit of the same building as a comp where the post names its own unit', () => {
    // e-9th: 29 E 9th St APT 10, 1 bedroom, 1,000 sq ft, $1,795,000.
    const e9th = LISTINGS['e-9th'];
    expect(
      found('Pricing grid\n• Unit 4R in 29 E 9th: 2BR, 1,250 sf, sold $2.1M\n• Ours, #10: 1BR', e9th),
    ).toEqual([]);
    expect(found('Unit 4R in 29 E 9th: 2BR, 1,250 sf of light.', e9th)).toEqual([
      'address.street:block',
      'beds:block',
      'living_area_sqft:block',
    ]);
  });

  it("takes another number on the listing's street for a neighbour once the post names its own", () => {
    expect(
      found('Valuation for the owners of 61 S Cypress Ave: 88 S Cypress Ave is asking $275,000.'),
    ).toEqual([]);
    expect(found('Fresh paint at 61 S Cypress Ave!')).toEqual(['address.street:block']);
  });
});

describe('a slide or page of comps', () => {
  it('gives the line after a comps title to the homes it names', () => {
    const text =
      'Page 2 - Recent sales: 14200 Oak Glen Dr, 6 bedrooms, sold $990,000.\nPage 3: 13915 Marble Creek Ct, 6 bedrooms.';
    expect(
      checkClaims(text, LISTINGS['marble-creek'], { now: new Date('2026-01-05') }).map((f) => f.claim),
    ).toEqual(['6 bedrooms']);
    expect(
      checkClaims('Slide 3: 13915 Marble Creek Ct, 6 bedrooms.', LISTINGS['marble-creek'], {
        now: new Date('2026-01-05'),
      }).map((f) => f.field),
    ).toEqual(['beds']);
  });
});
