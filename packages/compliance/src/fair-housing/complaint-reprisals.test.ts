import { describe, expect, it } from 'vitest';
import { COMPLAINT_REPRISAL_RULES } from './complaint-reprisals';
import { firesIn, outcomeFor, warmUp } from './testing/family-cases';

// New wording (not review-35's sentences) that must flag, and look-alikes that must stay ok.
describe('reprisal after a complaint to the city or HUD (complaint-reprisals.ts)', () => {
  warmUp();

  it.each<[string, string | undefined, string, 'block' | 'warn']>([
    [
      'Since you phoned code enforcement about the slurs on your door, we will not be renewing your lease.',
      undefined,
      'complaint-reprisal/race',
      'block',
    ],
    [
      'After she reported us to the fair housing council, her rent is going up $200 in June.',
      undefined,
      'complaint-reprisal/race',
      'block',
    ],
    [
      'Now that he contacted legal aid about the ramp, dont expect me to fix his sink.',
      undefined,
      'complaint-reprisal/handicap',
      'block',
    ],
    [
      'We are raising your rent because you called the city about the swastika in the hallway.',
      undefined,
      'complaint-reprisal/religion',
      'block',
    ],
    [
      'Since you reported the super for harassing you, do not expect the dishwasher to be repaired.',
      undefined,
      'complaint-reprisal/sex',
      'block',
    ],
    [
      'Now that she complained about maintenance over those remarks, we are raising her rent in March.',
      undefined,
      'complaint-reprisal/sex',
      'block',
    ],
    [
      'Desde que usted llamó a HUD, no le vamos a renovar el contrato.',
      undefined,
      'complaint-reprisal/race',
      'block',
    ],
  ])(
    '%s (%s) fires %s and is %s',
    (text, state, rule, outcome) => {
      expect(firesIn(COMPLAINT_REPRISAL_RULES, text, rule)).toBe(true);
      expect(outcomeFor(text, state)).toBe(outcome);
    },
    20_000,
  );

  it.each<string>([
    'We fixed the repair after the city complaint.',
    'After you called code enforcement about the leak, we replaced the pipe the same week.',
    'I called the city about the racist graffiti and they painted over it the next day.',
    'Since you went to HUD, we have answered every letter they sent and changed nothing about your lease.',
    'After you reported me for those comments about the noise, we talked it out and the rent stays the same.',
    'I reported the maintenance man for harassing me and the police took a statement.',
  ])(
    'leaves "%s" alone',
    (text) => {
      expect(
        COMPLAINT_REPRISAL_RULES.some((r) =>
          firesIn(COMPLAINT_REPRISAL_RULES, text, `${r.id}/${r.category}`),
        ),
      ).toBe(false);
      expect(outcomeFor(text)).toBe('ok');
    },
    20_000,
  );
});
