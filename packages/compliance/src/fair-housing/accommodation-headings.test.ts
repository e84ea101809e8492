import { describe, expect, it } from 'vitest';
import { findingsOf, outcomeFor, WIDENED_FAMILIES, warmUp } from './testing/family-cases';

// New wording for each rule (not the review sets' sentences), and look-alikes that stay ok.
describe('assistance animals charged under a heading (accommodation-headings.ts)', () => {
  warmUp();

  it.each<[string, string]>([
    ['Service animals: $25 monthly pet rent applies.', 'assistance-animal-fee-heading/handicap block'],
    ['ESA: one-time pet deposit of $300.', 'assistance-animal-fee-heading/handicap block'],
    ['ESAs: $200 non-refundable pet fee.', 'assistance-animal-fee-heading/handicap block'],
    ['Support animals — $50/mo pet rent.', 'assistance-animal-fee-heading/handicap block'],
  ])('%s finds %s', (text, finding) => {
    expect(findingsOf(text)).toContain(finding);
  });

  it.each([
    'Assistance animals: no fee and no deposit.',
    'Support animals: pet rent waived.',
    'Pets: $300 deposit plus $30 monthly pet rent.',
    'Service animals: no pet rent, no pet deposit.',
  ])('leaves alone %s', (text) => {
    expect(outcomeFor(text)).toBe('ok');
  });

  it.each([
    'Note to leasing: the cat is an assistance animal, so waive the pet deposit.',
    'Service animals, no pet rent.',
  ])('look-alike %s: no finding of the widened families', (text) => {
    expect(findingsOf(text).filter((r) => WIDENED_FAMILIES.test(r))).toEqual([]);
  });
});
