import { describe, expect, it } from 'vitest';
import { CLASS_CONTRAST_RULES } from './class-contrast-terms';
import { findingsOf, firesIn, outcomeFor, warmUp } from './testing/family-cases';

// New wording for each rule (not the review sets' sentences), and look-alikes that stay ok.
describe('different terms for a class named as a group (class-contrast-terms.ts)', () => {
  warmUp();

  it.each<[string, string | undefined, string]>([
    [
      'Tenants using a Section 8 voucher pay a doubled security deposit.',
      'NJ',
      'class-contrast-terms/source_of_income',
    ],
    [
      'Voucher holders can only see units on Monday mornings; everybody else books whenever they like.',
      'NJ',
      'class-contrast-terms/source_of_income',
    ],
    [
      'Families with young children pay a $300 stroller fee, others do not.',
      undefined,
      'class-contrast-terms/familial_status',
    ],
    [
      'Requests from households with kids are processed after all the others.',
      undefined,
      'class-contrast-terms/familial_status',
    ],
    [
      'Military families put down an extra two months of deposit.',
      'WA',
      'class-contrast-terms/military_status',
    ],
    ['Renters under 30 need a cosigner regardless of income.', 'NY', 'class-contrast-terms/age'],
    [
      'Single applicants must show 4x the rent, while married couples need 3x.',
      'MN',
      'class-contrast-terms/marital_status',
    ],
    [
      "Tenants who don't speak English get their repairs scheduled after everyone else's.",
      undefined,
      'class-contrast-terms/national_origin',
    ],
    [
      'Applicants who name a synagogue as a reference get only the 6-month lease; others choose.',
      undefined,
      'class-contrast-terms/religion',
    ],
    [
      'Anyone paying with a voucher has to put down a larger deposit.',
      'NJ',
      'class-contrast-terms/source_of_income',
    ],
    [
      'Tenants who use a voucher have to wait twice as long for repairs.',
      'IL',
      'class-contrast-terms/source_of_income',
    ],
  ])(
    '%s (%s) is %s and blocks',
    (text, state, rule) => {
      expect(firesIn(CLASS_CONTRAST_RULES, text, rule)).toBe(true);
      expect(outcomeFor(text, state)).toBe('block');
    },
    20_000,
  );

  it.each<[string, string]>([
    ['Tenants from overseas pay a double deposit.', 'class-contrast-terms/national_origin block'],
  ])('%s finds %s', (text, finding) => {
    expect(findingsOf(text)).toContain(finding);
  });

  it.each<[string, string | undefined]>([
    ['Voucher holders pay the same deposit as everyone else.', 'NJ'],
    ['Families with kids love the park; others prefer the gym.', undefined],
    ['Veterans receive a $100 discount on the first month; everyone else pays full price.', 'WA'],
    ['Veterans put down the standard deposit like everyone else.', 'WA'],
    ['Parents will love the school district; everyone else will love the trails.', undefined],
    ['We do not offer tours on Sundays.', undefined],
    ['Households with kids never pay a larger deposit here.', undefined],
    ['Voucher renters also sign the separate lease addendum the housing authority sends.', 'NY'],
    ['Applicants born outside the US pay the same deposit as everyone else.', undefined],
  ])('leaves alone %s (%s)', (text, state) => {
    expect(outcomeFor(text, state)).toBe('ok');
  });

  // One term for all, a group named inside "every applicant, including …": neither family flags it.
  it('reads "including voucher holders … like everyone else" as one term for all', () => {
    const text = 'Every applicant, including voucher holders, pays one month of deposit like everyone else.';
    expect(firesIn(CLASS_CONTRAST_RULES, text, 'class-contrast-terms/source_of_income')).toBe(false);
    expect(outcomeFor(text, 'NJ')).toBe('ok');
  });
});
