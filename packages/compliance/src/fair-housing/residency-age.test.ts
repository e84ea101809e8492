import { describe, expect, it } from 'vitest';
import { checkFairHousingRules } from './engine';

const found = (text: string) => checkFairHousingRules(text).map((f) => [f.category, f.severity]);
const rules = (text: string) => checkFairHousingRules(text).map((f) => f.rule);

// 42 U.S.C. §3602(k), §3604(c): a rule that no one under 18 may live in the home excludes families
// with children; §3607(b): only HOPA housing (55+/62+) may.
describe('lease clauses limiting who may reside by age', () => {
  it('blocks "no one under N may reside/occupy", in every verb, numerals in words or digits', () => {
    for (const text of [
      'No person under the age of 18 shall reside in the unit.',
      'No one under twenty-one may occupy the premises.',
      'Nobody below the age of 18 will be permitted to reside on the premises.',
      'No persons younger than sixteen shall occupy the dwelling.',
      'No person under the age of twenty one (21) shall reside in or occupy the premises.',
      'No children under 10 may reside in the apartment.',
    ])
      expect(found(text), text).toEqual([['familial_status', 'block']]);
  });

  it('blocks "<people> under N not permitted / may not live", and "no minors"', () => {
    for (const text of [
      'Residents under 16 not permitted.',
      'Persons under the age of eighteen are not permitted to live in the apartment.',
      'Individuals under nineteen years of age are prohibited from residing in the home.',
      'Persons below 18 years of age shall not occupy the premises.',
      'Household members under 18 are not permitted.',
      'Minors may not reside on the property.',
      'Minors are prohibited from residing in the unit.',
      'No minors.',
      'Under-18s not permitted to live in the unit.',
      'Absolutely no children may reside in this unit.',
      "Kids under 18 can't live here.",
      'The premises shall not be occupied by any person under 18.',
      'Unit may not be occupied by children.',
      'This apartment is not to be occupied by minors.',
      'Occupancy by persons under the age of 18 is prohibited.',
      'Only persons aged 21 and over may reside in the home.',
      'The apartment is for adults only; no one under 18 can live here.',
      'Minimum age for all occupants is 21.',
      'Minimum occupant age: 18.',
      'Must be 21+ to live here.',
      'No residents younger than 20.',
      'Age requirement: all residents 25 and up.',
      'Lease rule: no occupant may be under 18.',
      'Unit is for residents 21 and older only.',
      'The home may only be occupied by persons 18 years or older.',
      'Children shall not occupy the premises.',
      'No individual under 21 years old shall be permitted to occupy the unit.',
      'Adult occupancy only; no occupants under eighteen.',
      'Residents under the age of twenty-one are not allowed.',
      'No persons under 18 will be allowed to reside.',
      'Tenants shall not permit any person under 18 to reside in the premises.',
      "Nobody under eighteen lives here, and we'd like to keep it that way.",
      'House rules: no minors, no pets, no smoking.',
    ])
      expect(found(text), text).toContainEqual(['familial_status', 'block']);
  });

  it('blocks an adult-only rule for every resident', () => {
    for (const text of [
      'All residents must be at least 21 years of age.',
      'Each resident shall be at least 21 years old.',
      'Lease clause: every occupant shall be at least eighteen years old.',
      'All persons residing in the unit must be 18 years of age or older.',
      'Every member of the household shall be an adult.',
      'All occupants must be adults.',
      'Occupancy is restricted to persons 21 years of age and older.',
      'Occupancy restricted to adults 18+.',
      'Only adults may occupy the unit.',
    ])
      expect(found(text), text).toContainEqual(['familial_status', 'block']);
    expect(rules('Occupants must be 18 or older.')).toEqual(['residents-must-be-adults/familial_status']);
  });

  it('blocks a clause that is only "nobody / no one / no persons under N": no one of that age lives here', () => {
    for (const text of [
      'Nobody under 18.',
      'Quiet building. No one under 21, please.',
      'No persons under 16 | ',
    ])
      expect(found(text), text).toContainEqual(['familial_status', 'block']);
    // What follows the age says what it is about: a rule for the gym names no resident.
    expect(rules('Nobody under 18 in the gym.')).not.toContain('no-one-under-may-reside/familial_status');
  });

  it('leaves who signs the lease, what minors may use, and ages for doing something', () => {
    for (const text of [
      'Tenant must be 18 or older to sign the lease.',
      'Applicants must be at least 18 years old.',
      'Residents under 18 must be accompanied by an adult in the gym.',
      'Residents must be at least 18 years old to reserve the clubhouse.',
      'Residents must be 21 or older to use the bar.',
      'Minors may not use the fitness center unaccompanied.',
      'All occupants over 18 must be on the lease.',
      'All occupants 18 and older must be listed on the lease.',
      'Tenants must be 18 or older and pass a credit check.',
      'Occupants must be listed on the lease.',
      'All occupants must be 18 or older to sign.',
      'Unit may not be occupied by pets without approval.',
      'Minimum lease term: 12 months.',
      'Minimum credit score 650.',
      'Must be 21+ to use the bar.',
      'Tenants shall not permit any person to sublet the premises.',
      'Kids under 12 eat free at the diner around the corner.',
      'The premises shall not be occupied by more than 6 persons in this 3 bedroom home.',
    ])
      expect(found(text), text).toEqual([]);
  });

  it('leaves the HOPA ages to the HOPA rules, and is not read in a stated HOPA community', () => {
    expect(found('A 55+ community operated under HOPA; at least one resident must be 55 or older.')).toEqual(
      [],
    );
    // People under 18 are children (age-mentions.ts): in a stated HOPA community the familial-status
    // pattern is the HOPA warning, not this file's rule.
    expect(rules('Community operated under HOPA. No person under the age of 18 shall reside here.')).toEqual([
      'no/familial_status',
    ]);
    expect(found('A 55 and older community. No person under the age of 18 shall reside here.')).toEqual([
      ['familial_status', 'warn'],
      ['familial_status', 'warn'],
    ]);
  });
});
