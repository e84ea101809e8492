import { describe, expect, it } from 'vitest';
import { checkFairHousingRules } from './engine';
import { outcomeFor, warmUp } from './testing/family-cases';

const worst = (text: string, state?: string) => {
  const f = checkFairHousingRules(text, { state }).filter((x) => x.category === 'gender_identity');
  return f.some((x) => x.severity === 'block') ? 'block' : f.length > 0 ? 'warn' : 'ok';
};

describe('gender identity without a class word (HUD memo 2021; state laws)', () => {
  it('blocks the paraphrases', () => {
    for (const text of [
      'Birth certificate required to match the gender on the application.',
      'Tenants must live as the sex assigned at birth.',
      'Gender on the ID must match birth sex.',
      'Residents must use the gender they were born with.',
      'Roommate must present as their biological sex.',
      'No transitioning tenants.',
      'Anyone currently transitioning need not apply.',
    ])
      expect(worst(text), text).toBe('block');
  });

  it('leaves the look-alikes alone', () => {
    for (const text of [
      'Photo ID required for all applicants.',
      'Birth certificates for children are not required.',
      'Easy transition from the kitchen to the patio.',
      'Built in 1925; the original birth of the neighborhood.',
    ])
      expect(checkFairHousingRules(text), text).toEqual([]);
  });
});

// Amenity hours set "to" the sex assigned at birth (gender-identity-rules.ts placed-by-birth-sex).
describe('amenity hours by sex at birth (gender-identity-rules.ts)', () => {
  warmUp();

  it('blocks pool hours given to each biological sex in a protecting state', () => {
    expect(
      outcomeFor('Pool hours are given out according to biological sex, see the posted schedule.', 'NJ'),
    ).toBe('block');
    expect(
      outcomeFor('Sauna times are allocated by the sex recorded at birth, mornings and evenings.', 'WA'),
    ).toBe('block');
  });

  it('leaves hours assigned by building or unit alone', () => {
    expect(outcomeFor('Gym hours are assigned to each building by floor.', 'NJ')).toBe('ok');
  });
});
