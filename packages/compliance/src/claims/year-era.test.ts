import { describe, expect, it } from 'vitest';
import { checkClaims } from './check-claims';
import { LISTINGS } from './corpus/listings';

// Issue 26: a year in brackets after an era word, and a home "was completed in" a year, date the build.
const now = new Date('2026-06-01T00:00:00Z');
const found = (text: string, listing: (typeof LISTINGS)[keyof typeof LISTINGS]) =>
  checkClaims(text, listing, { now }).map((f) => `${f.field}:${f.severity}`);

describe('years of the build in other shapes', () => {
  // e-9th: built 1923; ocean-front-walk: built 2025.
  it('reads "Postwar (1951)" and "It was completed in 2019" as the year built', () => {
    expect(found('Postwar (1951) details throughout.', LISTINGS['e-9th'])).toEqual(['year_built:block']);
    expect(found('It was completed in 2019 by a local builder.', LISTINGS['ocean-front-walk'])).toEqual([
      'year_built:block',
    ]);
    expect(found('Vintage (1923) moldings.', LISTINGS['e-9th'])).toEqual([]);
  });

  it('leaves a bracketed year after other words and a part completed in a year', () => {
    expect(found('After the war (1951) the block filled in.', LISTINGS['e-9th'])).toEqual([]);
    expect(found('The roof deck was completed in 2019.', LISTINGS['ocean-front-walk'])).toEqual([]);
  });
});
