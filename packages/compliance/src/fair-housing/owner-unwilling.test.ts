import { describe, expect, it } from 'vitest';
import { OWNER_UNWILLING_RULES } from './owner-unwilling';
import { firesIn, outcomeFor, warmUp } from './testing/family-cases';

// New wording (not review-35's sentences) that must flag, and look-alikes that must stay ok.
describe('a class refused as the discomfort of the owner (owner-unwilling.ts)', () => {
  warmUp();

  it.each<[string, string | undefined, string, 'block' | 'warn']>([
    [
      'Sorry, the landlord is not comfortable with Muslim tenants.',
      undefined,
      'owner-unwilling/religion',
      'block',
    ],
    [
      'The owner isnt really ok with lesbian couples in the duplex.',
      'CA',
      'owner-unwilling/sexual_orientation',
      'block',
    ],
    [
      'Honestly the seller is uneasy about Mexican buyers.',
      undefined,
      'owner-unwilling/national_origin',
      'block',
    ],
    [
      'My client does not want deaf tenants, they would not hear the alarm.',
      undefined,
      'owner-unwilling/handicap',
      'block',
    ],
  ])(
    '%s (%s) fires %s and is %s',
    (text, state, rule, outcome) => {
      expect(firesIn(OWNER_UNWILLING_RULES, text, rule)).toBe(true);
      expect(outcomeFor(text, state)).toBe(outcome);
    },
    20_000,
  );

  it.each<string>([
    'The owner is not cool with smokers on the balcony.',
    'We are not okay with pets over 40 lb.',
    'We do not have any parking on site, but the bus stops outside.',
  ])(
    'leaves "%s" alone',
    (text) => {
      expect(
        OWNER_UNWILLING_RULES.some((r) => firesIn(OWNER_UNWILLING_RULES, text, `${r.id}/${r.category}`)),
      ).toBe(false);
      expect(outcomeFor(text)).toBe('ok');
    },
    20_000,
  );
});
