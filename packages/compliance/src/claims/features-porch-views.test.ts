import { describe, expect, it } from 'vitest';
import { readClaims } from './check-claims';
import { LISTINGS } from './corpus/listings';

// Issue 26: screened porches as a kind (features-inside.ts), and water views against a place named "Lakeview".
const now = new Date('2026-06-01T00:00:00Z');
const features = (text: string, listing = LISTINGS.cypress) =>
  readClaims(text, listing, { now })
    .filter((c) => c.feature)
    .map((c) => `${c.feature}:${c.verdict}`);

describe('screened porch', () => {
  it('reads screened and three-season porches', () => {
    expect(features('Morning coffee on the screen porch.')).toEqual(['screened_porch:warn']);
    expect(features('A 4-season porch off the dining room.')).toEqual(['screened_porch:warn']);
  });

  it('reads no screened porch from a plain porch or a screened window', () => {
    expect(features('Rocking chairs on the front porch.')).toEqual([]);
    expect(features('Screened windows throughout.')).toEqual([]);
  });
});

describe('water views', () => {
  it('does not take a neighbourhood named Lakeview for a lake view', () => {
    expect(features('River views from the upper units.', LISTINGS['n-wayne'])).toEqual(['water_view:warn']);
    expect(features('Lake views from the back.', LISTINGS['n-wayne'])).toEqual(['water_view:warn']);
  });

  it('still finds a water view the description states', () => {
    expect(features('Ocean views from the roof deck.', LISTINGS['ocean-front-walk'])).toEqual([
      'water_view:ok',
      'roof_deck:ok',
    ]);
  });
});

describe('views counted as web traffic', () => {
  it('reads no view in a report of page or online views', () => {
    expect(features('Week 4 stats: 1,904 page views and 33 saves.')).toEqual([]);
    expect(features('Zillow views: 640, showings: 9.')).toEqual([]);
    expect(features('Views: 512 | Saves: 20')).toEqual([]);
    expect(features('It drew 2,310 views in its first week.')).toEqual([]);
  });

  it('still reads a view of the home', () => {
    expect(features('Sweeping views from the back deck.')).toEqual(['views:warn', 'deck:warn']);
    expect(features('Views: the best on the block.')).toEqual(['views:warn']);
  });
});

describe('a parking space named by how it is held', () => {
  it('reads "covered spot", "assigned stall" as parking, with its count', () => {
    expect(features('One covered spot and a storage locker.', LISTINGS['dean-keeton'])).toEqual([
      'parking:warn',
    ]);
    expect(features('2 assigned stalls behind the building.', LISTINGS.okeefe)).toEqual(['parking:block']);
  });

  it('reads no parking in other held spaces', () => {
    expect(features('Assigned storage and a covered bike rack.', LISTINGS['dean-keeton'])).toEqual([]);
  });
});
