import { describe, expect, it } from 'vitest';
import { checkClaims } from './check-claims';
import { LISTINGS } from './corpus/listings';

// Issue 26: the reader's own home, the subject of a valuation pitch, keeps its figures.
const now = new Date('2026-06-01T00:00:00Z');
// maple-grove: 3 beds, no basement named.
const found = (text: string) =>
  checkClaims(text, LISTINGS['maple-grove'], { now }).map(
    (f) => `${f.feature ? `feature:${f.feature}` : f.field}:${f.severity}`,
  );

describe("the reader's own home", () => {
  it('leaves figures said of "your" home as the subject of a verb to it', () => {
    expect(found('Your ranch two doors down has 5 bedrooms and a walkout basement.')).toEqual([]);
    expect(found('Curious? Your current place is 2,400 sq ft, so it could fetch more.')).toEqual([]);
  });

  it('still reads the home offered to the reader and the listing after it', () => {
    expect(found('Your new home has 5 bedrooms.')).toEqual(['beds:block']);
    expect(found('Your dream house is waiting: 5 bedrooms.')).toEqual(['beds:block']);
    expect(found('Your family will love the 5 bedrooms.')).toEqual(['beds:block']);
    expect(found('Your house is 2,400 sq ft. This one has 5 bedrooms.')).toEqual(['beds:block']);
  });
});
