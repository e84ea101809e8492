import { describe, expect, it } from 'vitest';
import { checkFairHousingRules } from './engine';

const found = (text: string) => checkFairHousingRules(text).map((f) => `${f.category} ${f.severity}`);

// Terms by descent or complexion (terms-by-descent.ts; 42 U.S.C. §3604(b)).
describe('terms set by descent or complexion', () => {
  it.each([
    ['Renters of Asian descent must pay a double security deposit.', 'race block'],
    ['Applicants of Polish ancestry submit an extra guarantor form.', 'national_origin block'],
    ['Residents with a light complexion get the move-in fee waived.', 'color block'],
  ])('flags %s', (text, want) => {
    expect(found(text)).toContain(want);
  });

  it.each([
    'All applicants provide two landlord references.',
    'Tour the museum of African heritage, five minutes away.',
    'Great natural light for anyone who likes a bright bedroom.',
  ])('leaves alone %s', (text) => {
    expect(found(text)).toEqual([]);
  });
});
