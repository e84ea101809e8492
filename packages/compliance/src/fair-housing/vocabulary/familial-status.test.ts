import { describe, expect, it } from 'vitest';
import { checkFairHousingRules } from '../engine';

const found = (text: string) => checkFairHousingRules(text).map((f) => `${f.category} ${f.severity}`);

// Slang for children is a class word like "kids" (HUD 1995 memo: "no children" and its variants).
describe('slang for children (familial-status.ts)', () => {
  it.each([
    'No renters with ankle biters, please.',
    'Owner says no crumb snatchers in the duplex.',
    'Sorry, no curtain climbers.',
  ])('%s is a familial-status exclusion', (text) => {
    expect(found(text)).toContain('familial_status block');
  });
});

describe('people from back home (national-origin.ts)', () => {
  it('reads a preference for people from the old country as national origin', () => {
    expect(found('Owner only wants folks from back home.')).toContain('national_origin block');
  });
  it('leaves the Old Country Buffet and flights home alone', () => {
    expect(found('Next to the Old Country Buffet.')).toEqual([]);
    expect(found('Flying back home for the holidays? Parking is included.')).toEqual([]);
  });
});

describe('newlywed nests and people off the boat', () => {
  it('warns on a "newlywed nest" and blocks "not people right off the boat"', () => {
    expect(found('Perfect newlywed nest with a fire pit.')).toContain('familial_status warn');
    expect(found('Prefer locals, not people fresh off the boat.')).toContain('national_origin block');
  });
  it('leaves a boat launch alone', () => {
    expect(found('Just off the boat launch, 2BR cabin.')).toEqual([]);
  });
});
