import { describe, expect, it } from 'vitest';
import { checkClaims } from './check-claims';
import { LISTINGS } from './corpus/listings';

// Issue 26: the year built, a new roof, pets, occupancy and the kind of home in more words.
const now = new Date('2026-06-01T00:00:00Z');
const found = (text: string, listing = LISTINGS.cypress) =>
  checkClaims(text, listing, { now }).map((f) => `${f.field}:${f.feature ?? ''}:${f.severity}`);

describe('a home finished in a year', () => {
  it('dates the home when the sentence names no part of it', () => {
    // cypress was built in 1920.
    expect(found('Finished in 1998, this bungalow has aged well.')).toEqual(['year_built::block']);
    expect(found('Una casa amplia y luminosa, terminada en 1998.')).toEqual(['year_built::block']);
    expect(found('Finished in 1920 and still solid.')).toEqual([]);
  });

  it("leaves a part's finishing year to the renovation", () => {
    expect(found('The attic was finished in 2015.')).not.toContain('year_built::block');
    expect(found('Cocina terminada en 2021.')).not.toContain('year_built::block');
    // "completed" dates the home only through the same reading, never on its own.
    expect(found('Kitchen remodel completed in 2019.')).not.toContain('year_built::block');
    expect(found('Construction completed in 1999.')).toEqual(['year_built::block']);
  });
});

describe("a count of units in a building is the building's", () => {
  it('still reads the year of the building they are in', () => {
    // n-wayne: a 3-flat built in 1915.
    expect(
      found('Nearly 4,000 sq ft over three units in a greystone building from 1931.', LISTINGS['n-wayne']),
    ).toContain('year_built::block');
  });

  it('leaves homes placed in the area to the area', () => {
    expect(found('Units in the neighborhood were built in 1931.', LISTINGS['n-wayne'])).toEqual([]);
  });
});

describe('a new roof in more words', () => {
  it('reads "the roof is brand new as of <year>" and French and Portuguese new roofs', () => {
    // maple-grove: "New roof in 2022".
    expect(found('The roof is brand new as of 2022.', LISTINGS['maple-grove'])).toEqual([]);
    expect(found('The roof is brand new as of 2018.', LISTINGS['maple-grove'])).toEqual([
      'description:new_roof:block',
    ]);
    expect(found('Trois chambres, toiture neuve.')).toEqual(['description:new_roof:warn']);
    expect(found('Três quartos e telhado novo.')).toEqual(['description:new_roof:warn']);
  });
});

describe('pets, occupancy and the kind of home', () => {
  it('reads cats and dogs together as pets allowed', () => {
    expect(found('Dogs and cats are allowed with a deposit.', LISTINGS['dean-keeton'])).toContain(
      'description:pets:warn',
    );
    expect(found('Cats & dogs welcome!', LISTINGS['e-9th'])).toEqual([]);
  });

  it('reads a home delivered vacant in Spanish and Portuguese', () => {
    expect(found('Se entrega vacía al cierre.', LISTINGS['w-81st'])).toEqual(['description:occupancy:block']);
    expect(found('Imóvel entregue vazio.')).toEqual(['description:occupancy:warn']);
    expect(found('Se entrega libre de gravámenes.')).toEqual([]);
  });

  it('reads Spanish and French names of a detached house', () => {
    expect(found('Vivienda unifamiliar en Menlo Park.', LISTINGS.okeefe)).toEqual(['property_type::block']);
    expect(found('Maison individuelle à Columbus.')).toEqual([]);
  });
});
