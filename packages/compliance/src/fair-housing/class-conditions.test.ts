import { describe, expect, it } from 'vitest';
import { checkFairHousingRules } from './engine';

const worst = (text: string, state?: string) => {
  const f = checkFairHousingRules(text, { state });
  return f.some((x) => x.severity === 'block') ? 'block' : f.length > 0 ? 'warn' : 'ok';
};

describe('conditions put on a class (class-conditions.ts; guest curfew and non-renewal frames in use-limits.ts)', () => {
  it('blocks the conditions in new wording', () => {
    for (const [text, state] of [
      ['Contracts will not be extended for residents who use wheelchairs.', undefined],
      ['Leases will not be renewed for pregnant tenants.', undefined],
      ['Women residents must have visitors out of the building by 9 pm.', undefined],
      ['Applicants must present as the gender on their ID.', 'CA'],
      ['The sex marker on your passport has to match your appearance.', 'NY'],
      ['As long as your rent money comes from employment and not from SSI, the unit is yours.', 'NY'],
      ['A single mom short on the deposit? We can work something out at my place after hours.', undefined],
      ['Divorcees behind on rent can come to an arrangement with me in private.', undefined],
    ] as const)
      expect(worst(text, state), text).toBe('block');
  });

  it('warns on who the home suits by marital status', () => {
    expect(worst('Cozy studio, ideal for a young nurse with no husband.', 'MA')).toBe('warn');
  });

  it('leaves neutral rules alone', () => {
    for (const text of [
      'Leases will not be renewed for tenants who break the pet rule.',
      'Bring an ID; the gender on it does not need to match how you present.',
      'Income may come from a job, benefits or a voucher.',
      'Suited to a single professional or a couple.',
      'Tenants who cannot make rent can work out a payment plan with the office.',
      'Guests must be out by 11 pm on weeknights.',
      'All residents must have guests sign in at the front desk.',
    ])
      expect(worst(text, 'NY'), text).toBe('ok');
  });
});
