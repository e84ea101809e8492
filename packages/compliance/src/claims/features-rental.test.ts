import { describe, expect, it } from 'vitest';
import { readClaims } from './check-claims';
import { LISTINGS } from './corpus/listings';

// Issue 26: rental terms and amenities: pets either way, fees, utilities, laundry, vacancy, views.
const now = new Date('2026-06-01T00:00:00Z');
const features = (text: string, listing: keyof typeof LISTINGS) =>
  readClaims(text, LISTINGS[listing], { now })
    .filter((c) => c.feature)
    .map((c) => `${c.feature}:${c.verdict}`);

describe('rental terms and amenities', () => {
  it('reads pets allowed and no pets, against what the listing says', () => {
    expect(features('Cats OK, 12-month lease.', 'larkspur')).toEqual(['pets:warn', 'lease_term:warn']);
    expect(features('No pets.', 'larkspur')).toEqual(['pets:warn']);
    expect(features('Pets not allowed.', 'e-9th')).toEqual(['pets:block']);
    expect(features('Cats OK!', 'e-9th')).toEqual(['pets:ok']);
  });

  it('reads fees and utilities as terms to confirm', () => {
    expect(features('Application fee $50.', 'larkspur')).toEqual(['fees:warn']);
    expect(features('Application fee $79, admin fee $75.', 'dean-keeton')).toEqual(['fees:ok', 'fees:ok']);
    expect(features('Utilities included.', 'larkspur')).toEqual(['utilities:warn']);
  });

  it("blocks in-unit laundry against a building's laundry", () => {
    expect(features('In-unit washer/dryer.', 'w-81st')).toEqual(['laundry:block']);
    expect(features('In-unit washer/dryer.', 'larkspur')).toEqual(['laundry:ok']);
    // "in the unit" is "in unit" with its article; a washer in the building's laundry room is not.
    expect(features('Stacked washer and dryer in the unit.', 'w-81st')).toEqual(['laundry:block']);
    expect(features("Washer and dryer in the building's laundry room.", 'w-81st')).toEqual([
      'laundry:ok',
      'laundry:ok',
    ]);
  });

  it('reads vacancy, heated floors, an outdoor kitchen and a Spanish river view', () => {
    expect(features('Move-in ready and vacant.', 'w-81st')).toEqual(['occupancy:block']);
    expect(features('Vacant lot next door.', 'lee-marie')).toEqual([]);
    expect(features('Heated floors and an outdoor kitchen.', 'maple-grove')).toEqual([
      'heated_floors:warn',
      'outdoor_kitchen:warn',
    ]);
    expect(features('Vista al río desde la sala.', 'e-9th')).toEqual(['water_view:warn']);
  });
});
