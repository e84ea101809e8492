import { describe, expect, it } from 'vitest';
import { readClaims } from './check-claims';
import { LISTINGS } from './corpus/listings';

// Issue 26: counts of a level, of another dwelling, and possible rooms, as real descriptions write them.
const now = new Date('2026-06-01T00:00:00Z');
const rooms = (text: string, listing: (typeof LISTINGS)[keyof typeof LISTINGS]) =>
  readClaims(text, listing, { now })
    .filter((c) => c.field === 'beds' || c.field === 'baths_total')
    .map((c) => `${c.field}:${c.verdict}`);

describe('whose room count it is', () => {
  const house = LISTINGS['falling-spring']; // 4 beds, 3.5 baths

  it('reads a count in a sentence about one level as a part', () => {
    expect(rooms('The lower level includes a rec room, two bedrooms and a full bath.', house)).toEqual([
      'beds:ok',
    ]);
    expect(rooms('Upstairs find a balcony and 2 bedrooms.', house)).toEqual(['beds:ok']);
    expect(rooms('Single-level living with 2 bedrooms.', house)).toEqual(['beds:block']);
    expect(rooms('Open floor plan, 2 bedrooms.', house)).toEqual(['beds:block']);
  });

  it('reads a flat’s ordinal floor as where it is, not a part (larkspur has 2 beds)', () => {
    expect(rooms('Quiet third floor one bedroom.', LISTINGS.larkspur)).toEqual(['beds:block']);
  });

  it('reads a count of another dwelling on the lot as a part', () => {
    expect(rooms('a 2-bedroom main home and a 1-bedroom, 1-bathroom studio', house)).toEqual([
      'beds:ok',
      'beds:ok',
      'baths_total:ok',
    ]);
    expect(rooms('The main house has one bedroom suite downstairs', house)).toEqual(['beds:ok']);
  });

  it('reads a possible room as no count, but not across a bracket', () => {
    expect(rooms('easily convertible to a fifth bedroom', house)).toEqual([]);
    expect(rooms('4 bed (5th possible), 2.5 baths', house)).toEqual(['beds:ok', 'baths_total:block']);
  });

  it('reads "4.1 bath" as four full and one half', () => {
    expect(rooms('4 bedroom, 3.1 bath colonial', house)).toEqual(['beds:ok', 'baths_total:ok']);
    expect(rooms('4 bedroom, 4.1 bath colonial', house)).toEqual(['beds:ok', 'baths_total:block']);
  });

  it('reads "N bedrooms plus a den" as N or one more', () => {
    expect(rooms('3 bedrooms plus a den', house)).toEqual(['beds:ok']);
    expect(rooms('2 bedrooms plus a den', house)).toEqual(['beds:block']);
  });
});

describe("a unit's rooms in a Spanish or Portuguese building post", () => {
  const flat3 = LISTINGS['n-wayne']; // a 3-flat, 7 beds in all

  it("reads a unit's count as that unit's, at most the building's total", () => {
    expect(
      rooms('Tres unidades: un departamento de 3 recámaras arriba y dos deptos de 2 recámaras.', flat3),
    ).toEqual(['beds:ok', 'beds:ok']);
    expect(rooms('Prédio com três apartamentos: dois de 2 quartos e um de 3 quartos.', flat3)).toEqual([
      'beds:ok',
      'beds:ok',
    ]);
  });

  it('still blocks a count above the whole building', () => {
    expect(rooms('Tres unidades con 9 recámaras en total.', flat3)).toEqual(['beds:block']);
  });
});
