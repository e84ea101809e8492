import { describe, expect, it } from 'vitest';
import { SUPPORT_ANIMAL_LETTER_RULES } from './support-animal-letters';
import { firesIn, outcomeFor, warmUp } from './testing/family-cases';

// New wording (not review-35's sentences) that must flag, and look-alikes that must stay ok.
describe('limits on who may write an assistance animal letter (support-animal-letters.ts)', () => {
  warmUp();

  it.each<[string, string | undefined, string, 'block' | 'warn']>([
    [
      'Your ESA letter has to come from a therapist who has been seeing you for at least six months.',
      undefined,
      'animal-letter-limits/handicap',
      'block',
    ],
    [
      'For support animals we accept documentation only from a psychiatrist licensed in this state.',
      undefined,
      'animal-letter-limits/handicap',
      'block',
    ],
    [
      'Therapist note or not, animals are not allowed in this building.',
      undefined,
      'animal-letter-dismissed/handicap',
      'block',
    ],
    [
      'No cats, and we do not care what your psychiatrist wrote in that letter.',
      undefined,
      'animal-letter-dismissed/handicap',
      'block',
    ],
    [
      'No se permiten mascotas. No importa lo que diga su terapeuta.',
      undefined,
      'animal-letter-dismissed/handicap',
      'block',
    ],
  ])(
    '%s (%s) fires %s and is %s',
    (text, state, rule, outcome) => {
      expect(firesIn(SUPPORT_ANIMAL_LETTER_RULES, text, rule)).toBe(true);
      expect(outcomeFor(text, state)).toBe(outcome);
    },
    20_000,
  );

  it.each<string>([
    'A letter from your provider is enough for an assistance animal.',
    'We accept support animal letters from nurse practitioners and therapists in any state.',
    'Dr. Patel has treated residents of the building for more than 20 years.',
    'No pets. We welcome ESAs with a letter.',
    'We do not care about your credit score, and there is no pet fee for support animals.',
  ])(
    'leaves "%s" alone',
    (text) => {
      expect(
        SUPPORT_ANIMAL_LETTER_RULES.some((r) =>
          firesIn(SUPPORT_ANIMAL_LETTER_RULES, text, `${r.id}/${r.category}`),
        ),
      ).toBe(false);
      expect(outcomeFor(text)).toBe('ok');
    },
    20_000,
  );
});
