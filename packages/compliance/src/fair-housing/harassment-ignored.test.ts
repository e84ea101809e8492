import { describe, expect, it } from 'vitest';
import { CLASS_THREAT_RULES } from './class-threat-notes';
import { firesIn, outcomeFor, warmUp } from './testing/family-cases';

// class-threat-notes.ts's harassment-ignored rules: new wording (not review-36's) that must flag, and
// look-alikes that must stay ok.
describe('reported harassment the office will not act on (class-threat-notes.ts)', () => {
  warmUp();

  it.each<[string, string]>([
    [
      'Somebody spray-painted racist graffiti on our garage. Building management says that is between the neighbors and refuses to step in.',
      'harassment-ignored/race',
    ],
    [
      'The kid upstairs shouts the n-word at my daughter; the landlord told us to ignore it.',
      'harassment-ignored/race',
    ],
    [
      'My neighbor keeps yanking at my hijab in the elevator and the super said he cannot police what residents do.',
      'harassment-ignored/religion',
    ],
    [
      'The leasing agent groped me in the model unit and his boss told me to lighten up.',
      'harassment-ignored/sex',
    ],
    [
      'The handyman keeps making comments about my legs. The owner says boys will be boys.',
      'harassment-ignored/sex',
    ],
  ])(
    '%s fires %s and blocks',
    (text, rule) => {
      expect(firesIn(CLASS_THREAT_RULES, text, rule)).toBe(true);
      expect(outcomeFor(text, undefined)).toBe('block');
    },
    20_000,
  );

  it.each<string>([
    'I reported the racist notes to the police and the manager changed the locks the same day.',
    'The manager said he will not tolerate racial slurs and served the neighbor a notice.',
    'Our handyman installed grab bars and the tenant thanked him for touching up the paint.',
    'Residents may wear a hijab, turban or yarmulke anywhere on the property; we do not police dress.',
    'Ramadan iftar in the clubhouse Friday, all welcome.',
  ])(
    'leaves "%s" alone',
    (text) => {
      const ids = ['race', 'religion', 'sex'].map((c) => `harassment-ignored/${c}`);
      expect(ids.some((id) => firesIn(CLASS_THREAT_RULES, text, id))).toBe(false);
    },
    20_000,
  );
});
