import { describe, expect, it } from 'vitest';
import { readClaims } from './check-claims';
import { LISTINGS } from './corpus/listings';

// Issue 26: the qualifiers before a figure, read alike for every kind of figure.
const now = new Date('2026-06-01T00:00:00Z');
const read = (text: string, listing: (typeof LISTINGS)[keyof typeof LISTINGS]) =>
  readClaims(text, listing, { now })
    .filter((c) => c.field !== 'description')
    .map((c) => `${c.field}:${c.verdict}`);

describe('bounds in words', () => {
  const l = LISTINGS['falling-spring']; // $695,000, 3,100 sq ft, 1.27 acres, 4 beds

  it('reads "just shy of" and "a little under" as near bounds', () => {
    expect(read('Priced just shy of $720K.', l)).toEqual(['price:ok']);
    expect(read('Priced just shy of $600K.', l)).toEqual(['price:block']);
    expect(read('a little under 3,200 sq ft of living space', l)).toEqual(['living_area_sqft:ok']);
  });

  it('keeps the bound after an abbreviation’s dot ("approx. $1.2M" for $1,150,000)', () => {
    expect(read('Priced at approx. $1.2M.', LISTINGS['ne-183rd'])).toEqual(['price:ok']);
    expect(read('Priced at $1.2M. Approx. 2,000 sq ft.', LISTINGS['ne-183rd'])).toEqual([
      'price:block',
      'living_area_sqft:ok',
    ]);
  });

  it('reads "more than N" of a count as N + 1 or more, "at least N" as N or more', () => {
    expect(read('More than 4 bedrooms.', l)).toEqual(['beds:block']);
    expect(read('More than 3 bedrooms.', l)).toEqual(['beds:ok']);
    expect(read('At least 4 bedrooms.', l)).toEqual(['beds:ok']);
    expect(read('Over 3 baths.', l)).toEqual(['baths_total:ok']);
    expect(read('Over 3.5 baths.', l)).toEqual(['baths_total:block']);
  });

  it('reads "over" as a bound, not a rounding: over 1.3 acres is false of 1.27', () => {
    expect(read('Set on over 1.3 acres.', l)).toEqual(['lot_size:block']);
    expect(read('Set on over 1.25 acres.', l)).toEqual(['lot_size:ok']);
  });

  it('reads "USD 695,000" as money and "N ft² of space" as the living area', () => {
    expect(read('Offered at USD 795,000', l)).toEqual(['price:block']);
    expect(read('4,000 ft² of space', l)).toEqual(['living_area_sqft:block']);
  });

  it('reads "just over" as at least the figure and not far past it', () => {
    expect(read('just over 3,000 sq ft of living space', l)).toEqual(['living_area_sqft:ok']);
    expect(read('just over 2,000 sq ft of living space', l)).toEqual(['living_area_sqft:block']);
    expect(read('well over 2,000 sq ft of living space', l)).toEqual(['living_area_sqft:ok']);
    expect(read('on just over an acre and a quarter', l)).toEqual(['lot_size:ok']);
    expect(read('on just over half an acre', l)).toEqual(['lot_size:block']);
  });
});
