import { describe, expect, it } from 'vitest';
import { readClaims } from './check-claims';
import { LISTINGS } from './corpus/listings';

// Issue 26: pets refused with a verb, animals "both" welcome, and a coin laundry as the building's.
const now = new Date('2026-06-01T00:00:00Z');
const features = (text: string, listing: keyof typeof LISTINGS) =>
  readClaims(text, LISTINGS[listing], { now })
    .filter((c) => c.feature)
    .map((c) => `${c.feature}:${c.verdict}`);

describe('pets refused with a verb', () => {
  it('reads "does not allow", "won\'t accept" and "can\'t permit" as no pets', () => {
    expect(features('Sorry, the co-op board will not accept dogs.', 'e-9th')).toEqual(['pets:block']);
    expect(features("The landlord doesn't permit any animals.", 'larkspur')).toEqual(['pets:warn']);
    expect(features('The association cannot allow cats.', 'e-9th')).toEqual(['pets:block']);
  });

  it('reads no pets from a refusal of something else', () => {
    expect(features('The building does not allow smoking.', 'e-9th')).toEqual([]);
    expect(features('Rules do not permit grills on balconies.', 'larkspur')).toEqual([]);
  });

  it('reads two animals "both" welcome as pets allowed', () => {
    expect(features('Cats and dogs are both welcome here.', 'larkspur')).toEqual(['pets:warn']);
    expect(features('Dogs & cats both OK!', 'e-9th')).toEqual(['pets:ok']);
  });
});

describe('a coin laundry', () => {
  it("is the building's laundry, against a unit's own washer and dryer", () => {
    expect(features('Coin laundry on the ground floor.', 'larkspur')).toEqual(['laundry:block']);
    expect(features('A coin laundry in the basement.', 'w-81st')).toEqual(['laundry:ok']);
  });

  it('leaves a coin in another sense alone', () => {
    expect(features('Coined the best block in Denver.', 'larkspur')).toEqual([]);
  });
});
