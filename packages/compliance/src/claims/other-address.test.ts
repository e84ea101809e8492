import { describe, expect, it } from 'vitest';
import { checkClaims } from './check-claims';
import { LISTINGS } from './corpus/listings';

// Issue 26: a comp's address opens another home's figures until the sentence ends.
const now = new Date('2026-06-01T00:00:00Z');
const found = (text: string, listing = LISTINGS.cypress) =>
  checkClaims(text, listing, { now }).map((f) => `${f.field}:${f.severity}`);

describe('another home address', () => {
  it("leaves a comp's figures after its address to the comp", () => {
    expect(found('Recently sold nearby: 12 Oak Knoll Dr, 4 bed, 2,100 sq ft, $689,000 in 2 days.')).toEqual(
      [],
    );
    expect(
      found('Comps: 2301 Maple Grove Ln, 4 bed, 2,400 sq ft, $560,000.', LISTINGS['maple-grove']),
    ).toEqual([]);
    expect(
      found('Recently sold on the same street: 312 Sparrow Hawk, 4 bed, $489,000.', LISTINGS['sparrow-hawk']),
    ).toEqual([]);
  });

  it('checks the listing again once the sentence ends or names this home', () => {
    expect(found('Sold nearby: 12 Oak Knoll Dr, 4 bed, $689,000. This 4 bed is $275,000.')).toEqual([
      'beds:block',
    ]);
    expect(found('12 Oak Knoll Dr sold at $689,000, and this 3 bed is $299,000.')).toEqual(['price:block']);
  });

  it("checks the agent's own sale of this very home, named by its address", () => {
    const birch = LISTINGS['birch-hollow'];
    expect(found('We closed on 37 Birch Hollow Rd for $652,000!', birch)).toEqual(['price:block']);
    expect(found('We closed on 37 Birch Hollow Rd for $612,000!', birch)).toEqual([]);
    expect(found('We closed on 14 Pine Ridge Rd for $652,000!', birch)).toEqual([]);
  });

  it('reads a number, a direction and a name as another street, with or without a suffix', () => {
    // n-wayne: 3760 N Wayne Ave, no garage named.
    const wayne = LISTINGS['n-wayne'];
    expect(found('Also new this week: 1420 W Belmont, a 2-flat with a 2-car garage.', wayne)).toEqual([]);
    expect(found('Down the block, 2900 N Racine Ave has 4 units with a garage.', wayne)).toEqual([]);
    expect(found('3760 N Wayne Ave with a 2-car garage.', wayne)).toEqual(['description:warn']);
  });

  it("still checks the listing's own address and a wrong number on its street", () => {
    expect(found('88 S Cypress Ave, 4 bed, $275,000.')).toEqual(['beds:block']);
    expect(found('Just listed: 86 S Cypress Ave, 3 bed, $275,000.')).toEqual(['address.street:block']);
  });

  it('reads a numbered street, a list after a semicolon and a same-block intro as other addresses', () => {
    const kenmore = LISTINGS['ne-183rd'];
    expect(
      found('Last year I also sold 14410 92nd Ave NE ($1.4M, with a pool and a 4-car garage).', kenmore),
    ).toEqual([]);
    expect(found('Comps: 14 Elm Cove, $700K; 22 Aspen Bend, 4 bed, 3,900 sf.')).toEqual([]);
    const wayne = LISTINGS['n-wayne'];
    expect(found('Same block: 3712 N Wayne, a 2-flat with a 2-car garage, went for $980K.', wayne)).toEqual(
      [],
    );
    // Without the intro, the listing's street with another number is the listing misnumbered.
    expect(found('3712 N Wayne Ave, a 3-flat at $1.5M.', wayne)).toEqual(['address.street:block']);
  });

  it('leaves a sentence opened by the name of another address the post gave to that home', () => {
    const lee = LISTINGS['lee-marie'];
    expect(found('Two picks: 5518 Lee Marie Ln or 811 Quail Run Ct. Quail Run has a pool.', lee)).toEqual([]);
    // The listing's own street as the subject is the listing.
    expect(found('Two picks: 5518 Lee Marie Ln or 811 Quail Run Ct. Lee Marie has 5 bedrooms.', lee)).toEqual(
      ['beds:block'],
    );
  });
});

describe('another number on the same street, a street opened by its prefix, a home placed at an address', () => {
  it("leaves a second number on the listing's street to that home when the post names the listing's own number", () => {
    expect(
      found(
        '88 S Cypress Ave is $275,000. The house down the street at 94 S Cypress, the one with a pool and 5 bedrooms, is asking $340K.',
      ),
    ).toEqual([]);
  });

  it('still checks another number on the street when the post never names the listing', () => {
    expect(found('94 S Cypress Ave: 3 bedrooms, $275,000.')).toEqual(['address.street:block']);
  });

  it('reads "Calle"/"Via" as the start of another street', () => {
    expect(found('Also new this week: 220 Calle Serena, 5 bed, $410K.')).toEqual([]);
  });

  it('leaves a home placed at another address by "at" or "on" to that home', () => {
    expect(found('88 S Cypress Ave or my 5-bedroom at 16 Heron Ridge Dr: take your pick.')).toEqual([]);
    expect(found('A 5-bedroom at 88 S Cypress Ave for $275,000.')).toEqual(['beds:block']);
  });

  it("reads the listing's bare number after its street was named as the listing", () => {
    // cypress: 88 S Cypress Ave, 3 beds.
    expect(
      found(
        'Sold nearby: 140 S Cypress Ave, 4 bd, $301K. Its neighbour at 88 is still open with 5 bedrooms.',
      ),
    ).toEqual(['beds:block']);
    expect(found('Sold nearby: 140 S Cypress Ave, 4 bd, $301K. The neighbour at 92 has 5 bedrooms.')).toEqual(
      [],
    );
    expect(found('Its neighbour at 88 has 5 bedrooms.')).toEqual([]);
  });
});
