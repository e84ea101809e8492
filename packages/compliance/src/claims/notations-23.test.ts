import { describe, expect, it } from 'vitest';
import { checkClaims } from './check-claims';
import { LISTINGS } from './corpus/listings';

// Issue 26: mixed notations of price and lot, read as the writer meant them.
const now = new Date('2026-06-01T00:00:00Z');
const found = (text: string, listing: (typeof LISTINGS)[keyof typeof LISTINGS]) =>
  checkClaims(text, listing, { now }).map((f) => `${f.field}:${f.severity}`);

describe('a decimal comma before a millions mark', () => {
  // e-9th: $1,795,000.
  it('reads "1,795 M$" as 1.795 million, not billions', () => {
    expect(found('Le condo est offert à 1,795 M$ seulement.', LISTINGS['e-9th'])).toEqual([]);
    expect(found('Listed at $1,795M.', LISTINGS['e-9th'])).toEqual([]);
  });

  it('still checks a wrong figure so written and the same figure written out', () => {
    expect(found('Offert à 2,150 M$.', LISTINGS['e-9th'])).toEqual(['price:block']);
    expect(found('Offered at $2,150,000.', LISTINGS['e-9th'])).toEqual(['price:block']);
  });
});

describe('a lot named with its own figure after a part', () => {
  // maple-grove: a 0.21-acre lot.
  it('reads "a patio and a 0.35-acre lot" as the lot', () => {
    expect(found('Covered patio and a 0.35-acre lot out back.', LISTINGS['maple-grove'])).toEqual([
      'lot_size:block',
    ]);
    expect(found('Sunny kitchen and a 0.21-acre lot.', LISTINGS['maple-grove'])).toEqual([]);
  });

  it("still leaves a part's own area to the part", () => {
    expect(found('A patio of 400 sq ft and a big yard.', LISTINGS['maple-grove'])).toEqual([]);
  });
});
