import { describe, expect, it } from 'vitest';
import { checkFairHousingRules } from './engine';
import type { ProtectedClass } from './types';

const worst = (text: string, category: ProtectedClass, state?: string) => {
  const f = checkFairHousingRules(text, { state }).filter((x) => x.category === category);
  return f.some((x) => x.severity === 'block') ? 'block' : f.length > 0 ? 'warn' : 'ok';
};

// Age: [text, a state protecting it, a state not protecting it].
const AGE_PAIRS: readonly [string, string, string][] = [
  ['The owner tends to lean towards applicants younger than 35.', 'NY', 'IA'],
  ['Honestly, is he maybe too old for a fifth-floor walk-up?', 'NY', 'LA'],
];
// Orientation and gender identity block in every state (HUD 2021 memo applying Bostock to §3604).
const IDENTITY: readonly [string, ProtectedClass][] = [
  ['The landlord does not feel comfortable with two men renting the studio together.', 'sexual_orientation'],
  [
    'Is your housemate actually your girlfriend? The board is old-school and I doubt you two would be welcome.',
    'sexual_orientation',
  ],
  ['I doubt the owner is ready for a nonbinary renter, to be honest.', 'gender_identity'],
  ['Not sure the HOA is ready for a lesbian couple.', 'sexual_orientation'],
];

describe('age, orientation and gender identity said indirectly', () => {
  it('blocks where the state protects the class and warns elsewhere', () => {
    for (const [text, protects, not] of AGE_PAIRS) {
      expect(worst(text, 'age', protects), `${text} @${protects}`).toBe('block');
      expect(worst(text, 'age', not), `${text} @${not}`).toBe('warn');
    }
    for (const [text, category] of IDENTITY) {
      expect(worst(text, category, 'NM'), text).toBe('block');
      expect(worst(text, category, 'AL'), text).toBe('block');
    }
  });

  it('warns on residents described by age or orientation', () => {
    expect(worst('The tenants here are mostly a young crowd.', 'age', 'NY')).toBe('warn');
    expect(
      worst('The street has lots of lesbian families and a great garden club.', 'sexual_orientation', 'NY'),
    ).toBe('warn');
  });

  it('reads the refusal verbs of Spanish and Tagalog for these classes', () => {
    expect(worst('La dueña no quiere alquilarles a reservistas.', 'military_status', 'CA')).toBe('block');
    expect(worst('Hindi kami tumatanggap ng bakla.', 'sexual_orientation', 'NY')).toBe('block');
  });

  it('leaves the look-alikes alone', () => {
    for (const text of [
      'We lean toward someone over 18 with steady income.',
      'A young crowd fills the taproom on weekends.',
      'The boiler is too old for the new thermostat.',
      'Two women own the bakery downstairs and it is great.',
      'Not sure the landlord is ready for a new roof this year.',
      'El dueño no quiere rentar la casa antes de marzo.',
    ])
      expect(checkFairHousingRules(text, { state: 'NY' }), text).toEqual([]);
  });
});
