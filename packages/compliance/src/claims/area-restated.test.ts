import { describe, expect, it } from 'vitest';
import { checkClaims } from './check-claims';
import { LISTINGS } from './corpus/listings';

// Issue 26: an area given in two units is one fact; a bracketed conversion does not hide its noun.
const now = new Date('2026-06-01T00:00:00Z');
const found = (text: string, listing: (typeof LISTINGS)[keyof typeof LISTINGS]) =>
  checkClaims(text, listing, { now }).map((f) => `${f.field}:${f.severity}`);

describe('an area restated in another unit', () => {
  // falling-spring: 3,100 sq ft on 1.27 acres (55,321 sq ft).
  const fs = LISTINGS['falling-spring'];

  it("reads the conversion of a lot as the lot's", () => {
    expect(found('Land: 1.27 acres, or about 55,300 sq ft, all usable.', fs)).toEqual([]);
    // A conversion that does not match the lot is still the lot's, and wrong.
    expect(found('Land: 1.5 acres, or about 65,300 sq ft.', fs)).toEqual([
      'lot_size:block',
      'lot_size:block',
    ]);
  });

  it('keeps a figure that converts nothing to its own reading', () => {
    // 2,400 sq ft is no conversion of 1.27 acres: the home's, and wrong.
    expect(found('Set on 1.27 acres, roughly 2,400 sq ft inside.', fs)).toEqual(['living_area_sqft:block']);
  });

  it('reads the noun after a bracketed conversion as the first figure’s', () => {
    expect(found('Open land nearby, plus about 3,100 ft² (~288 m²) of finished space.', fs)).toEqual([]);
    expect(found('Open land nearby, plus about 3,900 ft² (~362 m²) of finished space.', fs)).toEqual([
      'living_area_sqft:block',
      'living_area_sqft:block',
    ]);
  });
});

describe('a lot word past a comma', () => {
  // birch-hollow: 1,540 sq ft on 0.46 acres.
  const bh = LISTINGS['birch-hollow'];
  it('gives the figure to the home when it is nearer the living area', () => {
    expect(found('Colonial on a wooded lot, roughly 1,250 sq ft inside.', bh)).toEqual([
      'living_area_sqft:block',
    ]);
    expect(found('Ranch on a wooded lot, roughly 1,540 sq ft.', bh)).toEqual([]);
    expect(found('Ranch on a wooded lot, roughly 30,000 sq ft.', bh)).toEqual(['lot_size:block']);
  });
});
