import { describe, expect, it } from 'vitest';
import { findingsOf } from './testing/family-cases';

const rules = (text: string) => findingsOf(text, 'NY');

// Wordings of our own: residents described by language, generation, household or pay; and the same words
// said of the staff, the lease or the building.
describe('residents described by a trait that stands for a class (resident-traits.ts)', () => {
  it.each<[string, string]>([
    ['Half of the block speaks mostly Polish.', 'place-speaks/national_origin warn'],
    ['Lively thirty-something scene on every floor.', 'generation-crowd/age warn'],
    ['Honestly not much of a family kind of complex.', 'not-a-kid-place/familial_status warn'],
    ['None of the units are subsidized, all market rate.', 'all-salaried/source_of_income warn'],
  ])('%s → %s', (text, finding) => {
    expect(rules(text)).toContain(finding);
  });
  it.each([
    'Our leasing manager speaks Spanish and Polish.',
    'Leases and notices available in Vietnamese.',
    'The roof is twenty-something years old.',
    'Not a family room, more of a den.',
  ])('leaves alone: %s', (text) => {
    expect(rules(text)).toEqual([]);
  });
});
