import { describe, expect, it } from 'vitest';
import { checkClaims } from './check-claims';
import { LISTINGS } from './corpus/listings';

// Issue 26: an amenity of a named or public place, or one a trip away, is not the home's (named-place.ts).
const now = new Date('2026-06-01T00:00:00Z');
const features = (text: string, listing = LISTINGS['maple-grove']) =>
  checkClaims(text, listing, { now })
    .filter((f) => f.feature)
    .map((f) => `${f.feature}:${f.severity}`);

describe("a place's amenities", () => {
  it('leaves a named place its pool and gym', () => {
    expect(features('Summer passes for the Mueller Lake Park pool go on sale in May.')).toEqual([]);
    expect(features('Kids love the splash pad and pool in Dittmar Recreation Center.')).toEqual([]);
    expect(features('The Westgate YMCA gym and pool are a quick drive from the door.')).toEqual([]);
  });

  it('leaves a public amenity to the public', () => {
    expect(features('A municipal golf course and the county pool are both close.')).toEqual([]);
    expect(features('Walkable to a public indoor pool.')).toEqual([]);
  });

  it('leaves an amenity a trip away to wherever it is', () => {
    expect(features('Fitness club downtown is a ten-minute drive.')).toEqual([]);
  });

  it("still reads the home's own amenity beside such places", () => {
    expect(features('Backyard pool, and Mueller Lake Park is a ten-minute drive.')).toEqual(['pool:warn']);
    expect(features('Heated pool in Mueller Lake Park Estates living.')).toEqual(['pool:warn']);
    expect(features('Heated pool, and the clubhouse gym is a ten-minute drive.')).toEqual(['pool:warn']);
    expect(features('Your own pool: a sparkling one, steps from the patio.')).toEqual(['pool:warn']);
    // "walk-in" is the kind of storage, not a trip to the garage.
    expect(features('Garage is oversized, with walk-in storage.')).toEqual(['garage:warn']);
  });
});
