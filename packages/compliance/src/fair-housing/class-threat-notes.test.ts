import { describe, expect, it } from 'vitest';
import { CLASS_THREAT_RULES } from './class-threat-notes';
import { firesIn, outcomeFor, warmUp } from './testing/family-cases';

// New wording (not review-35's sentences) that must flag, and look-alikes that must stay ok.
describe('threats and harassment aimed at a class (class-threat-notes.ts)', () => {
  warmUp();

  it.each<[string, string | undefined, string, 'block' | 'warn']>([
    [
      'Sign taped to the mailbox: we see what your kind does at that synagogue every Saturday.',
      undefined,
      'class-threat-note/religion',
      'block',
    ],
    [
      'Letter slid under the door: Pack up or else. Nobody here wants the temple crowd.',
      undefined,
      'class-threat-note/religion',
      'block',
    ],
    ['Sabemos lo que hacen ustedes los de esa mezquita.', undefined, 'class-threat-note/religion', 'block'],
    [
      'Someone keeps writing go back to Mexico on her car, and the office says it will not get involved.',
      undefined,
      'origin-notes-ignored/national_origin',
      'block',
    ],
    [
      'The graffiti says go back where you came from; management told him to handle it with the neighbours directly.',
      undefined,
      'origin-notes-ignored/national_origin',
      'block',
    ],
  ])(
    '%s (%s) fires %s and is %s',
    (text, state, rule, outcome) => {
      expect(firesIn(CLASS_THREAT_RULES, text, rule)).toBe(true);
      expect(outcomeFor(text, state)).toBe(outcome);
    },
    20_000,
  );

  it.each<string>([
    'The mosque is two blocks away and the bus stops outside.',
    'You people in 4B left the gate open again, please close it.',
    'Please go back to the office to pick up your keys; we cannot get involved in parking disputes.',
    'The church down the street runs a food pantry on Thursdays.',
  ])(
    'leaves "%s" alone',
    (text) => {
      expect(CLASS_THREAT_RULES.some((r) => firesIn(CLASS_THREAT_RULES, text, `${r.id}/${r.category}`))).toBe(
        false,
      );
      expect(outcomeFor(text)).toBe('ok');
    },
    20_000,
  );
});
