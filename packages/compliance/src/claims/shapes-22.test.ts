import type { TListing } from '@pp/contract';
import { describe, expect, it } from 'vitest';
import { checkClaims } from './check-claims';
import { LISTINGS } from './corpus/listings';

// Issue 26: grammar shapes of blind set 22's families, in new wording: another home the agent also
// offers, a lot "of about" its area, room for a feature, the fee that pays for an amenity, and counts
// spread across a building's units.
const now = new Date('2026-06-01T00:00:00Z');
const keys = (text: string, listing: TListing) =>
  checkClaims(text, listing, { now }).map(
    (f) => `${f.feature ? `feature:${f.feature}` : f.field}:${f.severity}`,
  );
const noHoa: TListing = { ...LISTINGS['maple-grove'], description: 'Quiet street, big oaks. No HOA!' };

describe('another home the agent also offers', () => {
  const home = LISTINGS['falling-spring'];
  it("leaves that home's beds, type and price to it", () => {
    expect(
      keys('Four bedrooms for $695K. I also have a 2-bed condo in Rockville at $389,000.', home),
    ).toEqual([]);
    expect(keys('We have another 6-bedroom colonial in Olney for $910K.', home)).toEqual([]);
    expect(keys('Also got two townhouses under $450k nearby, 3 beds each.', home)).toEqual([]);
  });

  it("still reads the listing's own figures and what it has", () => {
    expect(keys('This colonial has 3 bedrooms. I also have a condo.', home)).toEqual(['beds:block']);
    expect(keys('It also has 6 bedrooms.', home)).toEqual(['beds:block']);
    expect(keys('We have a 2-bed layout here at 19810 Falling Spring Ct.', home)).toEqual(['beds:block']);
  });
});

describe('a lot "of about" its area', () => {
  const home = LISTINGS.cypress;
  it('reads the area after a lot noun, its adjectives and "of" as the lot', () => {
    expect(keys('Lote cercado de aproximadamente 360 m², listo para mudarse.', home)).toEqual([]);
    expect(keys('A level fenced lot of roughly 1,300 sq ft.', home)).toEqual(['lot_size:block']);
  });

  it('leaves "a lot of" and a house "of about" to the living area', () => {
    expect(keys('A lot of 1,260 sq ft homes here sold fast.', home)).toEqual([]);
    expect(keys('Casa de unos 300 m² en Franklinton.', home)).toEqual(['living_area_sqft:block']);
  });
});

describe('room for a feature', () => {
  const home = LISTINGS['maple-grove'];
  it('reads room or space for a feature, past the place named between, as no feature', () => {
    expect(keys('Plenty of room out back for the hot tub you always wanted.', home)).toEqual([]);
    expect(keys('A side yard wide enough for a pool.', home)).toEqual([]);
  });

  it("still reads the feature said as the home's", () => {
    expect(keys('Room to relax by the pool.', home)).toEqual(['feature:pool:warn']);
  });
});

describe('the fee that pays for an amenity', () => {
  it('reads "included in your dues" and "covered by the HOA" as an association', () => {
    expect(keys('Yard care is included in your dues.', noHoa)).toEqual(['feature:hoa:block']);
    expect(keys('Snow removal covered by the association.', LISTINGS['lee-marie'])).toEqual([
      'feature:hoa:warn',
    ]);
  });

  it('reads no association from other things included', () => {
    expect(keys('A home warranty is covered by the sellers.', noHoa)).toEqual([]);
    expect(keys('Paid for by the sellers: a new water heater.', noHoa)).toEqual([]);
  });
});

describe("counts spread across a building's units", () => {
  const building = LISTINGS['n-wayne'];
  it('reads "across the units" and "in all" as the whole building\'s count', () => {
    expect(keys('Six bedrooms across the three units.', building)).toEqual(['beds:block']);
    expect(keys('Three units, 10 bedrooms in all.', building)).toEqual(['beds:block']);
  });

  it("keeps a unit's own count a unit's", () => {
    expect(keys('The top unit has 3 bedrooms; laundry is shared among the units.', building)).toEqual([]);
  });
});

describe("a part named before the home's place", () => {
  const home = LISTINGS['maple-grove'];
  it('reads "the roof at <address> was replaced in <year>" as the roof\'s date', () => {
    expect(keys('The roof at 2207 Maple Grove Ln was redone in 2019.', home)).toEqual([
      'feature:new_roof:block',
    ]);
    expect(keys('The roof at 2207 Maple Grove Ln was replaced in 2022.', home)).toEqual([]);
  });

  it("leaves another structure's roof alone", () => {
    expect(keys('The roof on the old barn was replaced in 2017.', home)).toEqual([]);
  });
});
