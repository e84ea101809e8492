import { describe, expect, it } from 'vitest';
import { checkClaims } from './check-claims';
import { LISTINGS } from './corpus/listings';

// Issue 26: Vietnamese rooms and year built read as the English ones.
const now = new Date('2026-06-01T00:00:00Z');
const found = (text: string, listing = LISTINGS['lee-marie']) =>
  checkClaims(text, listing, { now }).map((f) => `${f.field}:${f.severity}`);

describe('Vietnamese posts', () => {
  it('reads bedrooms and bathrooms, with and without tone marks', () => {
    expect(found('Bán nhà 3 phòng ngủ ở Charlotte.')).toEqual(['beds:block']);
    expect(found('Nhà 4 phòng ngủ, 2.5 phòng tắm.')).toEqual([]);
    expect(found('Nha 4 phong ngu, 3 phong tam.')).toEqual(['baths_total:block']);
  });

  it('reads the year after "xây năm"', () => {
    expect(found('Nhà xây năm 2009, 4 phòng ngủ.')).toEqual(['year_built:block']);
    expect(found('Nhà xây năm 2016.')).toEqual([]);
  });

  it('reads no room from other words with the same letters', () => {
    expect(found('Phòng khách rộng, gần trường học.')).toEqual([]);
  });
});
