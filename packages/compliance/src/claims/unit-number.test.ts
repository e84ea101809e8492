import { describe, expect, it } from 'vitest';
import { readClaims } from './check-claims';
import { LISTINGS } from './corpus/listings';

// Issue 26: the unit number, the street's ordinal, a ZIP hashtag and an MLS id written with spaces.
const now = new Date('2026-06-01T00:00:00Z');
const read = (text: string, listing: (typeof LISTINGS)[keyof typeof LISTINGS], field: string) =>
  readClaims(text, listing, { now })
    .filter((c) => c.field === field)
    .map((c) => `${c.verdict}:${text.slice(c.start, c.end)}`);

describe('unit numbers', () => {
  it('compares "Unit", "Apt" and a "#" after the street with the listed unit', () => {
    expect(read('165 Okeefe St Unit 12', LISTINGS.okeefe, 'address.street')).toEqual([
      'ok:165 Okeefe',
      'block:Unit 12',
    ]);
    expect(read('Apt 11 in Menlo Park', LISTINGS.okeefe, 'address.street')).toEqual(['ok:Apt 11']);
    expect(read('203 W 81st St #5E', LISTINGS['w-81st'], 'address.street')).toEqual([
      'ok:203 W 81st',
      'block:#5E',
    ]);
    expect(read('910 Larkspur #4 — 2 bed', LISTINGS.larkspur, 'address.street')).toEqual([
      'ok:910 Larkspur',
      'ok:#4',
    ]);
  });

  it('reads the unit words of Spanish and French posts', () => {
    expect(read('Departamento en la unidad #7, dos recámaras', LISTINGS.okeefe, 'address.street')).toEqual([
      'block:unidad #7',
    ]);
    expect(read('Bel appartement 11 au premier étage', LISTINGS.okeefe, 'address.street')).toEqual([
      'ok:appartement 11',
    ]);
    expect(read('Depto. 9 con balcón', LISTINGS.okeefe, 'address.street')).toEqual(['block:Depto. 9']);
  });

  it('reads no unit number in a Spanish or French count of rooms', () => {
    expect(read('Apartamento 3 recámaras, unidad 2 baños', LISTINGS.okeefe, 'address.street')).toEqual([]);
    expect(read('appartement 4 pièces, 95 m²', LISTINGS.okeefe, 'address.street')).toEqual([]);
  });

  it('reads no unit number in a count or a measure', () => {
    expect(read('each unit 900 sq ft, Unit 2 bed, #1 agent', LISTINGS.okeefe, 'address.street')).toEqual([]);
    expect(read('Unit 4B is sold', LISTINGS.cypress, 'address.street')).toEqual([]);
  });
});

describe('street and ZIP', () => {
  it('blocks the listing number on another numbered street', () => {
    expect(read('7718 NE 138th St', LISTINGS['ne-183rd'], 'address.street')).toEqual(['block:7718 NE 138th']);
    expect(read('7718 NE 183rd St', LISTINGS['ne-183rd'], 'address.street')).toEqual(['ok:7718 NE 183rd']);
  });

  it('reads a ZIP hashtag but not an MLS number after "#"', () => {
    expect(read('Kenmore #98028 #98034', LISTINGS['ne-183rd'], 'address.postal_code')).toEqual([
      'ok:98028',
      'block:98034',
    ]);
    expect(read('MLS #98034', LISTINGS['ne-183rd'], 'address.postal_code')).toEqual([]);
  });

  it('joins an MLS id written in digit groups', () => {
    expect(read('MLS# 498 1234 sold', LISTINGS['birch-hollow'], 'mls_id')).toEqual(['ok:MLS# 498 1234']);
    expect(read('MLS 4075113 3 bed', LISTINGS['lee-marie'], 'mls_id')).toEqual(['ok:MLS 4075113']);
    expect(read('MLS# 498 1299', LISTINGS['birch-hollow'], 'mls_id')).toEqual(['block:MLS# 498']);
  });
});

describe('a unit after the whole street name', () => {
  it('reads "#" after the street name and its suffix as the unit', () => {
    expect(
      read('Lease now at 710 E Dean Keeton St #204.', LISTINGS['dean-keeton'], 'address.street'),
    ).toContain('block:#204');
    expect(
      read('Lease now at 710 E Dean Keeton St #111.', LISTINGS['dean-keeton'], 'address.street'),
    ).toContain('ok:#111');
  });
});
