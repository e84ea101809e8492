import { describe, expect, it } from 'vitest';
import { APPLICANT_HEALTH_QUESTION_RULES } from './applicant-health-questions';
import { firesIn, outcomeFor, warmUp } from './testing/family-cases';

// New wording (not review-35's sentences) that must flag, and look-alikes that must stay ok.
describe('questions about a diagnosis, medication or disability (applicant-health-questions.ts)', () => {
  warmUp();

  it.each<[string, string | undefined, string, 'block' | 'warn']>([
    [
      'Quick question before I send the lease: are you on any psych meds?',
      undefined,
      'applicant-health-question/handicap',
      'block',
    ],
    [
      'Has your son ever been hospitalized for his condition?',
      undefined,
      'applicant-health-question/handicap',
      'block',
    ],
    [
      'What is her medical condition, if you dont mind me asking?',
      undefined,
      'applicant-health-question/handicap',
      'block',
    ],
    [
      '¿Cuál es su diagnóstico? El dueño quiere saber.',
      undefined,
      'applicant-health-question/handicap',
      'block',
    ],
    ['¿Tiene usted alguna discapacidad?', undefined, 'applicant-health-question/handicap', 'block'],
  ])(
    '%s (%s) fires %s and is %s',
    (text, state, rule, outcome) => {
      expect(firesIn(APPLICANT_HEALTH_QUESTION_RULES, text, rule)).toBe(true);
      expect(outcomeFor(text, state)).toBe(outcome);
    },
    20_000,
  );

  it.each<string>([
    'The unit has grab bars, a roll-in shower and lever handles throughout.',
    'We never ask what your diagnosis is; any applicant who meets the income rule qualifies.',
    'The pharmacy next door fills prescriptions until 9pm.',
    'Elevator access to every floor and a ramp at the side entrance.',
  ])(
    'leaves "%s" alone',
    (text) => {
      expect(
        APPLICANT_HEALTH_QUESTION_RULES.some((r) =>
          firesIn(APPLICANT_HEALTH_QUESTION_RULES, text, `${r.id}/${r.category}`),
        ),
      ).toBe(false);
      expect(outcomeFor(text)).toBe('ok');
    },
    20_000,
  );
});
