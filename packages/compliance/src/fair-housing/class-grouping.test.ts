import { describe, expect, it } from 'vitest';
import { outcomeOf } from './corpus/measure';
import { checkFairHousingRules } from './engine';

const found = (text: string) => checkFairHousingRules(text).map((f) => `${f.category} ${f.severity}`);

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

// fh32: placement on a floor or in a building for every federal class, lists of people, and a placement
// the person asked for left alone.
describe('placing people of any federal class (class-grouping.ts)', () => {
  const check = (text: string) => outcomeOf(checkFairHousingRules(text));
  it.each([
    'Assign the deaf tenants to the back building.',
    'Put the wheelchair users on the first floor.',
    'Keep the women on the second floor and the men on the third.',
    'Put the family with kids in Building C.',
  ])('blocks %s', (text) => {
    expect(check(text)).toBe('block');
  });
  it.each([
    'Put the wheelchair users on the first floor if they request it.',
    'Put the new couple in Building C.',
    'Move the boxes to the second floor.',
    'Accessible units are on the first floor for anyone who requests one.',
  ])('leaves alone %s', (text) => {
    expect(check(text)).toBe('ok');
  });
});
