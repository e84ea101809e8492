import { beforeAll, describe, expect, it } from 'vitest';
import { outcomeOf } from './corpus/measure';
import { checkFairHousingRules } from './engine';

// New wording (not the review sets' sentences): a class learned, then the home gone or a refusal relayed.
describe('home suddenly unavailable once a class is known (sudden-unavailability.ts)', () => {
  beforeAll(() => {
    checkFairHousingRules('warm up');
  }, 60_000);

  it.each<[string, string]>([
    ['Heads up, the applicant is deaf. Just tell her it has already been rented.', 'handicap'],
    ['Oh, you have two toddlers? Hmm, somebody actually left a deposit an hour ago.', 'familial_status'],
    [
      'With three children you would hate the stairs, so I will skip showing you that one.',
      'familial_status',
    ],
    ["She's Korean, so tell her the landlord won't rent to her.", 'national_origin'],
  ])('%s finds %s', (text, category) => {
    expect(checkFairHousingRules(text).map((f) => `${f.category} ${f.severity}`)).toContain(
      `${category} block`,
    );
  });

  it.each<string>([
    'You have two kids? Great, the 3BR is still open for a showing.',
    'He is deaf, so we will text him the lease instead of calling.',
    'Sorry, the rest of the units are taken.',
    "She's in a wheelchair; don't say it's rented, the ground floor is open.",
  ])('leaves alone %s', (text) => {
    expect(outcomeOf(checkFairHousingRules(text))).toBe('ok');
  });
});
