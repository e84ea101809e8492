import { describe, expect, it } from 'vitest';
import { readClaims } from './check-claims';
import { LISTINGS } from './corpus/listings';

// Issue 26: the floor a condo or apartment is on, in digits or words, before what it describes.
const now = new Date('2026-06-01T00:00:00Z');
const floors = (text: string, listing = LISTINGS['w-81st']) =>
  readClaims(text, listing, { now })
    .filter((c) => c.feature === 'floor_level')
    .map((c) => `${c.verdict}:${text.slice(c.start, c.end)}`);

describe('floor level', () => {
  it('compares an ordinal before a room count or a unit word with the unit number (#4E)', () => {
    expect(floors('Sunny 5th-floor 2BR.')).toEqual(['block:5th-floor']);
    expect(floors('Fourth-floor two-bedroom.')).toEqual(['ok:Fourth-floor']);
    expect(floors('A quiet fifth floor walk-up.')).toEqual(['block:fifth floor']);
    expect(floors('Top floor, 2 bed.')).toEqual(['warn:Top floor']);
  });

  it('reads "On the 5th floor" opening a sentence and "it\'s on the 12th floor"', () => {
    expect(floors('On the 4th floor: a prewar two-bedroom.')).toEqual(['ok:4th floor']);
    expect(floors("It's on the 12th floor.")).toEqual(['block:12th floor']);
    expect(floors('A 2BR on the 7th floor of a nine-story building.')).toEqual(['block:7th floor']);
  });

  it('compares with the floor the description names (larkspur: second floor)', () => {
    expect(floors('Spacious 3rd-floor 2BR.', LISTINGS.larkspur)).toEqual(['block:3rd-floor']);
    expect(floors('Sunny 2nd floor 2 bed.', LISTINGS.larkspur)).toEqual(['ok:2nd floor']);
    expect(floors('Third-story apartment.', LISTINGS.larkspur)).toEqual(['block:Third-story']);
    expect(floors('Second-story apartment.', LISTINGS.larkspur)).toEqual(['ok:Second-story']);
  });

  it('reads Spanish floors: "en el tercer piso", "2do piso", "planta baja"', () => {
    const larkspur = LISTINGS.larkspur; // second floor
    expect(floors('Departamento de 2 recámaras en el tercer piso.', larkspur)).toEqual(['block:tercer piso']);
    expect(floors('Departamento en el segundo piso.', larkspur)).toEqual(['ok:segundo piso']);
    expect(floors('Departamento en el 2do piso.', larkspur)).toEqual(['ok:2do piso']);
    expect(floors('Departamento en la planta baja.', larkspur)).toEqual(['block:planta baja']);
    expect(floors('Lavandería en el tercer piso.', larkspur)).toEqual([]);
  });

  it('reads no floor for a part of the building or a house', () => {
    expect(floors('2nd floor laundry room, two elevators.')).toEqual([]);
    expect(floors('Laundry on the 2nd floor.')).toEqual([]);
    expect(floors('The roof deck is on the 12th floor of the building.')).toEqual([]);
    expect(floors('Third-floor 3BR.', LISTINGS.okeefe)).toEqual([]);
  });
});
