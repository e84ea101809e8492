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
