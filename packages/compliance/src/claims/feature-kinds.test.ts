import { describe, expect, it } from 'vitest';
import { readClaims } from './check-claims';
import { LISTINGS } from './corpus/listings';

// Issue 26: a feature's kind and count against the description's, and whose pool a "resort-style pool" is.
const now = new Date('2026-06-01T00:00:00Z');
const features = (text: string, listing = LISTINGS['lee-marie']) =>
  readClaims(text, listing, { now })
    .filter((c) => c.field === 'description')
    .map((c) => `${c.feature}:${c.verdict}`);

describe('feature kinds and counts', () => {
  it('blocks a detached garage where the description says attached, not an attached one', () => {
    // lee-marie: "attached two car garage"
    expect(features('4 bed with a detached garage')).toEqual(['garage:block']);
    expect(features('4 bed with a detached 2-car garage')).toEqual(['garage:block']);
    expect(features('4 bed with an attached garage')).toEqual(['garage:ok']);
    expect(features('4 bed with a 2-car garage')).toEqual(['garage:ok']);
  });

  it('reads the kind a Spanish, Portuguese or French adjective gives after the noun', () => {
    expect(features('4 recámaras y garaje independiente')).toEqual(['garage:block']);
    expect(features('4 quartos e garagem anexa')).toEqual(['garage:ok']);
    expect(features('4 chambres, garage attenant')).toEqual(['garage:ok']);
  });

  it('reads "5+car garage" in a description as at least five', () => {
    const ocean = LISTINGS['ocean-front-walk']; // "5+car epoxy finished garage"
    expect(features('3-car garage on the sand', ocean)).toEqual(['garage:block']);
    expect(features('6-car garage on the sand', ocean)).toEqual(['garage:ok']);
    expect(features('5+ car garage on the sand', ocean)).toEqual(['garage:ok']);
  });

  it("reads a resort-style pool as a house's own and a townhome community's shared", () => {
    expect(features('Resort-style pool out back')).toEqual(['pool:warn']);
    expect(features('Resort-style pool for the community', LISTINGS.okeefe)).toEqual(['community_pool:warn']);
  });
});

describe('the thing on the roof', () => {
  it('reads a rooftop pool as a pool, a bare rooftop as a roof deck', () => {
    expect(features('Swim laps in the rooftop pool.')).toEqual(['pool:warn']);
    expect(features('Grill on the rooftop with friends.')).toEqual(['roof_deck:warn']);
  });
});
