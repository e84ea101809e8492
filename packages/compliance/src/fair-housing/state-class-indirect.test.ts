import { describe, expect, it } from 'vitest';
import { checkFairHousingRules } from './engine';
import type { ProtectedClass } from './types';

const worst = (text: string, category: ProtectedClass, state?: string) => {
  const f = checkFairHousingRules(text, { state }).filter((x) => x.category === category);
  return f.some((x) => x.severity === 'block') ? 'block' : f.length > 0 ? 'warn' : 'ok';
};

// [text, class, a state protecting it, a state not protecting it]
const PAIRS: readonly [string, ProtectedClass, string, string][] = [
  [
    'Households whose rent is covered by a housing choice voucher must put down a double deposit.',
    'source_of_income',
    'NJ',
    'TX',
  ],
  [
    'Because you said you receive public assistance, the landlord is going a different direction.',
    'source_of_income',
    'MN',
    'AL',
  ],
  [
    'He would much rather lease the loft to a married couple than to a pair who are only dating.',
    'marital_status',
    'NJ',
    'WY',
  ],
  ['Single or divorced renters are basically a non-starter for the owner.', 'marital_status', 'NJ', 'NE'],
  [
    'Widowed or separated applicants have to provide the court order with the form.',
    'marital_status',
    'NJ',
    'NE',
  ],
  ['El dueño exige el certificado de matrimonio a cada pareja.', 'marital_status', 'NJ', 'KY'],
  ['Guardsmen on call this year, the landlord would rather not.', 'military_status', 'OH', 'MO'],
];

describe('state classes said indirectly (the state decides the severity)', () => {
  it('blocks where the state protects the class and warns elsewhere', () => {
    for (const [text, category, protects, not] of PAIRS) {
      expect(worst(text, category, protects), `${text} @${protects}`).toBe('block');
      expect(worst(text, category, not), `${text} @${not}`).toBe('warn');
    }
  });

  it('warns on residents described as not program tenants', () => {
    for (const text of [
      'The tenants are mostly nurses and teachers rather than voucher holders.',
      'You will not find many welfare families on this street.',
    ])
      expect(worst(text, 'source_of_income', 'NY'), text).toBe('warn');
  });

  it('leaves the look-alikes alone', () => {
    for (const text of [
      'Residents whose rent is paid by a voucher post the same deposit as everyone else.',
      'Since you mentioned vouchers, we accept them and the inspection takes a week.',
      'The married couple upstairs has lived here longer than anyone.',
      'Single-family home, no program fees.',
      'Reservists get the SCRA military clause; call us with questions.',
      'El acta de entrega se firma al recibir las llaves.',
    ])
      expect(checkFairHousingRules(text, { state: 'NJ' }), text).toEqual([]);
  });
});
