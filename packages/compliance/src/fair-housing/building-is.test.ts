import { describe, expect, it } from 'vitest';
import { findingsOf } from './testing/family-cases';

// The building said to be its residents (patterns.ts, building-is; 24 CFR §109.20(a)).
describe('a building described by who lives in it (building-is)', () => {
  it.each<[string, string | undefined, string]>([
    ['The rest of the complex is predominantly Filipino.', undefined, 'building-is/national_origin block'],
    ['The other apartments are all single women, very quiet.', undefined, 'building-is/sex warn'],
    ['Half the street is Orthodox Jewish.', undefined, 'building-is/religion block'],
    ['The other tenants are mostly married couples.', 'MN', 'building-is/marital_status warn'],
  ])('%s (%s) → %s', (text, state, finding) => {
    expect(findingsOf(text, state)).toContain(finding);
  });

  it.each([
    'The building is all white brick with black trim.',
    'The building is all white.',
    'The units are mostly two-bedrooms.',
    'Half the units are renovated.',
    'The rest of the building is mostly concrete.',
  ])('leaves the building itself alone: %s', (text) => {
    expect(findingsOf(text)).toEqual([]);
  });
});
