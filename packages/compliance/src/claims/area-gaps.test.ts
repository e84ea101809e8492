import { describe, expect, it } from 'vitest';
import { readClaims } from './check-claims';
import { LISTINGS } from './corpus/listings';

// Issue 26: areas the held-out sets showed misread.
const now = new Date('2026-06-01T00:00:00Z');
const areas = (text: string, listing: (typeof LISTINGS)[keyof typeof LISTINGS]) =>
  readClaims(text, listing, { now })
    .filter((c) => c.field === 'lot_size' || c.field === 'living_area_sqft')
    .map((c) => `${c.field}:${c.verdict}`);

describe('area gaps', () => {
  it('reads "sq. ft. lot" as the lot, and a sentence-ending dot as no lot', () => {
    expect(areas('on a 3,920 sq. ft. lot in Franklinton', LISTINGS.cypress)).toEqual(['lot_size:ok']);
    expect(areas('Home is 1,260 sq ft. Lot is big.', LISTINGS.cypress)).toEqual(['living_area_sqft:ok']);
  });

  it('does not carry a lot word past the area it belonged to', () => {
    // lee-marie's lot is 6,534 sq ft (0.15 acre): the quarter acre is wrong, the living area right.
    expect(areas('Quarter-acre lot 🌳 1,704 sf', LISTINGS['lee-marie'])).toEqual([
      'lot_size:block',
      'living_area_sqft:ok',
    ]);
  });

  it('reads fifths and a pool standing on its land', () => {
    expect(areas('about a fifth of an acre', LISTINGS['maple-grove'])).toEqual(['lot_size:ok']);
    expect(areas('about a tenth of an acre', LISTINGS['maple-grove'])).toEqual(['lot_size:block']);
    expect(areas('a pool on 1/2 acre', LISTINGS['maple-grove'])).toEqual(['lot_size:block']);
    expect(areas('a pool on ½ acre', LISTINGS['maple-grove'])).toEqual(['lot_size:block']);
  });

  it('skips an area named as a commercial space', () => {
    expect(areas('a 440 sf area zoned for retail', LISTINGS['ocean-front-walk'])).toEqual([]);
    expect(areas('4,610 sf of living space', LISTINGS['ocean-front-walk'])).toEqual(['living_area_sqft:ok']);
  });

  it('reads a lived-in word between the figure and its unit ("2,100 heated sq ft")', () => {
    const l = LISTINGS['falling-spring']; // 3,100 sq ft
    expect(areas('3,100 heated sq ft', l)).toEqual(['living_area_sqft:ok']);
    expect(areas('2,100 finished square feet', l)).toEqual(['living_area_sqft:block']);
    expect(areas('3,100 total sq ft', l)).toEqual(['living_area_sqft:ok']);
  });
});
