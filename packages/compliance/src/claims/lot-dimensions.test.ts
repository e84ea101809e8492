import { describe, expect, it } from 'vitest';
import { readClaims } from './check-claims';
import { LISTINGS } from './corpus/listings';

// Issue 26: a lot written as its sides, and lot bounds in words.
const now = new Date('2026-06-01T00:00:00Z');
const lots = (text: string, listing = LISTINGS['n-wayne']) =>
  readClaims(text, listing, { now })
    .filter((c) => c.field === 'lot_size' || c.field === 'beds')
    .map((c) => `${c.field}:${c.verdict}:${text.slice(c.start, c.end)}`);

describe('lot sides', () => {
  it('compares the product with the listed lot (n-wayne: 3,000 sq ft) with a tenth of tolerance', () => {
    expect(lots('3-flat on a 25x150 lot.')).toEqual(['lot_size:block:25x150']);
    expect(lots('3-flat on a 25 x 125 lot.')).toEqual(['lot_size:ok:25 x 125']);
    expect(lots("On a 30' x 100' lot.")).toEqual(["lot_size:ok:30' x 100'"]);
    expect(lots('Lot size 25 by 120.')).toEqual(['lot_size:ok:25 by 120']);
    expect(lots('50 x 120 ft.')).toEqual(['lot_size:block:50 x 120 ft']);
  });

  it("reads no lot in a room's, a garage's or a shop's size, nor a room count in it", () => {
    expect(lots('A 12x14 bedroom.')).toEqual([]);
    expect(lots('40x60 shop out back.')).toEqual([]);
    expect(lots('A 40 x 60 ft pole barn.')).toEqual([]);
    expect(lots('The garage is 20x22.')).toEqual([]);
  });
});

describe('lot bounds in words', () => {
  const ne183rd = LISTINGS['ne-183rd']; // 93,654 sq ft (2.15 acres)
  it('reads "almost an acre", "three quarters of an acre" and "an acre and a half"', () => {
    expect(lots('Almost an acre of park-like grounds.', ne183rd)).toEqual(['lot_size:block:an acre']);
    expect(lots('Just over two acres of park-like grounds.', ne183rd)).toEqual(['lot_size:ok:two acres']);
    expect(lots('Three quarters of an acre.', ne183rd)).toEqual(['lot_size:block:Three quarters of an acre']);
    expect(lots('An acre and a half.', ne183rd)).toEqual(['lot_size:block:An acre and a half']);
    expect(lots('Over a quarter acre with oaks.', LISTINGS['maple-grove'])).toEqual([
      'lot_size:block:quarter acre',
    ]);
    // 93,654 sq ft is 0.87 ha: almost one, not more than one.
    expect(lots('Casi una hectárea.', ne183rd)).toEqual(['lot_size:ok:una hectárea']);
    expect(lots('Más de una hectárea.', ne183rd)).toEqual(['lot_size:block:una hectárea']);
  });
});
