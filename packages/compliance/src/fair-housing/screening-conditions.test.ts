import { describe, expect, it } from 'vitest';
import { SCREENING_CONDITION_RULES } from './screening-conditions';
import { findingsOf, firesIn, outcomeFor, warmUp } from './testing/family-cases';

// New wording for each rule (not the review sets' sentences), and look-alikes that stay ok.
describe('screening conditions and questions by class (screening-conditions.ts)', () => {
  warmUp();

  it.each<[string, string | undefined, string]>([
    [
      'Unit 3 will be leased only if the applicant is a member of a Catholic parish.',
      undefined,
      'only-if-congregation/religion',
    ],
    ['Para rentar es requisito hablar inglés.', undefined, 'es-english-required/national_origin'],
    [
      'If a caller speaks with a thick accent, tell them the unit was rented.',
      undefined,
      'trait-unavailable/national_origin',
    ],
    [
      "Callers with a thick accent: don't schedule a showing, just say nothing is available.",
      undefined,
      'trait-unavailable/national_origin',
    ],
  ])(
    '%s (%s) is %s and blocks',
    (text, state, rule) => {
      expect(firesIn(SCREENING_CONDITION_RULES, text, rule)).toBe(true);
      expect(outcomeFor(text, state)).toBe('block');
    },
    20_000,
  );

  it.each<[string, string]>([
    ['Rental form, line 4: religious affiliation.', 'faith-asked-on-application/religion'],
    ['There is a question on our application about religion.', 'faith-asked-on-application/religion'],
    ['One arrest, even if it never led to charges, and you are denied.', 'arrest-denied/race'],
  ])('%s is %s and warns', (text, rule) => {
    expect(firesIn(SCREENING_CONDITION_RULES, text, rule)).toBe(true);
    expect(findingsOf(text).some((f) => f.endsWith(' warn'))).toBe(true);
    expect(outcomeFor(text)).toBe('warn');
  });

  it.each<[string, string]>([
    ['Solo alquilamos a personas que hablen inglés.', 'es-english-required/national_origin block'],
    ['Só alugamos para pessoas que falem inglês.', 'es-english-required/national_origin block'],
  ])('%s finds %s', (text, finding) => {
    expect(findingsOf(text)).toContain(finding);
  });

  it.each([
    'We never ask about religion on our application.',
    "There's nothing on our application about religion. We only ask about income, rental history and references.",
    'No question on the form asks about your faith.',
    'Se habla inglés y español.',
    'An arrest alone is not grounds for denial; convictions are reviewed individually.',
    'Hablamos español; el contrato está disponible en español y en inglés.',
  ])('leaves alone %s', (text) => {
    expect(outcomeFor(text)).toBe('ok');
  });
});
