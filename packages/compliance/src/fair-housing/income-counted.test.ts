import { describe, expect, it } from 'vitest';
import { checkFairHousingRules } from './engine';

const rules = (text: string, state = 'NY') =>
  checkFairHousingRules(text, { state }).map((f) => `${f.rule} ${f.severity}`);

describe('lawful income not counted (income-counted.ts)', () => {
  it.each([
    ['Disability payments and spousal support are not considered toward qualifying.', 'income-not-counted'],
    ['We do not count SSDI as income.', 'income-not-counted'],
    ['Your qualifying income has to be from payroll.', 'wages-only'],
    ['Paystub income only, no exceptions.', 'wages-only'],
    ['Only job income is counted.', 'wages-only'],
  ])('blocks in New York: %s', (text, rule) => {
    expect(rules(text)).toContain(`${rule}/source_of_income block`);
  });

  it('warns where the state does not protect source of income', () => {
    expect(rules('We do not count SSDI as income.', 'TX')).toContain(
      'income-not-counted/source_of_income warn',
    );
  });

  it.each([
    'Pensions, alimony, SSI and vouchers all count toward qualifying.',
    "Vouchers don't count toward the income test; only the tenant's share of the rent does.",
    'Send your last two W-2s or any other proof of income.',
    'Income must be from employment or any other lawful source.',
  ])('leaves alone %s', (text) => {
    expect(rules(text).filter((r) => /^(?:income-not-counted|wages-only)/.test(r))).toEqual([]);
  });
});

// Helper fh31's probes: "Income source: wages only", benefits "not counted" in a criteria line.
describe('wages only and benefits not counted, as criteria (income-counted.ts)', () => {
  it.each([
    ['Qualifying income: salary only.', 'wages-only'],
    ['Alimony and disability checks not counted toward the 3x rule.', 'income-not-counted'],
  ])('blocks in New Jersey: %s', (text, rule) => {
    expect(rules(text, 'NJ')).toContain(`${rule}/source_of_income block`);
  });
  it('warns where the state does not protect source of income', () => {
    expect(rules('Income source: payroll only; SSI not counted.', 'IN')).toContain(
      'wages-only/source_of_income warn',
    );
  });
  it.each([
    'All income counts: wages, SSI, child support and vouchers.',
    'Income source: any lawful source, including vouchers.',
  ])('leaves alone %s', (text) => {
    expect(rules(text, 'NJ')).toEqual([]);
  });
});

describe('only paychecks counted (wages-only)', () => {
  it.each(['We only count paychecks toward the income rule.', 'Only wages count for the 3x test.'])(
    '%s',
    (text) => {
      expect(rules(text)).toContain('wages-only/source_of_income block');
    },
  );
  it('leaves paychecks among any source alone', () => {
    expect(rules('We count paychecks, benefits or vouchers of any kind.')).toEqual([]);
  });
});
