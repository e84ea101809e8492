import { beforeAll, describe, expect, it } from 'vitest';
import { outcomeOf } from './corpus/measure';
import { checkFairHousingRules } from './engine';

// New wording for each rule (not the review sets' sentences), and look-alikes that stay ok.
describe('a worse term or a refusal because of a class (because-of-class.ts)', () => {
  const check = (text: string, state?: string) => checkFairHousingRules(text, state ? { state } : {});
  beforeAll(() => {
    checkFairHousingRules('warm up');
  }, 60_000);

  it.each<[string, string | undefined, string]>([
    [
      "Because you're Muslim, we'll only show you the duplexes on the north side.",
      'CA',
      'because-of-class/religion block',
    ],
    [
      'Now that your son uses a wheelchair, the renewal requires a bigger deposit.',
      'CA',
      'because-of-class/handicap block',
    ],
    [
      "Since your girlfriend is pregnant, we'll need a cosigner on the lease.",
      'CA',
      'because-of-class/familial_status block',
    ],
    [
      'Your husband is deaf, so you must provide a larger security deposit.',
      'CA',
      'because-of-class/handicap block',
    ],
    [
      'Families with toddlers are usually happier out in the suburbs than here.',
      'CA',
      'class-happier-elsewhere/familial_status warn',
    ],
    ['Honestly the residents over there are more like you.', 'CA', 'people-like-you/race warn'],
  ])('%s (%s) finds %s', (text, state, finding) => {
    expect(check(text, state).map((f) => `${f.rule} ${f.severity}`)).toContain(finding);
  });

  it.each<[string, string | undefined]>([
    ['Claim denied because the insured has a psychiatric disability.', undefined],
    ['Lease not renewed because their daughter is deaf.', undefined],
    [
      "Application rejected because the applicant's mother, who would live with her, uses a wheelchair.",
      undefined,
    ],
    ['Since theyre Muslim, we will only show them the units on the east side.', 'WA'],
  ])('blocks %s (%s)', (text, state) => {
    expect(outcomeOf(check(text, state))).toBe('block');
  });

  it.each<[string, string | undefined]>([
    ['Since you use a wheelchair, we can offer the ground-floor unit by the elevator.', 'CA'],
    ["Because you have a service dog, you don't need to pay a pet deposit.", 'CA'],
    ['Residents here like you to recycle.', 'CA'],
    ["Because you're disabled, you only need to pay the standard deposit.", 'CA'],
    ["Since you're a veteran, we'll waive the application fee.", 'CA'],
    ['As you have seen, the deposit is higher this year.', 'CA'],
    ['Since you have an emotional support animal, we need a letter from your doctor.', 'CA'],
    ["Since you have a service dog, we'll need proof of vaccination like any dog.", 'CA'],
    ['Permit denied because the fence is white and the HOA wants grey.', undefined],
    ['Application declined because the applicant has a prior eviction.', undefined],
    ['Application declined, not because she is deaf but because of income.', undefined],
  ])('leaves alone %s (%s)', (text, state) => {
    expect(outcomeOf(check(text, state))).toBe('ok');
  });
});
