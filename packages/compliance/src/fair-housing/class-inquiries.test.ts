import { describe, expect, it } from 'vitest';
import { checkFairHousingRules } from './engine';

const found = (text: string) => checkFairHousingRules(text).map((f) => `${f.category} ${f.severity}`);

// 24 CFR §100.202(c) (disability), §100.75(c) (statements), HUD memo of Feb. 11, 2021 (gender identity).
describe('inquiries that reveal a class (class-inquiries.ts)', () => {
  it.each([
    ['Will the guy in the wheelchair be moving in too?', 'handicap block'],
    ['Is the lady with the walker going to live there?', 'handicap block'],
    ['Find out where the applicants are originally from.', 'national_origin warn'],
    ['Ask them where they were born before the showing.', 'national_origin warn'],
    ['Please attach photos of each occupant with the application.', 'color warn'],
    ['Text me pics of the whole family before I show it.', 'color warn'],
    ['Check whether the tenant was born male.', 'gender_identity block'],
    ['Are you a biological woman?', 'gender_identity block'],
    ['Were you born a man?', 'gender_identity block'],
  ])('reads %s', (text, expected) => {
    expect(found(text)).toContain(expected);
  });

  it.each([
    'Will the person with the moving truck be living there?',
    'The unit has a wheelchair ramp and a roll-in shower.',
    'Ask the applicants when they want to move in.',
    'Please attach a photo ID for each adult applicant.',
    'Send photos of any damage at move-in.',
    'Born and raised in Austin, the owner knows the neighborhood.',
    'Real wood floors and a real fireplace.',
  ])('leaves alone %s', (text) => {
    expect(found(text)).toEqual([]);
  });
});
