import { describe, expect, it } from 'vitest';
import { findingsOf, outcomeFor, warmUp } from './testing/family-cases';

// New wording for each rule (not the review sets' sentences), and look-alikes that stay ok.
describe('better terms offered to one class (class-benefits.ts)', () => {
  warmUp();

  it.each<[string, string]>([
    ["Buddhist tenants receive half off the first month's rent.", 'class-perk/religion block'],
    ['Members of Beth Shalom Synagogue get a reduced security deposit.', 'class-perk/religion block'],
    ['Single men get the first month free.', 'class-perk/sex block'],
    ['Hindu households get a reduced deposit.', 'class-perk/religion block'],
    ["Parishioners get $100 off each month's rent.", 'class-perk/religion block'],
    ['Gay couples get a discount on the deposit.', 'class-perk/sexual_orientation block'],
  ])('%s finds %s', (text, finding) => {
    expect(findingsOf(text)).toContain(finding);
  });

  it.each([
    'Every new resident gets $300 off the first month.',
    'Members of the fitness center get a discount on guest passes.',
    'Early applicants get the first month free.',
    'Women get 10% off at the salon next door.',
    "Residents get $100 off each month's rent.",
  ])('leaves alone %s', (text) => {
    expect(outcomeFor(text)).toBe('ok');
  });

  // A state class blocks where the state names it and warns elsewhere (jurisdictions.ts).
  it.each([
    ['Married couples get the first month free.', 'MI', 'block'],
    ['Married couples get the first month free.', 'TX', 'warn'],
  ])('%s in %s → %s', (text, state, expected) => {
    expect(outcomeFor(text, state)).toBe(expected);
  });
});
