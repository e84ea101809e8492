import { describe, expect, it } from 'vitest';
import { readClaims } from './check-claims';
import { LISTINGS } from './corpus/listings';

// Issue 26: lake access is waterfront (the name the checker has), and a gloss in brackets is one claim.
const now = new Date('2026-06-01T00:00:00Z');
const features = (text: string, listing: (typeof LISTINGS)[keyof typeof LISTINGS]) =>
  readClaims(text, listing, { now })
    .filter((c) => c.field === 'description')
    .map((c) => `${c.feature}:${c.verdict}`);

describe('water access and glosses', () => {
  it('reads lake access in English and Spanish as waterfront', () => {
    expect(features('3 bed with lake access', LISTINGS.cypress)).toEqual(['waterfront:warn']);
    expect(features('Casa con acceso al lago', LISTINGS['marble-creek'])).toEqual(['waterfront:warn']);
    expect(features('Townhome with river access', LISTINGS.okeefe)).toEqual(['waterfront:warn']);
  });

  it('counts a bracketed gloss of the same feature once, a different one twice', () => {
    expect(features('con azotea (roof deck)', LISTINGS['n-wayne'])).toEqual(['roof_deck:warn']);
    expect(features('con azotea (elevator)', LISTINGS['n-wayne'])).toEqual([
      'roof_deck:warn',
      'elevator:warn',
    ]);
  });

  it("reads a pet policy after a nearby place as the home's", () => {
    expect(features('1 bed near UT, pets welcome', LISTINGS['dean-keeton'])).toEqual(['pets:warn']);
    expect(features('2 bed near the park, pets allowed', LISTINGS.okeefe)).toEqual(['pets:warn']);
  });

  it('checks an elevator’s stops against the description’s, not a count of elevators', () => {
    // ocean-front-walk's description: "4 Stop Elevator"
    const l = LISTINGS['ocean-front-walk'];
    expect(features('a 6-stop elevator', l)).toEqual(['elevator:block']);
    expect(features('a 4-stop elevator', l)).toEqual(['elevator:ok']);
    expect(features('three elevators', l)).toEqual(['elevator:ok']);
  });
});
