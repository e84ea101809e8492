import { describe, expect, it } from 'vitest';
import { checkClaims } from './check-claims';
import { LISTINGS } from './corpus/listings';

// Issue 26: a clause whose subject is another home (placed elsewhere or nearby, with a sale verb) is not the listing's.
const now = new Date('2026-06-01T00:00:00Z');
const found = (text: string, listing = LISTINGS['birch-hollow']) =>
  checkClaims(text, listing, { now }).map(
    (f) => `${f.feature ? `feature:${f.feature}` : f.field}:${f.severity}`,
  );

describe('another home as the subject', () => {
  it('leaves a home on another street, with its sale, to that home', () => {
    expect(found('Down the road, a 5-bedroom farmhouse on Pine Hill Rd just went for $720K.')).toEqual([]);
    expect(found('Sold at $612K. Meanwhile a 4 bd ranch on Oak Street traded at $700,000.')).toEqual([]);
    expect(found('For context, another 3-bed on Elm Ct is listed at $650K.')).toEqual([]);
    expect(found('Area snapshot: a 4 bedroom at Harbor Point got $700K in June.')).toEqual([]);
  });

  it('leaves homes nearby, and the clauses that go on with them, to those homes', () => {
    expect(found('Last spring a 4-bed Cape in the same subdivision sold for $640K.')).toEqual([]);
    expect(found('Three nearby half-acre parcels were priced at $300K, one with a $90/mo HOA.')).toEqual([]);
    expect(found('The colonial across the street has a pool and an outdoor kitchen.')).toEqual([]);
  });

  it('goes on with a second home of the same sentence that has its own sale', () => {
    expect(found('A 2-bed condo at Harbor Point closed at $410K and a 5 br colonial fetched $705K.')).toEqual(
      [],
    );
  });

  it("checks the listing's figures again: its street, its city, no place, or named as this home", () => {
    expect(found('A 4-bed colonial on Birch Hollow Rd, sold for $650K.')).toEqual([
      'beds:block',
      'price:block',
    ]);
    expect(found('Just sold: a 4-bed Cape in Nashua for $650K.')).toEqual(['beds:block', 'price:block']);
    expect(found('Sold! A 4 bed home on nearly half an acre went for $650K.')).toEqual([
      'beds:block',
      'price:block',
    ]);
    expect(found('The ranch down the street sold for $700K, while this 4 bed Cape went for $612K.')).toEqual([
      'beds:block',
    ]);
  });

  it('does not take a home with no place and no sale for another one', () => {
    expect(found('Another one sold: a 4 bedroom Cape.')).toEqual(['beds:block']);
  });

  it('leaves a home in general that already sold to itself while the listing is for sale', () => {
    const venice = LISTINGS['ocean-front-walk'];
    expect(found('An Abbot Kinney bungalow with a pool fetched $3.1M in May.', venice)).toEqual([]);
    // The sold listing itself may say so; and "this" home is the listing.
    expect(found('A 4 bed Cape closed at $650K!')).toEqual(['beds:block', 'price:block']);
    expect(found('This home with a pool closed at $9.8M.', venice)).toEqual([
      'feature:pool:warn',
      'price:block',
    ]);
  });
});

describe('a second home offered beside the listing, with its features after "with"', () => {
  it('leaves the other home its rooms and features', () => {
    expect(
      found(
        'Pick one: 88 S Cypress Ave at $275K, or a 5-bed colonial on Wexford Lane with a pool, a finished basement and a three-car garage.',
        LISTINGS.cypress,
      ),
    ).toEqual([]);
  });

  it('still reads the features when the home is the listing or the listing is not named', () => {
    expect(found('88 S Cypress Ave: a 3-bed house on Cypress with a pool.', LISTINGS.cypress)).toEqual([
      'feature:pool:warn',
    ]);
    expect(found('A 3-bed house on Wexford Lane with a pool.', LISTINGS.cypress)).toEqual([
      'feature:pool:warn',
    ]);
  });
});

describe('another home set off by an appositive, a counted distance or a price it sits at', () => {
  it("leaves that home's features and price to it", () => {
    expect(
      found('The split-level up the road, the one with the sauna and a pool, is sitting at $705K.'),
    ).toEqual([]);
    expect(found('A ranch three blocks away, which has a pool, sold for $655K.')).toEqual([]);
    expect(found('A colonial a couple of doors down with a finished basement went for $640K.')).toEqual([]);
  });

  it('still reads the listing sitting at a price, and a count of blocks that is no place', () => {
    expect(found('This Cape sits at $640,000, two blocks from the school.')).toEqual(['price:block']);
  });
});

describe("the agent's own other home, placed elsewhere", () => {
  it('leaves "my listing on <another street>" its rooms and features', () => {
    expect(found('Need more room? My listing on Wexford Lane has 5 bedrooms and a sauna.')).toEqual([]);
    expect(found('Also new: our 4-bed on Harbor View Rd with a pool and a 3-car garage.')).toEqual([]);
  });

  it("still reads the agent's listing on its own street, or unplaced", () => {
    expect(found('Our Cape on Birch Hollow has a sauna.')).toEqual(['feature:sauna:warn']);
    expect(found('My listing has 5 bedrooms.')).toEqual(['beds:block']);
  });
});
