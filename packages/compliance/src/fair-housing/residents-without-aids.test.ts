import { describe, expect, it } from 'vitest';
import { RESIDENTS_WITHOUT_AIDS_RULES } from './residents-without-aids';
import { firesIn, outcomeFor, warmUp } from './testing/family-cases';

// New wording (not review-35's sentences) that must flag, and look-alikes that must stay ok.
describe('residents described by the aids none of them use (residents-without-aids.ts)', () => {
  warmUp();

  it.each<[string, string | undefined, string, 'block' | 'warn']>([
    [
      'Great crowd in this building, no one here uses a walker or anything.',
      undefined,
      'residents-without-aids/handicap',
      'warn',
    ],
    [
      'Nadie usa silla de ruedas en este edificio, todos son muy activos.',
      undefined,
      'residents-without-aids/handicap',
      'warn',
    ],
  ])(
    '%s (%s) fires %s and is %s',
    (text, state, rule, outcome) => {
      expect(firesIn(RESIDENTS_WITHOUT_AIDS_RULES, text, rule)).toBe(true);
      expect(outcomeFor(text, state)).toBe(outcome);
    },
    20_000,
  );

  it.each<string>([
    "Nobody's on the waitlist right now.",
    'No one here has to climb stairs: there is an elevator to every floor.',
    'Wheelchair-accessible entrance and a roll-in shower.',
  ])(
    'leaves "%s" alone',
    (text) => {
      expect(
        RESIDENTS_WITHOUT_AIDS_RULES.some((r) =>
          firesIn(RESIDENTS_WITHOUT_AIDS_RULES, text, `${r.id}/${r.category}`),
        ),
      ).toBe(false);
      expect(outcomeFor(text)).toBe('ok');
    },
    20_000,
  );
});
