import { describe, expect, it } from 'vitest';
import { findingsOf, outcomeFor, WIDENED_FAMILIES, warmUp } from './testing/family-cases';

// New wording for each rule (not the review sets' sentences), and look-alikes that stay ok.
describe('questions put in reported speech or as a plan (reported-asks.ts)', () => {
  warmUp();

  it.each<[string, string]>([
    [
      'Find out whether the applicant takes antipsychotics before the showing.',
      'ask-whether-disabled/handicap block',
    ],
    ['Check if anyone in the family sees a psychiatrist.', 'ask-whether-disabled/handicap block'],
    ['Are you planning to start a family soon?', 'children-planned-asked/familial_status warn'],
    ['Does your wife want more kids?', 'children-planned-asked/familial_status warn'],
    [
      'Before approving, we check whether applicants take any psychiatric medications.',
      'ask-whether-disabled/handicap block',
    ],
    ['The leasing agent asked if my son is on the spectrum.', 'ask-whether-disabled/handicap block'],
    ['Ask whether your husband takes medication for depression.', 'ask-whether-disabled/handicap block'],
    ['Any plans for kids in the near future?', 'children-planned-asked/familial_status warn'],
  ])('%s finds %s', (text, finding) => {
    expect(findingsOf(text)).toContain(finding);
  });

  it.each([
    'Ask whether anyone in the household has a pet or smokes.',
    'Do you plan on having a garden in the backyard?',
    'Do you want a family room?',
  ])('leaves alone %s', (text) => {
    expect(outcomeFor(text)).toBe('ok');
  });

  it.each([
    'Ask whether anyone in the household smokes.',
    'We ask whether you are a student.',
    'Do you plan on having kids visit?',
  ])('look-alike %s: no finding of the widened families', (text) => {
    expect(findingsOf(text).filter((r) => WIDENED_FAMILIES.test(r))).toEqual([]);
  });
});
