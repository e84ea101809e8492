import { describe, expect, it } from 'vitest';
import { CHILD_HOUSEHOLD_TERM_RULES } from './child-household-terms';
import { firesIn, outcomeFor, warmUp } from './testing/family-cases';

// New wording (not review-35's sentences) that must flag, and look-alikes that must stay ok.
describe('terms only households with children pay or face (child-household-terms.ts)', () => {
  warmUp();

  it.each<[string, string | undefined, string, 'block' | 'warn']>([
    [
      'A $250 wall-damage fee applies for tenants with kids.',
      undefined,
      'charge-for-children/familial_status',
      'block',
    ],
    [
      'For families with small children there is an extra $300 deposit.',
      undefined,
      'charge-for-children/familial_status',
      'block',
    ],
    [
      'If your toddler keeps running around upstairs after 9, we will not renew the lease.',
      undefined,
      'ended-over-child-noise/familial_status',
      'block',
    ],
    [
      'Since you are pregnant, please plan to move out before the birth.',
      undefined,
      'out-before-due-date/familial_status',
      'block',
    ],
  ])(
    '%s (%s) fires %s and is %s',
    (text, state, rule, outcome) => {
      expect(firesIn(CHILD_HOUSEHOLD_TERM_RULES, text, rule)).toBe(true);
      expect(outcomeFor(text, state)).toBe(outcome);
    },
    20_000,
  );

  it.each<string>([
    'Kids play area next to the pool, open until dusk.',
    'No extra deposit for families with children.',
    'Quiet hours from 10pm apply to all residents.',
    'Congrats on the baby! Let us know if you would like a transfer to a 2BR.',
  ])(
    'leaves "%s" alone',
    (text) => {
      expect(
        CHILD_HOUSEHOLD_TERM_RULES.some((r) =>
          firesIn(CHILD_HOUSEHOLD_TERM_RULES, text, `${r.id}/${r.category}`),
        ),
      ).toBe(false);
      expect(outcomeFor(text)).toBe('ok');
    },
    20_000,
  );
});
