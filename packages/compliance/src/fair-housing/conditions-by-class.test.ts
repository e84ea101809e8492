import { describe, expect, it } from 'vitest';
import { checkFairHousingRules } from './engine';

const rules = (text: string, state = 'NJ') =>
  checkFairHousingRules(text, { state }).map((f) => `${f.rule} ${f.severity}`);

describe('conditions asked of one class (conditions-by-class.ts)', () => {
  it.each([
    'Single mothers will need a husband or father to co-sign.',
    'A male guarantor is required for all women renting alone.',
  ])('blocks a male co-signer asked of women: %s', (text) => {
    expect(rules(text)).toContain('male-cosigner/sex block');
  });

  it.each([
    'Couples living together without marriage... cohabiting partners have to fill out separate applications.',
    'Domestic partners will each sign their own leases.',
    "Partners who aren't married have to qualify individually.",
  ])('blocks separate leases for unmarried couples in New Jersey: %s', (text) => {
    expect(rules(text)).toContain('unmarried-apart/marital_status block');
  });

  it('warns on separate leases where marital status is not protected', () => {
    expect(rules('Domestic partners will each sign their own leases.', 'AL')).toContain(
      'unmarried-apart/marital_status warn',
    );
  });

  it.each([
    'A co-signer is required when income is under three times the rent.',
    'Roommates sign separate leases for each bedroom.',
    'Spouses and partners apply together on one application.',
    'Couples who are not married are welcome to apply together.',
    'Women-owned brokerage; every applicant may add a guarantor.',
  ])('leaves alone %s', (text) => {
    expect(rules(text).filter((r) => /^(?:male-cosigner|unmarried-apart)/.test(r))).toEqual([]);
  });
});
