import { describe, expect, it } from 'vitest';
import { checkFairHousingRules } from './engine';

const found = (text: string, state?: string) =>
  checkFairHousingRules(text, state ? { state } : {}).map((f) => `${f.category} ${f.severity}`);

// State statutes by the jurisdiction table (state-class-proxies.ts).
describe('state classes said through a stand-in', () => {
  it.each([
    ['Couples sharing a bedroom must upload a copy of their marriage license.', 'NJ', 'marital_status block'],
    ['Couples sharing a bedroom must upload a copy of their marriage license.', 'TX', 'marital_status warn'],
    [
      'Proof of marriage required? Yes: bring your marriage certificate to the showing.',
      'NY',
      'marital_status block',
    ],
    ['Great for renters who get a regular paycheck.', 'CA', 'source_of_income warn'],
    ['Ideal for a salaried professional with steady payroll income.', 'NY', 'source_of_income warn'],
    ['Perfect for a quiet civilian couple.', 'WA', 'military_status warn'],
    [
      'Sorry, the basic allowance for housing does not count toward our income test.',
      'IL',
      'military_status block',
    ],
  ])('reads %s (%s)', (text, state, want) => {
    expect(found(text, state)).toContain(want);
  });

  it.each([
    'If your ID shows a different name, a marriage certificate or court order showing the name change works.',
    'No marriage certificate needed: both co-tenants sign the lease.',
    'All applicants need income of 3x rent from any lawful source, vouchers included.',
    'Walk to the civilian airport terminal and the harbor.',
    'Great for anyone looking for civilian jobs at the base.',
    'BAH counts as income here, like wages, benefits or vouchers.',
  ])('leaves alone %s', (text) => {
    expect(found(text, 'NY')).toEqual([]);
  });
});

describe('proof of marriage asked to be seen (state-class-proxies.ts)', () => {
  it('reads "we need to see your marriage certificate" as the condition it is', () => {
    expect(found('Couples: we will want to review your marriage license first.', 'NJ')).toContain(
      'marital_status block',
    );
  });
  it('leaves a certificate not needed, or needed for a name change, alone', () => {
    expect(found('We will not need to see a marriage certificate.', 'NJ')).toEqual([]);
    expect(found('We need to see your marriage certificate only if your name has changed.', 'NJ')).toEqual(
      [],
    );
  });
});
