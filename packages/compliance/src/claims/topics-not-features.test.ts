import { describe, expect, it } from 'vitest';
import { checkClaims } from './check-claims';
import { LISTINGS } from './corpus/listings';

// Issue 26: a public law about a feature, and a span of market cap rates, say nothing of the home.
const now = new Date('2026-06-01T00:00:00Z');
const features = (text: string, listing: (typeof LISTINGS)[keyof typeof LISTINGS]) =>
  checkClaims(text, listing, { now })
    .filter((f) => f.feature)
    .map((f) => `${f.feature}:${f.severity}`);

describe('topics that are no feature of the home', () => {
  // cypress names no ADU, no pool and no cap rate.
  it('reads a feature word before a law as a topic', () => {
    expect(
      features("Tonight's webinar: how the state ADU law changes backyard math.", LISTINGS.cypress),
    ).toEqual([]);
    expect(features('Pool fence ordinances differ by county.', LISTINGS.cypress)).toEqual([]);
    // The home's own ADU and a building's policy are still claims.
    expect(features('The ADU out back rents easily.', LISTINGS.cypress)).toEqual(['adu:warn']);
  });

  it('reads a span of cap rates as the market and one cap rate as the home', () => {
    expect(features('Franklinton duplex cap rates: 5.8–6.9% this year.', LISTINGS.cypress)).toEqual([]);
    expect(features('Pencils to a 6.4% cap rate at ask.', LISTINGS.cypress)).toEqual(['cap_rate:warn']);
  });

  it('reads Spanish "en el patio" as the yard, a place, and "con patio" as a patio', () => {
    // birch-hollow's description names no patio and no yard.
    const birch = LISTINGS['birch-hollow'];
    expect(features('Fogata y hamacas en el patio para el verano.', birch)).toEqual([]);
    expect(features('Casa con patio techado y jardín.', birch)).toEqual(['patio:warn']);
  });
});
