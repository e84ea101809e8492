import { describe, expect, it } from 'vitest';
import { checkFairHousingRules } from './engine';

const worst = (text: string, state?: string) => {
  const f = checkFairHousingRules(text, { state }).filter((x) => x.category === 'source_of_income');
  return f.some((x) => x.severity === 'block') ? 'block' : f.length > 0 ? 'warn' : 'ok';
};

// State source-of-income laws (jurisdiction table): block where protected, warn elsewhere.
describe('source-of-income refusals without the stock words', () => {
  const refusals = [
    'Must be paid by a paycheck, not by a program.',
    'Rent has to come from your job, not the government.',
    'Employment required — not assistance.',
    'Earned income only.',
    'Only W-2 income.',
    'Rent must be paid from your own wages.',
    'No agency payments.',
    'No payments from agencies or charities.',
    'Only tenants who pay their own rent.',
    'Owner will not accept HAP contracts.',
    'We do not sign HAP contracts.',
    'No cupones.',
    'Nou pa aksepte Seksyon 8.',
    'Pa aksepte pwogram gouvènman.',
    'Mèt kay la pa pran Section 8.',
  ];

  it('blocks them where the state protects source of income', () => {
    for (const text of refusals) expect(worst(text, 'NY'), text).toBe('block');
  });

  it('warns where no state statute protects it', () => {
    for (const text of refusals) expect(worst(text, 'GA'), text).toBe('warn');
  });

  it('leaves income screens that name no source alone', () => {
    for (const text of [
      'Income 3x rent.',
      'Income must be verifiable; pay stubs or benefit letters accepted.',
      'Pay rent yourself online through the tenant portal.',
      'Walk to the job center and training programs.',
      'Not far from work or the government center.',
      'Vouchers welcome; HAP contracts signed promptly.',
      'No cupones de descuento at the front desk.',
      'Kay la pa gen pwoblèm, tout bagay bon.',
    ])
      expect(worst(text, 'NY'), text).toBe('ok');
  });
});
