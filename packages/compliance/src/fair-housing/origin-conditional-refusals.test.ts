import { describe, expect, it } from 'vitest';
import { ORIGIN_CONDITIONAL_REFUSAL_RULES } from './origin-conditional-refusals';
import { firesIn, outcomeFor, warmUp } from './testing/family-cases';

// New wording (not review-35's sentences) that must flag, and look-alikes that must stay ok.
describe('a refusal conditioned on where the applicant is from (origin-conditional-refusals.ts)', () => {
  warmUp();

  it.each<[string, string | undefined, string, 'block' | 'warn']>([
    [
      'If the applicant is from Nigeria, the owner will not approve the lease.',
      undefined,
      'refused-if-from/national_origin',
      'block',
    ],
    [
      'Si son de Guatemala no les rentamos, lo siento.',
      undefined,
      'refused-if-from/national_origin',
      'block',
    ],
    ['si eres hondureño no te alquila el dueño', undefined, 'refused-if-from/national_origin', 'block'],
  ])(
    '%s (%s) fires %s and is %s',
    (text, state, rule, outcome) => {
      expect(firesIn(ORIGIN_CONDITIONAL_REFUSAL_RULES, text, rule)).toBe(true);
      expect(outcomeFor(text, state)).toBe(outcome);
    },
    20_000,
  );

  it.each<string>([
    'Si es de otra ciudad, le ayudamos con la mudanza.',
    "If you're from out of state, we accept a remote showing.",
    "If she's from Honduras, the owner will rent to her like anyone else.",
  ])(
    'leaves "%s" alone',
    (text) => {
      expect(
        ORIGIN_CONDITIONAL_REFUSAL_RULES.some((r) =>
          firesIn(ORIGIN_CONDITIONAL_REFUSAL_RULES, text, `${r.id}/${r.category}`),
        ),
      ).toBe(false);
      expect(outcomeFor(text)).toBe('ok');
    },
    20_000,
  );
});
