import { describe, expect, it } from 'vitest';
import { checkClaims } from './check-claims';
import { LISTINGS } from './corpus/listings';

// Issue 26: another unit of the listing's building (its number, its floor, upstairs/downstairs) and a
// street named before a home's noun are other homes; the listing's own unit and floor are still checked.
const now = new Date('2026-06-01T00:00:00Z');
const found = (text: string, listing: keyof typeof LISTINGS) =>
  checkClaims(text, LISTINGS[listing], { now }).map(
    (f) => `${f.feature ? `feature:${f.feature}` : f.field}:${f.severity}`,
  );

describe('another unit of the same building', () => {
  it('leaves a unit with another number to that unit', () => {
    expect(found('Apt 9 across the hall (a 3-bed) rented in a week.', 'larkspur')).toEqual([]);
    expect(found('Suite 12 in the same building sold with 4 bedrooms for $990K.', 'okeefe')).toEqual([]);
    expect(found('The corner flat next door (Unit 2) has a fireplace and a garage.', 'larkspur')).toEqual([]);
  });

  it('leaves a unit on another floor, or upstairs/downstairs, to that unit', () => {
    expect(found('A 4BR on the 11th floor closed in May at $3.1M with a terrace.', 'w-81st')).toEqual([]);
    expect(found('The studio downstairs has a garage and a pool pass.', 'larkspur')).toEqual([]);
  });

  it('keeps a wrong unit number with no place as a wrong address for the listing', () => {
    expect(found('Unit #6 has 2 beds and a balcony.', 'larkspur')).toEqual(['address.street:block']);
  });

  it("checks the listing's own unit number and floor as the listing", () => {
    expect(found('Apt 4 has 3 bedrooms.', 'larkspur')).toEqual(['beds:block']);
    expect(found('A 3BR on the 4th floor sold for $2.1M.', 'w-81st')).toContain('beds:block');
  });
});

describe('another street before the noun, a comparison, elsewhere', () => {
  it('leaves "the <street> home" and what it is compared with to that home', () => {
    expect(
      found('The Willow Bend Dr ranch is larger (2,900 sf) with a pool, so compare.', 'lee-marie'),
    ).toEqual([]);
  });

  it('leaves a home on a numbered street and a home "elsewhere" to those homes', () => {
    expect(found('Another 5-acre lot on 64th went for $2M with a barn.', 'birch-hollow')).toEqual([]);
    expect(
      found(
        'Elsewhere in town, a 6-bed with a pool and an outdoor kitchen on Rye Lane closed at $950K.',
        'birch-hollow',
      ),
    ).toEqual([]);
  });

  it("reads the listing's own street before the noun as the listing", () => {
    expect(found('The Birch Hollow Rd home is bigger: 5 bedrooms.', 'birch-hollow')).toEqual(['beds:block']);
  });
});

describe('"but it\'s" going on with the other home', () => {
  it('leaves the contrast clause to the home just named', () => {
    expect(
      found('The ranch on Quarry Ln has a pool, but it is 2,900 sf and asks $410K.', 'lee-marie'),
    ).toEqual([]);
  });

  it('reads "it" with no other home before it, or with "this", as the listing', () => {
    expect(found('Great street, but it is 2,900 sf.', 'lee-marie')).toEqual(['living_area_sqft:block']);
    expect(found('The ranch on Quarry Ln sold for $410K, but this one is 2,900 sf.', 'lee-marie')).toEqual([
      'living_area_sqft:block',
    ]);
  });
});

describe('another unit named beside the listing, or after a same-building intro', () => {
  it("leaves a sibling unit to itself when the post names the listing's own unit too", () => {
    expect(
      found(
        'Apt 3C, a three-bedroom with two baths, went for $2.9M. Apt 10 is the one-bed, $1,795,000.',
        'e-9th',
      ),
    ).toEqual([]);
  });

  it('leaves a unit listed after "same building:" or "in the same complex," to that unit', () => {
    expect(found('In the same building: Apt 2, a 3BR with a terrace, fetched $2.2M.', 'e-9th')).toEqual([]);
    expect(
      found(
        'Unit 4 in the same complex, a 4-bed corner unit with a 3-car garage, leased in a week.',
        'okeefe',
      ),
    ).toEqual([]);
    expect(found('The 3-bedroom units downstairs rent for about $3,400.', 'dean-keeton')).toEqual([]);
  });

  it("still reads the listing's own unit, and a wrong unit number with no place and no own unit", () => {
    expect(found('Apt 3C sold for $2.9M. Apt 10 is a two-bed at $1,795,000.', 'e-9th')).toEqual([
      'beds:block',
    ]);
    expect(found('Apt 3C, a three-bedroom with two baths, is now available.', 'e-9th')).toContain(
      'address.street:block',
    );
  });
});
