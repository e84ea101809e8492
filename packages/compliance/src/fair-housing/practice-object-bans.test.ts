import { describe, expect, it } from 'vitest';
import { PRACTICE_OBJECT_BAN_RULES } from './practice-object-bans';
import { firesIn, outcomeFor, warmUp } from './testing/family-cases';

// New wording (not review-35's sentences) that must flag, and look-alikes that must stay ok.
describe('bans on the objects of one faith and observance (practice-object-bans.ts)', () => {
  warmUp();

  it.each<[string, string | undefined, string, 'block' | 'warn']>([
    [
      'Residents are reminded that mezuzahs must be removed from all door frames by Friday.',
      undefined,
      'practice-object-ban/religion',
      'block',
    ],
    [
      'New board policy: no prayer gatherings in the community room.',
      undefined,
      'practice-object-ban/religion',
      'block',
    ],
    [
      'Diwali lamps are prohibited on the walkways this year.',
      undefined,
      'practice-object-ban/religion',
      'block',
    ],
    [
      'Se prohiben los altares de muertos en los balcones.',
      undefined,
      'practice-object-ban/religion',
      'block',
    ],
    [
      'No nativity scenes on the front lawns this December.',
      undefined,
      'practice-object-ban/religion',
      'block',
    ],
  ])(
    '%s (%s) fires %s and is %s',
    (text, state, rule, outcome) => {
      expect(firesIn(PRACTICE_OBJECT_BAN_RULES, text, rule)).toBe(true);
      expect(outcomeFor(text, state)).toBe(outcome);
    },
    20_000,
  );

  it.each<string>([
    'The mosque is two blocks away.',
    'Sukkahs are welcome on the ground-floor patios during the holiday.',
    'No grills or holiday lights on balconies, for fire safety.',
    'There is a quiet prayer room on the ground floor open to all residents.',
    // A rule for every faith's objects alike, and a building that only holds no services.
    'All seasonal decorations, nativity sets and Diwali lamps included, must be taken down by February 1.',
    'Wreaths, crosses and mezuzahs alike may not be nailed into the new steel doors.',
    'No Bible study groups are hosted by the management office; residents may book the lounge for any event.',
  ])(
    'leaves "%s" alone',
    (text) => {
      expect(
        PRACTICE_OBJECT_BAN_RULES.some((r) =>
          firesIn(PRACTICE_OBJECT_BAN_RULES, text, `${r.id}/${r.category}`),
        ),
      ).toBe(false);
      expect(outcomeFor(text)).toBe('ok');
    },
    20_000,
  );
});
