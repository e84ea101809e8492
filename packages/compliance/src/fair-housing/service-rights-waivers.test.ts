import { describe, expect, it } from 'vitest';
import { SERVICE_RIGHTS_WAIVER_RULES } from './service-rights-waivers';
import { firesIn, outcomeFor, warmUp } from './testing/family-cases';

// New wording (not review-35's sentences) that must flag, and look-alikes that must stay ok.
describe('service members made to waive lease-termination rights (service-rights-waivers.ts)', () => {
  warmUp();

  it.each<[string, string | undefined, string, 'block' | 'warn']>([
    [
      'Active duty applicants are required to waive SCRA protections as a condition of approval.',
      'OH',
      'service-rights-waiver/military_status',
      'block',
    ],
    [
      'Military families must agree to give up the military clause before signing.',
      'IL',
      'service-rights-waiver/military_status',
      'block',
    ],
    [
      'Military families must agree to give up the military clause before signing.',
      'TX',
      'service-rights-waiver/military_status',
      'warn',
    ],
  ])(
    '%s (%s) fires %s and is %s',
    (text, state, rule, outcome) => {
      expect(firesIn(SERVICE_RIGHTS_WAIVER_RULES, text, rule)).toBe(true);
      expect(outcomeFor(text, state)).toBe(outcome);
    },
    20_000,
  );

  it.each<string>([
    'The lease includes a military clause for tenants who receive orders.',
    'We honour SCRA early termination with a copy of your orders.',
    'Tenants may waive the move-in inspection if they prefer.',
  ])(
    'leaves "%s" alone',
    (text) => {
      expect(
        SERVICE_RIGHTS_WAIVER_RULES.some((r) =>
          firesIn(SERVICE_RIGHTS_WAIVER_RULES, text, `${r.id}/${r.category}`),
        ),
      ).toBe(false);
      expect(outcomeFor(text)).toBe('ok');
    },
    20_000,
  );
});
