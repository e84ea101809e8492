import { describe, expect, it } from 'vitest';
import { checkFairHousingRules } from '../engine';

const found = (text: string, state?: string) =>
  checkFairHousingRules(text, { state }).map((f) => `${f.category} ${f.severity}`);

// 42 U.S.C. §3604(c) in Hindi written in Latin letters (lang-hi.ts through language-rules.ts).
describe('Hindi-English limitations and refusals (lang-hi.ts)', () => {
  it.each([
    ['Flat khali hai, sirf Gujarati parivar ko denge.', 'national_origin block'],
    ['Muslims ko nahi dena, owner ka rule hai.', 'religion block'],
    ['2BHK available, kunwaare log allowed nahi.', 'marital_status block'],
  ])('blocks %s', (text, expected) => {
    expect(found(text, 'NJ')).toContain(expected);
  });

  it('keeps marital status a state class: a warning where no statute protects it', () => {
    expect(found('Sirf shaadi shuda couples ko denge.', 'TX')).toContain('marital_status warn');
    expect(found('Sirf shaadi shuda couples ko denge.', 'NY')).toContain('marital_status block');
  });

  it.each([
    ['केवल गोरे रंग वाले किरायेदार', 'color block'],
    ['मुसलमानों को किराया नहीं देंगे', 'religion block'],
  ])('blocks Devanagari %s', (text, expected) => {
    expect(found(text)).toContain(expected);
  });

  it.each([
    'काले रंग की टाइल, केवल 5 मिनट',
    'Mandir paas mein hai, married couples aur bachelors dono welcome.',
    'Hindu temple and an Indian grocery within a mile.',
    'Family ke liye accha ghar, school paas mein.',
  ])('leaves alone %s', (text) => {
    expect(found(text)).toEqual([]);
  });
});
