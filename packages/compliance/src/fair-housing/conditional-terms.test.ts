import { describe, expect, it } from 'vitest';
import { findingsOf, outcomeFor, warmUp } from './testing/family-cases';

// New wording for each rule (not the review sets' sentences), and look-alikes that stay ok.
// Worse terms on a condition, "instead of", worse units shown (3604(b); 100.65; 100.70).
describe('worse terms or worse homes for a class, said as an instruction (conditional-terms.ts)', () => {
  warmUp();

  it.each<[string, string]>([
    ['If he turns out to be disabled, tell him the rent is much higher.', 'conditional-terms/handicap block'],
    [
      'When a caller says they have three kids, charge the premium deposit.',
      'conditional-terms/familial_status block',
    ],
    [
      'If the applicant is disabled, add an extra month of rent up front.',
      'conditional-terms/handicap block',
    ],
    [
      'For Muslim applicants the owner wants three months up front instead of one.',
      'group-terms-instead/religion block',
    ],
    [
      'We offered the Black couple the units next to the highway, the nice corner ones are for the regulars.',
      'worse-units-shown/race block',
    ],
    [
      'She showed the wheelchair user the ground floor by the laundry, the newer units go to the young professionals.',
      'worse-units-shown/handicap block',
    ],
  ])('%s finds %s', (text, finding) => {
    expect(findingsOf(text)).toContain(finding);
  });

  it.each([
    'If they have kids, mention the playground.',
    'For families with kids we keep a list of nearby schools rather than a brochure.',
    'We show everyone the nice units first and let them pick.',
    'If they have kids, tell them the yard is bigger.',
  ])('leaves alone %s', (text) => {
    expect(outcomeFor(text)).toBe('ok');
  });

  it('reads state classes by the agent state: a voucher named in the condition warns in Texas, blocks in New Jersey', () => {
    const text = 'For Section 8 tenants we require a cosigner rather than the usual income check.';
    expect(findingsOf(text, 'NJ')).toContain('group-terms-instead/source_of_income block');
    expect(findingsOf(text, 'TX')).toContain('group-terms-instead/source_of_income warn');
  });
});

// The term raised for the person addressed (conditional-term-raised).
describe('a term raised if the person addressed is of a class', () => {
  warmUp();
  it.each<[string, string]>([
    ['When you have kids the deposit jumps to two months.', 'conditional-term-raised/familial_status block'],
    ["If you're on a voucher, the rent is higher.", 'conditional-term-raised/source_of_income warn'],
  ])('%s finds %s', (text, finding) => {
    expect(findingsOf(text)).toContain(finding);
  });
  it.each(['If you have pets, the rent goes up by $50.', 'If your family grows, the rent stays the same.'])(
    'leaves alone %s',
    (text) => {
      expect(outcomeFor(text)).toBe('ok');
    },
  );
});
