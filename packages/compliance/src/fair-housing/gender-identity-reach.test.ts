import { describe, expect, it } from 'vitest';
import { checkFairHousing } from './engine';

const rules = (text: string) => checkFairHousing(text, { state: 'CA' }).map((f) => `${f.rule} ${f.severity}`);

describe('gender identity by birth sex, ID or transition (gender-identity-reach.ts)', () => {
  it.each([
    ['Locker rooms are assigned by the biological sex of each resident.', 'facilities-by-birth-sex'],
    ['Showers go by the gender listed on your passport.', 'facilities-by-birth-sex'],
    ['We decline applicants if their license does not match how they look.', 'id-presentation-screen'],
    ['She was rejected since she is transgender and the owner is old-school.', 'refused-for-transitioning'],
    ['Nobody who is transitioning, the landlord says.', 'refused-for-transitioning'],
  ])('blocks in California: %s', (text, rule) => {
    expect(rules(text)).toContain(`${rule}/gender_identity block`);
  });

  it.each([
    'All-gender single-stall bathrooms on each level.',
    'Bring a photo ID; the name on the lease must be your legal name.',
    'A copy of your birth certificate or passport is needed for the co-op board.',
    'We declined the offer since the inspection found a leak.',
  ])('leaves alone %s', (text) => {
    expect(rules(text).filter((r) => r.includes('gender_identity'))).toEqual([]);
  });
});
