import { describe, expect, it } from 'vitest';
import { readClaims } from './check-claims';
import { LISTINGS } from './corpus/listings';

// Issue 26: a multi-family building's count of homes against its description's ("3-unit building").
const now = new Date('2026-06-01T00:00:00Z');
const types = (text: string, listing = LISTINGS['n-wayne']) =>
  readClaims(text, listing, { now })
    .filter((c) => c.field === 'property_type' || c.feature === 'units')
    .map((c) => `${c.verdict}:${text.slice(c.start, c.end)}`);

describe('building units', () => {
  it('blocks a count of units the description does not give, in digits or words', () => {
    expect(types('Six-unit building in Lakeview.')).toEqual(['block:Six-unit building']);
    expect(types('A 4-flat on Wayne.')).toEqual(['block:4-flat']);
    // A material or style word between the count and the building.
    expect(types('Rare 5-unit masonry building near Wrigley.')).toEqual(['block:5-unit masonry building']);
    expect(types('Classic 3-unit greystone building.')).toEqual(['ok:3-unit greystone building']);
    expect(types('Classic 3-flat on Wayne.')).toEqual(['ok:3-flat']);
    expect(types('Three unit building in Lakeview.')).toEqual(['ok:Three unit building']);
  });

  it('names a count of units apart from the kind', () => {
    const found = readClaims('Six-unit building in Lakeview.', LISTINGS['n-wayne'], { now });
    expect(found.map((c) => `${c.feature ?? c.field}:${c.verdict}`)).toEqual(['units:block']);
  });

  it('reads no count in units rented, per unit, or for a home that is not multi-family', () => {
    expect(types('2 units rented at market.')).toEqual([]);
    expect(types('Condo in a six-unit building.', LISTINGS['e-9th'])).toEqual(['ok:Condo']);
  });
});
