import { describe, expect, it } from 'vitest';
import { RESTROOM_ASSIGNMENT_RULES } from './restroom-assignment';
import { firesIn, outcomeFor, warmUp } from './testing/family-cases';

// New wording (not review-35's sentences) that must flag, and look-alikes that must stay ok.
describe('a transgender tenant sent to another restroom or amenity (restroom-assignment.ts)', () => {
  warmUp();

  it.each<[string, string | undefined, string, 'block' | 'warn']>([
    [
      "Trans women residents are not allowed in the women's locker room at the gym.",
      'CA',
      'trans-facility-assignment/gender_identity',
      'block',
    ],
    [
      'Nonbinary guests have to use the staff bathroom behind the office.',
      'NY',
      'trans-facility-assignment/gender_identity',
      'block',
    ],
  ])(
    '%s (%s) fires %s and is %s',
    (text, state, rule, outcome) => {
      expect(firesIn(RESTROOM_ASSIGNMENT_RULES, text, rule)).toBe(true);
      expect(outcomeFor(text, state)).toBe(outcome);
    },
    20_000,
  );

  it.each<string>([
    'Single-stall restrooms are available to anyone who wants privacy.',
    "The clubhouse has men's, women's and all-gender restrooms.",
    'The gym has new showers and a sauna.',
  ])(
    'leaves "%s" alone',
    (text) => {
      expect(
        RESTROOM_ASSIGNMENT_RULES.some((r) =>
          firesIn(RESTROOM_ASSIGNMENT_RULES, text, `${r.id}/${r.category}`),
        ),
      ).toBe(false);
      expect(outcomeFor(text)).toBe('ok');
    },
    20_000,
  );
});
