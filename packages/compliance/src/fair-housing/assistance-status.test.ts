import { describe, expect, it } from 'vitest';
import { ASSISTANCE_STATUS_RULES } from './assistance-status';
import { firesIn, outcomeFor, warmUp } from './testing/family-cases';

// New wording (not review-35's sentences) that must flag, and look-alikes that must stay ok.
describe('source of income by status: nobody on assistance, pushed out for a voucher (assistance-status.ts)', () => {
  warmUp();

  it.each<[string, string | undefined, string, 'block' | 'warn']>([
    [
      'Honestly no one here is on Section 8, it is that sort of building.',
      'NY',
      'nobody-on-assistance/source_of_income',
      'warn',
    ],
    [
      'It is a quiet building with no program tenants.',
      undefined,
      'nobody-on-assistance/source_of_income',
      'warn',
    ],
    [
      'Since she is on the voucher now, we are going to raise her rent so she finds someplace else.',
      'NJ',
      'pushed-out-for-voucher/source_of_income',
      'block',
    ],
  ])(
    '%s (%s) fires %s and is %s',
    (text, state, rule, outcome) => {
      expect(firesIn(ASSISTANCE_STATUS_RULES, text, rule)).toBe(true);
      expect(outcomeFor(text, state)).toBe(outcome);
    },
    20_000,
  );

  it.each<string>([
    'Nobody is on the waitlist right now, so you could move in June 1.',
    'Vouchers welcome; we work with the housing authority.',
    'Now that you are on the voucher, we will send the inspection form to the housing authority.',
  ])(
    'leaves "%s" alone',
    (text) => {
      expect(
        ASSISTANCE_STATUS_RULES.some((r) => firesIn(ASSISTANCE_STATUS_RULES, text, `${r.id}/${r.category}`)),
      ).toBe(false);
      expect(outcomeFor(text)).toBe('ok');
    },
    20_000,
  );
});
