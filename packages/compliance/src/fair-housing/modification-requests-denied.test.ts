import { describe, expect, it } from 'vitest';
import { MODIFICATION_DENIED_RULES } from './modification-requests-denied';
import { firesIn, outcomeFor, warmUp } from './testing/family-cases';

// New wording (not review-35's sentences) that must flag, and look-alikes that must stay ok.
describe('an accessibility modification request answered denied (modification-requests-denied.ts)', () => {
  warmUp();

  it.each<[string, string | undefined, string, 'block' | 'warn']>([
    [
      'Tenant request to install grab bars in the shower at her own expense was denied by the owner.',
      undefined,
      'modification-request-denied/handicap',
      'block',
    ],
    [
      'Unit 4 request for lowering the kitchen counters, tenant paying: rejected.',
      undefined,
      'modification-request-denied/handicap',
      'block',
    ],
  ])(
    '%s (%s) fires %s and is %s',
    (text, state, rule, outcome) => {
      expect(firesIn(MODIFICATION_DENIED_RULES, text, rule)).toBe(true);
      expect(outcomeFor(text, state)).toBe(outcome);
    },
    20_000,
  );

  it.each<string>([
    'Request to widen the bathroom door: approved, work starts Monday.',
    'Request to paint the kitchen purple: denied.',
    'Lease modification request denied; the term stays at 12 months.',
  ])(
    'leaves "%s" alone',
    (text) => {
      expect(
        MODIFICATION_DENIED_RULES.some((r) =>
          firesIn(MODIFICATION_DENIED_RULES, text, `${r.id}/${r.category}`),
        ),
      ).toBe(false);
      expect(outcomeFor(text)).toBe('ok');
    },
    20_000,
  );
});
