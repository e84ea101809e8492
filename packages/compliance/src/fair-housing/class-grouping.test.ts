import { describe, expect, it } from 'vitest';
import { checkFairHousing } from './engine';

const found = (text: string) => checkFairHousing(text).map((f) => `${f.category} ${f.severity}`);

// 24 CFR §100.70(c)(4): assigning to a section, building or floor because of class.
describe('grouping or assigning residents by class (class-grouping.ts)', () => {
  it.each([
    ['Students are paired based on their ethnicity.', 'race block'],
    ['We place new tenants according to nationality so nobody feels lost.', 'national_origin block'],
    ['Suites are arranged by religious affiliation.', 'religion block'],
    ['One faith per floor keeps the peace.', 'religion block'],
    ['Everyone on a floor should share the same religion, it avoids friction.', 'religion block'],
    ['We keep the Somali families on the third floor.', 'national_origin block'],
    ['Hispanic renters are placed in the back building.', 'race block'],
    ['Co-living pods are grouped by skin tone for photos and rooms.', 'color block'],
  ])('blocks %s', (text, expected) => {
    expect(found(text)).toContain(expected);
  });

  it.each([
    'Roommates matched by sleep schedule and cleanliness.',
    'We never group applicants by race, religion or national origin.',
    'Roommates are matched by schedule not by religion.',
    'Units are assigned by move-in date.',
    'The mosque is two blocks away; parking is assigned by unit number.',
    'Keep the Christmas decorations in building B until January.',
  ])('leaves alone %s', (text) => {
    expect(found(text)).toEqual([]);
  });
});
