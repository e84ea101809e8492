import { beforeAll, describe, expect, it } from 'vitest';
import { outcomeOf } from './corpus/measure';
import { checkFairHousingRules } from './engine';

// New wording for each rule (not the review sets' sentences), and look-alikes that stay ok.
describe('terms on an accommodation or a disability (accommodation-terms.ts)', () => {
  beforeAll(() => {
    checkFairHousingRules('warm up');
  }, 60_000);

  it.each<[string, string]>([
    [
      'Your therapy dog can stay as long as you buy an umbrella policy that covers bites.',
      'assistance-animal-insurance',
    ],
    ['A liability rider is required for all tenants with an ESA.', 'assistance-animal-insurance'],
    [
      "Assistance dogs are to be kept inside the tenant's apartment at all times.",
      'assistance-animal-common-areas',
    ],
    ['Support animals are not allowed in the clubhouse or the courtyard.', 'assistance-animal-common-areas'],
    ["A stair lift at the tenant's own expense was voted down by the board.", 'modification-refused'],
    ['We charge a $75 extra person fee for a home health aide.', 'live-in-aide-fee'],
    ['A live-in caregiver means the tenant owes additional rent of $200.', 'live-in-aide-fee'],
    ['Quick question before the showing: how serious is her epilepsy?', 'disability-severity-asked'],
    [
      "Tenants on disability benefits must provide a physician's letter every year.",
      'disability-benefit-proof',
    ],
  ])('%s finds %s', (text, rule) => {
    expect(checkFairHousingRules(text).map((f) => `${f.rule} ${f.severity}`)).toContain(
      `${rule}/handicap block`,
    );
  });

  it.each<string>([
    'Every resident must carry renters insurance with $100,000 of liability coverage.',
    'Service dogs should be leashed in the hallways.',
    'Support animals: no extra insurance is needed.',
    "The chairlift was approved at the owner's expense.",
    'There is no extra fee for a live-in aide.',
    'We waive the guest charge for live-in caregivers.',
    'How bad is the traffic on the bridge in the morning?',
    'Tenants on SSDI may show an award letter as proof of income.',
  ])('leaves alone %s', (text) => {
    expect(outcomeOf(checkFairHousingRules(text))).toBe('ok');
  });
});
