import { describe, expect, it } from 'vitest';
import { checkFairHousingRules } from '../engine';

const found = (t: string) => checkFairHousingRules(t, { state: 'IL' }).map((f) => [f.category, f.severity]);

describe('vouchers named by their program or housing agency (state source-of-income laws)', () => {
  it('reads an agency or program name as the voucher it issues', () => {
    expect(found('We do not take NYCHA vouchers.')).toEqual([['source_of_income', 'block']]);
    expect(found('No DHA vouchers.')).toEqual([['source_of_income', 'block']]);
    expect(found('No HACLA.')).toEqual([['source_of_income', 'block']]);
  });
  it('leaves the agency named as a place, and a welcome, clean', () => {
    expect(found('NYCHA is two blocks away.')).toEqual([]);
    expect(found('CHA vouchers welcome.')).toEqual([]);
  });
});

describe('rent only without a program (a refusal of every voucher holder)', () => {
  it('reads "private pay only" as an exclusion, blocking where the state protects source of income', () => {
    expect(found('Small building, private-pay tenants only.')).toEqual([['source_of_income', 'block']]);
    expect(found('Solo pago privado.')).toEqual([['source_of_income', 'block']]);
    expect(checkFairHousingRules('Private pay only.', { state: 'TX' }).map((f) => f.severity)).toEqual([
      'warn',
    ]);
  });
  it('leaves private pay among other sources, and other private things, clean', () => {
    expect(found('We take private pay and every voucher program alike.')).toEqual([]);
    expect(found('Private parking only, two spaces per unit.')).toEqual([]);
  });
});
