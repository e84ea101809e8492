import { describe, expect, it } from 'vitest';
import { checkClaims } from './check-claims';
import { LISTINGS } from './corpus/listings';

// Issue 26: whose feature a word is (feature-context.ts): seasons and events, and the home's own building.
const now = new Date('2026-06-01T00:00:00Z');
const features = (text: string, listing = LISTINGS['maple-grove']) =>
  checkClaims(text, listing, { now })
    .filter((f) => f.feature)
    .map((f) => `${f.feature}:${f.severity}`);

describe('feature context', () => {
  it('reads no feature from a season, an event or a toy named after it', () => {
    expect(features('Pool parties start in May — come see this 3 bed.')).toEqual([]);
    expect(features('Fireplace weather is almost here!')).toEqual([]);
    expect(features('Garage sales every Saturday in the neighborhood.')).toEqual([]);
  });

  it('reads the feature itself next to such words', () => {
    expect(features('Pool season, and a heated pool out back.')).toEqual(['pool:warn']);
    expect(features('A fireplace for the cold days.')).toEqual(['fireplace:warn']);
  });

  it("keeps a feature at the listing's own named building, not at another place", () => {
    const w81 = LISTINGS['w-81st'];
    expect(features('A private balcony at The Barrington.', w81)).toEqual(['balcony:warn']);
    expect(features('The gym at Equinox Columbus is two blocks away.', w81)).toEqual([]);
    expect(features('The pool at Riverside Park opens in June.', w81)).toEqual([]);
  });
});

describe('a feature word that describes the next feature', () => {
  it('reads "furnished" before a shared space as that space, not a furnished home', () => {
    expect(features('Rooftop: furnished sundeck and grills.', LISTINGS['e-9th'])).not.toContain(
      'furnished:warn',
    );
    expect(features('Building perks: a furnished lounge and a gym.', LISTINGS['e-9th'])).not.toContain(
      'furnished:warn',
    );
  });

  it('still reads a furnished home, and the space after it', () => {
    expect(features('Sold fully furnished, with a sundeck.', LISTINGS['e-9th'])).toContain('furnished:warn');
    expect(features('Furnished, roof deck access.', LISTINGS['e-9th'])).toContain('furnished:warn');
  });
});

describe('a room and a street name are no possibility and no distance', () => {
  it('reads a feature after "the family room and" or a street named "… Walk"', () => {
    expect(features('Built-ins in the family room and a screened porch out back.')).toContain(
      'screened_porch:warn',
    );
    expect(features('Harbor Point Walk: private pool and spa.')).toContain('pool:warn');
  });

  it('still reads "room for" and "space for" as a possibility, and a walk as a distance', () => {
    expect(features('Plenty of room for a pool out back.')).toEqual([]);
    expect(features('Flat yard with space to add a pool.')).toEqual([]);
    expect(features('A short walk to the pool and tennis courts.')).toEqual([]);
    // Title case keeps the distance: only a street's name ending in "Walk" is a name.
    expect(features('Two Blocks To The Lake, Pool And Tennis Courts')).not.toContain('pool:warn');
  });
});
