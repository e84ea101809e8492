import { beforeAll, describe, expect, it } from 'vitest';
import { outcomeOf } from './corpus/measure';
import { checkFairHousingRules } from './engine';

// New wording for each rule (not the review sets' sentences), and look-alikes that stay ok. "Sec. 8" keeps its number across the dot (the tokeniser), "Sec. 4" stays a section.
describe('lawful income refused, screened out or charged more by its source (income-source-screens.ts)', () => {
  const check = (text: string, state?: string) => checkFairHousingRules(text, state ? { state } : {});
  beforeAll(() => {
    checkFairHousingRules('warm up');
  }, 60_000);

  it.each<[string, string | undefined, string, string]>([
    ['No tomamos programas de vivienda del gobierno.', 'NY', 'es-program-refused/source_of_income', 'block'],
    ['No tomamos programas de vivienda del gobierno.', 'TX', 'es-program-refused/source_of_income', 'warn'],
  ])('%s (%s) finds %s, %s', (text, state, rule, outcome) => {
    expect(check(text, state).map((f) => f.rule)).toContain(rule);
    expect(outcomeOf(check(text, state))).toBe(outcome);
  });

  it.each<[string, string | undefined, string]>([
    [
      'Will the landlord accept housing vouchers? Unfortunately, no.',
      'OR',
      'voucher-question-no/source_of_income block',
    ],
  ])('%s (%s) finds %s', (text, state, finding) => {
    expect(check(text, state).map((f) => `${f.rule} ${f.severity}`)).toContain(finding);
  });

  it.each<[string, string | undefined]>([
    ['Tenants whose rent is covered by a county program pay an extra $300 deposit.', 'NJ'],
    ['Sunny 2BR, no Sec. 8 please.', 'NY'],
    ['Units with carpet: management will not accept payments covered by the housing authority.', 'WA'],
    ['Turn away anyone whose income comes from disability benefits.', 'WA'],
    ['Residents paying through section 8 pay 150 more each month.', 'WA'],
  ])('blocks %s (%s)', (text, state) => {
    expect(outcomeOf(check(text, state))).toBe('block');
  });

  it.each<[string, string | undefined]>([
    ['Aceptamos todos los programas de vivienda.', undefined],
    ['Do you take Section 8? No problem, we do.', 'CA'],
    ['See Sec. 4 of the lease. No smoking.', undefined],
    ['The owner accepts rent paid by check or through the portal.', 'WA'],
    ['Tenants paying with a card pay a 3% processing fee.', 'WA'],
  ])('leaves alone %s (%s)', (text, state) => {
    expect(outcomeOf(check(text, state))).toBe('ok');
  });
});

// Helper fh31's probes: a voucher left to the owner's discretion while others meet stated criteria.
describe('vouchers at the owner’s discretion (income-source-screens.ts)', () => {
  const rules = (text: string, state = 'NY') =>
    checkFairHousingRules(text, { state }).map((f) => `${f.rule} ${f.severity}`);
  it.each([
    'Section 8 accepted case by case.',
    'Housing choice voucher holders: subject to landlord approval.',
    "Rental assistance applicants are reviewed at management's sole discretion.",
  ])('blocks %s', (text) => {
    expect(rules(text)).toContain('voucher-at-discretion/source_of_income block');
  });
  it.each([
    'Vouchers welcome; every application is scored the same way.',
    "Pets are allowed at the owner's discretion.",
  ])('leaves alone %s', (text) => {
    expect(rules(text)).toEqual([]);
  });
});
