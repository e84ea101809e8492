import { describe, expect, it } from 'vitest';
import { readClaims } from './check-claims';
import { LISTINGS } from './corpus/listings';

// Issue 26: a ZIP code is read where agents write it, not only after a state, a city or "ZIP".
const now = new Date('2026-06-01T00:00:00Z');
const cypress = LISTINGS.cypress; // 88 S Cypress Ave, 43222
const zips = (text: string) =>
  readClaims(text, cypress, { now })
    .filter((c) => c.field === 'address.postal_code')
    .map((c) => `${c.verdict}:${text.slice(c.start, c.end)}`);

describe('ZIP code', () => {
  it('reads five digits that end a clause after "in" or a comma', () => {
    expect(zips('Just listed in 43223!')).toEqual(['block:43223']);
    expect(zips('Bungalow at 88 S Cypress Ave, 43215 — 3 bed')).toEqual(['block:43215']);
    expect(zips('Fenced yard and a garage, 43222')).toEqual(['ok:43222']);
    expect(zips('Pending in 43222 🎉')).toEqual(['ok:43222']);
  });

  it('reads a ZIP after "postal code" in English, French and Spanish', () => {
    expect(zips('Postal code 43223, close to the river.')).toEqual(['block:43223']);
    expect(zips('Maison à Columbus, code postal 43222.')).toEqual(['ok:43222']);
    expect(zips('Casa en Columbus, código postal: 43204')).toEqual(['block:43204']);
  });

  it('reads no ZIP in a postal word without five digits after it', () => {
    expect(zips('The postal service delivers 12000 parcels a day here.')).toEqual([]);
  });

  it('reads no ZIP in a count with its unit, or in five digits inside a clause', () => {
    expect(zips('Sitting in 10000 sq ft of yard.')).toEqual([]);
    expect(zips('Lot, 43560 sf, fenced.')).toEqual([]);
    expect(zips('Over 43215 visitors saw it')).toEqual([]);
  });
});
