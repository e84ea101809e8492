import { describe, expect, it } from 'vitest';
import { BIRTHPLACE_RULES } from './birthplace-asks';
import { firesIn, outcomeFor, warmUp } from './testing/family-cases';

// birthplace-asks.ts's origin-asked rule: new wording (not review-36's) that must flag, and look-alikes.
describe('ancestry asked in the course of a rental (birthplace-asks.ts)', () => {
  warmUp();

  it.each<string>([
    'Where are you originally from? The landlord wants to know before approving the lease.',
    'Quick question for your application: what country are your parents from?',
    'Antes de la cita, ¿de dónde es su familia? El dueño pregunta.',
  ])(
    '%s fires origin-asked and blocks',
    (text) => {
      expect(firesIn(BIRTHPLACE_RULES, text, 'origin-asked/national_origin')).toBe(true);
      expect(outcomeFor(text, undefined)).toBe('block');
    },
    20_000,
  );

  it.each<string>([
    "Welcome to the building! Where's your family from originally? Mine came from Ohio.",
    'The owner asked where the furniture is from originally; it came with the house.',
  ])(
    'leaves "%s" alone',
    (text) => {
      expect(firesIn(BIRTHPLACE_RULES, text, 'origin-asked/national_origin')).toBe(false);
    },
    20_000,
  );
});
