import { describe, expect, it } from 'vitest';
import { readClaims } from './check-claims';
import { LISTINGS } from './corpus/listings';

// Issue 26: an area a home stands "on" is its land; a part named in another clause is not the area's.
const now = new Date('2026-06-01T00:00:00Z');
const areas = (text: string, listing = LISTINGS['ne-183rd']) =>
  readClaims(text, listing, { now })
    .filter((c) => c.field === 'lot_size' || c.field === 'living_area_sqft')
    .map((c) => `${c.field}:${c.verdict}`);

describe('area on land', () => {
  it('reads "on N sq ft" as the lot unless the area is lived in', () => {
    // ne-183rd: 2,000 sq ft on a 2.15-acre lot (93,654 sq ft)
    expect(areas('A 1996 build on 93,654 sq ft.')).toEqual(['lot_size:ok']);
    expect(areas('A 1996 build on 50,000 sq ft.')).toEqual(['lot_size:block']);
    expect(areas('Living on 2,000 sq ft of living space.')).toEqual(['living_area_sqft:ok']);
    expect(areas('A 1996 build with 93,654 sq ft.')).toEqual(['living_area_sqft:block']);
  });

  it('reads "on N sq ft" as the home where the figure is nearer its living area', () => {
    expect(areas('3 beds on 2,000 sq ft.')).toEqual(['living_area_sqft:ok']);
    expect(areas('3 beds on 2,600 sq ft.')).toEqual(['living_area_sqft:block']);
    // lee-marie: 1,704 sq ft on a 6,534 sq ft lot; okeefe has no lot
    expect(areas('4 beds on 1,704 sq ft', LISTINGS['lee-marie'])).toEqual(['living_area_sqft:ok']);
    expect(areas('A 2016 build on 6,534 sq ft', LISTINGS['lee-marie'])).toEqual(['lot_size:ok']);
    expect(areas('2 beds on 1,182 sq ft', LISTINGS.okeefe)).toEqual(['living_area_sqft:ok']);
  });

  it("reads an area after a part in another clause as the home's", () => {
    const ocean = LISTINGS['ocean-front-walk']; // 4,610 sq ft
    expect(areas('5-car garage, 4,600 sq ft', ocean)).toEqual(['living_area_sqft:ok']);
    expect(areas('5-car garage, 6,000 sq ft', ocean)).toEqual(['living_area_sqft:block']);
    expect(areas('garage 600 sq ft', ocean)).toEqual([]);
  });
});
