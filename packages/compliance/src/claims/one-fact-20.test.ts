import { describe, expect, it } from 'vitest';
import { checkClaims } from './check-claims';
import { LISTINGS } from './corpus/listings';

// Issue 26: a feature in the words the listing's own description uses, and one fact, one finding.
const now = new Date('2026-06-01T00:00:00Z');
const found = (text: string, listing = LISTINGS.cypress) =>
  checkClaims(text, listing, { now }).map((f) => `${f.field}:${f.feature ?? ''}:${f.severity}`);

describe('a terrace is any open platform the listing names', () => {
  it("is supported by the description's roof deck", () => {
    const ocean = LISTINGS['ocean-front-walk'];
    expect(found('Sunset drinks on the terrace, steps from the sand.', ocean)).toEqual([]);
    expect(found('Coucher de soleil depuis la terrasse.', ocean)).toEqual([]);
    expect(found('Uma terraza enorme para receber amigos.', LISTINGS['e-9th'])).toEqual([]);
  });

  it('still warns where the listing names no platform, and a private terrace stays a balcony', () => {
    expect(found('Una terraza con vista al campus.', LISTINGS['dean-keeton'])).toEqual([
      'description:balcony:warn',
    ]);
    expect(found('Apartamento com terraço privativo.', LISTINGS['e-9th'])).toEqual([
      'description:balcony:warn',
    ]);
  });
});

describe("a building's laundry and the unit's, in more words", () => {
  it("reads laundry placed in the building as the building's", () => {
    expect(found('Doorman, elevator and laundry in the building.', LISTINGS['w-81st'])).toEqual([]);
    expect(found('Portaria 24h e lavanderia no prédio.', LISTINGS['w-81st'])).toEqual([]);
    expect(found('Lavandería en el edificio.', LISTINGS['dean-keeton'])).toEqual([
      'description:laundry:warn',
    ]);
  });

  it("reads Vietnamese 'máy giặt … trong căn' as the unit's own washer", () => {
    expect(found('Có máy giặt và máy sấy trong căn, gần trường.', LISTINGS['dean-keeton'])).toEqual([
      'description:laundry:warn',
    ]);
    expect(found('Căn hộ có máy giặt sấy trong căn.', LISTINGS.larkspur)).toEqual([]);
  });
});

describe('one fact, one finding', () => {
  it("reads 'off the market' beside another status word as one status", () => {
    expect(found('Off the market! The sellers accepted an offer on Friday.')).toEqual(['status::block']);
  });

  it("reads a sheet's spaced 'Beds/Baths: 4 / 2.5' as beds and baths", () => {
    expect(found('Beds/Baths: 4 / 2.5\nPrice: $348,000', LISTINGS['lee-marie'])).toEqual([]);
    expect(found('Beds / Baths: 3 / 2.5', LISTINGS['lee-marie'])).toEqual(['beds::block']);
  });
});
