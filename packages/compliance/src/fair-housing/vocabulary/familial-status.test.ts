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
