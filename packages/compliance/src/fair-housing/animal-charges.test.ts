import { beforeAll, describe, expect, it } from 'vitest';
import { outcomeOf } from './corpus/measure';
import { checkFairHousingRules } from './engine';

// New wording for each rule (not the review sets' sentences), and look-alikes that stay ok.
describe('assistance animals charged pet fees or held to breed limits (animal-charges.ts)', () => {
  const check = (text: string, state?: string) => checkFairHousingRules(text, state ? { state } : {});
  beforeAll(() => {
    checkFairHousingRules('warm up');
  }, 60_000);

  it.each<[string, string | undefined, string]>([
    [
      'Your emotional support cat counts as a pet here, so pet rent applies.',
      'OR',
      'assistance-animal-pet-charge/handicap block',
    ],
    [
      'Your ESA is treated like any pet, so the monthly pet fee applies.',
      'OR',
      'assistance-animal-pet-charge/handicap block',
    ],
    ['Support animal or not, no dogs over 40 pounds.', 'OR', 'assistance-animal-breed-limit/handicap block'],
    // Also read by accommodation-refusals.ts's size and breed caps, which name it first.
    ['Even service animals must weigh under 30 lbs.', 'OR', 'assistance-animal-size-breed/handicap block'],
  ])('%s (%s) finds %s', (text, state, finding) => {
    expect(check(text, state).map((f) => `${f.rule} ${f.severity}`)).toContain(finding);
  });

  it.each<[string, string | undefined]>([
    ['No pet deposit or pet rent for ESAs.', 'CA'],
    ['Emotional support animals are exempt from pet fees; tenants pay for actual damage.', 'CA'],
    ['Service animals must be leashed in common areas.', 'CA'],
  ])('leaves alone %s (%s)', (text, state) => {
    expect(outcomeOf(check(text, state))).toBe('ok');
  });
});
