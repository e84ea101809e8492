import { describe, expect, it } from 'vitest';
import { checkClaims } from './check-claims';
import { LISTINGS } from './corpus/listings';

// Issue 26: a comparison's other home is not the listing; the listing's own clause is still checked.
const now = new Date('2026-01-05T00:00:00Z');
const keys = (text: string, key: keyof typeof LISTINGS) =>
  checkClaims(text, LISTINGS[key], { now }).map(
    (f) => `${f.feature ? `feature:${f.feature}` : f.field}:${f.severity}`,
  );

describe('a building named with a plural home noun', () => {
  it('reads "Harbor Lofts", "Century Condos" as a name, not as other homes', () => {
    // dean-keeton: unit #111, 1 bed.
    expect(keys('Unit #305 at Century Condos.', 'dean-keeton')).toEqual(['address.street:block']);
    expect(keys('2 bed at Riverside Flats, near campus.', 'dean-keeton')).toEqual(['beds:block']);
  });

  it('still reads plural homes after a figure as other homes', () => {
    expect(keys('2 bed condos nearby rent for more.', 'dean-keeton')).toEqual([]);
  });
});

describe('comparisons with another home', () => {
  it('skips the other home’s figures and checks the listing’s (birch-hollow: 3 bed, $612,000)', () => {
    const other = 'Compared with the 4-bed colonial on Elm St that sold for $700K, 37 Birch Hollow Rd';
    expect(keys(`${other} gave its buyers 3 beds for $612,000.`, 'birch-hollow')).toEqual([]);
    expect(keys(`${other} gave its buyers 4 beds for $650,000.`, 'birch-hollow')).toEqual([
      'beds:block',
      'price:block',
    ]);
  });

  it('reads "a typical", "than", "down the block" and another street number as another home', () => {
    expect(
      keys('Bigger than a typical 700 sq ft Village one-bedroom: 29 E 9th St has 1,000 sq ft.', 'e-9th'),
    ).toEqual([]);
    expect(keys('Bigger than a typical one-bedroom: 29 E 9th St has 1,200 sq ft.', 'e-9th')).toEqual([
      'living_area_sqft:block',
    ]);
    expect(keys('The 4-bed at 2211 has a pool, but 2207 Maple Grove Ln has 3 beds.', 'maple-grove')).toEqual(
      [],
    );
    expect(keys('The 4-bed at 2207 Maple Grove Ln has a pool.', 'maple-grove')).toEqual([
      'beds:block',
      'feature:pool:warn',
    ]);
    expect(keys('A 2-flat down the block at $1.1M; this 3-flat is $1.5M.', 'n-wayne')).toEqual([]);
    expect(keys('A 3-flat at $1.1M, steps from the lake.', 'n-wayne')).toEqual(['price:block']);
  });

  it('reads a home in general priced by the market as no listing, a bound after "than" as its own', () => {
    const text = 'A detached 3-bed in the Willows runs well over $2M; 165 Okeefe gives you 2 beds for $735K.';
    expect(keys(text, 'okeefe')).toEqual([]);
    expect(keys('A townhome in Menlo Park for $2M, 2 beds.', 'okeefe')).toEqual(['price:block']);
    expect(keys('More than 5 bedrooms on 3 acres.', 'ne-183rd')).toEqual(['beds:block', 'lot_size:block']);
    // "this 3 bed" names the listing again after the comps (whose-fact.ts).
    expect(keys('Versus the comps at $520K, this 3 bed is $498,000.', 'maple-grove')).toEqual([
      'price:block',
    ]);
    expect(keys('Versus the comps at $520K, this 3 bed is $489,000.', 'maple-grove')).toEqual([]);
  });

  it('reads plural homes, "below the", a contrasted "a …" clause and an opening place as other homes', () => {
    expect(keys('Nearby 4 bed homes sell for $520K; this 3 bed is $450K.', 'sparrow-hawk')).toEqual([]);
    expect(keys('Similar 5-bedroom colonials in Goshen Hunt run $850K.', 'falling-spring')).toEqual([]);
    expect(keys('Priced below the 4 bed at 2215 Maple Grove, which listed at $550K.', 'maple-grove')).toEqual(
      [],
    );
    expect(keys('While a 4-bed on Elm St fetched $700K, this Cape brought $612K.', 'birch-hollow')).toEqual(
      [],
    );
    expect(keys('While a 4-bed on Elm St fetched $700K, this Cape brought $650K.', 'birch-hollow')).toEqual([
      'price:block',
    ]);
    expect(keys('Next door, 2211 Maple Grove Ln has 4 beds and a pool.', 'maple-grove')).toEqual([]);
    expect(keys('2211 Maple Grove Ln has 4 beds and a pool.', 'maple-grove')).toEqual([
      'address.street:block',
      'beds:block',
      'feature:pool:warn',
    ]);
    // The listing's own "a 3 bed … this one" is no contrast: no verb of its own in the first clause.
    expect(keys('A 4 bed, 2 bath home with a yard, this one won’t last!', 'maple-grove')).toEqual([
      'beds:block',
    ]);
    expect(keys('Dietrich Properties presents a 5 bed custom home.', 'marble-creek')).toEqual(['beds:block']);
    expect(keys('Enjoy features like the pool and the 2-car garage.', 'maple-grove')).toEqual([
      'feature:pool:warn',
      'feature:garage:warn',
    ]);
    expect(keys('Homes like the one on Elm with a pool sold fast.', 'maple-grove')).toEqual([]);
    expect(keys('A 4 bed home is hard to find at this price.', 'maple-grove')).toEqual(['beds:block']);
    expect(keys('A 4 bed home has a pool, and this one is $489K.', 'maple-grove')).toEqual([
      'beds:block',
      'feature:pool:warn',
    ]);
  });
});
