import { describe, expect, it } from 'vitest';
import { checkFairHousingRules } from './engine';

const found = (text: string, state?: string) =>
  checkFairHousingRules(text, state ? { state } : {}).map((f) => `${f.category} ${f.severity}`);

// State classes: source of income (NY, CA, MA, NJ), military status (OH, IL), marital status (NJ, CA, NY).
describe('state classes refused in paraphrase (state-class-refusals.ts)', () => {
  it.each([
    ['Housing authority clients should not apply here.', 'NY', 'source_of_income block'],
    ['We no longer accept tenants on rental assistance.', 'CA', 'source_of_income block'],
    ['Rent must be paid by the tenant: no agency or city funds.', 'MA', 'source_of_income block'],
    ['Section 8 and SSI are not counted toward the rent-to-income ratio.', 'NJ', 'source_of_income block'],
    ['Renters still in the military will not be considered.', 'OH', 'military_status block'],
    ['Anyone with a dishonorable discharge is automatically denied.', 'IL', 'military_status block'],
    ['Unmarried couples must provide a guarantor.', 'NJ', 'marital_status block'],
  ])('blocks %s (%s)', (text, state, expected) => {
    expect(found(text, state)).toContain(expected);
  });

  it('warns in a state without the class', () => {
    expect(found('Housing authority clients should not apply here.', 'TX')).toContain(
      'source_of_income warn',
    );
  });

  it.each([
    'Single-family home; applicants under 3x rent need a co-signer.',
    'Single applicants and couples alike need a guarantor if income is short.',
    'Vouchers are counted toward the income requirement.',
    'No program fees and no HOA dues.',
    'Uniform move-in fees for every applicant.',
  ])('leaves alone %s', (text) => {
    expect(found(text, 'NY')).toEqual([]);
  });
});
