import { describe, expect, it } from 'vitest';
import { checkClaims } from './check-claims';
import { LISTINGS } from './corpus/listings';

// Issue 26: a bare figure answering a question on one fact is that fact of the listing.
const now = new Date('2026-06-01T00:00:00Z');
const found = (text: string, listing: keyof typeof LISTINGS = 'cypress') =>
  checkClaims(text, LISTINGS[listing], { now }).map((f) => `${f.field}:${f.severity}:${f.claim}`);

describe('a bare figure answering a question', () => {
  it('reads the year built and the bedroom count the question asks for', () => {
    // cypress: built 1920, 3 bedrooms.
    expect(found('Buyer: What year was it built?\nMe: 1926, with the original trim.')).toEqual([
      'year_built:block:1926',
    ]);
    expect(found('Q: Number of bedrooms? A: Five.')).toEqual(['beds:block:Five']);
    expect(found('Q: When was it built? A: 1920.\nQ: Bedrooms? A: 3!')).toEqual([]);
  });

  it('reads no figure answering another question, nor one inside a longer answer', () => {
    expect(found('Q: How many showings so far? A: 12.')).toEqual([]);
    expect(found('Q: Bedrooms? A: 2 up and 1 down.')).toEqual([]);
  });
});
