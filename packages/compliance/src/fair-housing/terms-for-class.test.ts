import { describe, expect, it } from 'vitest';
import { findingsOf, warmUp } from './testing/family-cases';

// Wordings of our own: each person, term and change from the vocabularies; and equal or lawful terms.
describe('different money terms for a class (terms-for-class.ts)', () => {
  warmUp();

  it.each<[string, string | undefined, string]>([
    [
      'The pet fee is tripled for tenants with service animals.',
      undefined,
      'term-changed-for-class/handicap block',
    ],
    [
      'Application fee is $50 higher for Haitian applicants.',
      undefined,
      'term-changed-for-class/national_origin block',
    ],
    ['Rent is $75 lower for Catholic tenants.', undefined, 'term-changed-for-class/religion block'],
    [
      'Extra security deposit for Korean renters, owner’s rule.',
      undefined,
      'term-changed-for-class/national_origin block',
    ],
    [
      'Deposit doubled for applicants whose native language is not English.',
      undefined,
      'term-changed-for-class/national_origin block',
    ],
    [
      'Pregnant applicants: collect an additional month of rent upfront.',
      undefined,
      'class-term-added/familial_status block',
    ],
    ['Voucher holders need a second guarantor.', 'NJ', 'class-term-added/source_of_income block'],
    ['Wheelchair users pay a bigger damage deposit.', undefined, 'class-term-added/handicap block'],
    [
      'A los inquilinos con discapacidad se les pide un depósito doble.',
      undefined,
      'class-term-added-es/handicap block',
    ],
  ])('%s (%s) → %s', (text, state, finding) => {
    expect(findingsOf(text, state)).toContain(finding);
  });

  it('is a warning for a state class outside its states', () => {
    expect(findingsOf('Voucher holders need a second guarantor.', 'TX')).toContain(
      'class-term-added/source_of_income warn',
    );
  });

  it.each([
    'Families with kids pay the same deposit as everyone else.',
    'No extra deposit for service animals, ever.',
    'Veterans get $200 off the first month.',
    'Seniors pay a reduced application fee.',
    'An extra deposit applies to pets over 40 lbs.',
    'A second month of security is required when credit is under 600.',
    'The rent is higher for the corner unit with the Catholic church view.',
    'Las familias con niños pagan el mismo depósito que todos.',
  ])('leaves alone: %s', (text) => {
    expect(findingsOf(text).filter((r) => /term-changed|class-term-added/.test(r))).toEqual([]);
  });
});

describe('a guarantor or a sum asked of a class alone (class-guarantor-or-charge)', () => {
  it.each([
    'For Haitian applicants the owner requires a guarantor, whatever the income.',
    'Tenants who observe Ramadan must pay 25 a month for late-night door service.',
  ])('%s', (text) => {
    expect(findingsOf(text).some((r) => r.startsWith('class-guarantor-or-charge/'))).toBe(true);
  });
  it.each([
    'Students need a co-signer.',
    'Applicants earning under 3x rent need a guarantor.',
    'Voucher holders do not need a co-signer.',
  ])('leaves alone: %s', (text) => {
    expect(findingsOf(text).filter((r) => r.startsWith('class-guarantor-or-charge/'))).toEqual([]);
  });
});

describe('a deposit paid by one class (class-guarantor-or-charge)', () => {
  it('blocks "female tenants pay a $200 cleaning deposit"', () => {
    expect(findingsOf('Female tenants pay a $200 cleaning deposit.')).toContain(
      'class-guarantor-or-charge/sex block',
    );
  });
  it('leaves a deposit everyone pays alone', () => {
    expect(findingsOf('All tenants pay a $300 damage deposit.')).toEqual([]);
  });
});

describe('a charge per child, a deposit that is higher, an extra waiver (terms-for-class.ts)', () => {
  it.each<[string, string | undefined, string]>([
    ['Add $40 per child for water usage.', undefined, 'charge-per-child/familial_status block'],
    ['Section 8 tenants pay a deposit $500 higher.', 'NY', 'class-term-added/source_of_income block'],
    [
      'Tenants who use wheelchairs must buy extra renters insurance.',
      undefined,
      'class-term-added/handicap block',
    ],
  ])('%s → %s', (text, state, finding) => {
    expect(findingsOf(text, state)).toContain(finding);
  });
  it.each([
    'Tickets are $5 per child at the street fair.',
    'All residents must sign a liability waiver for the gym.',
  ])('leaves alone: %s', (text) => {
    expect(findingsOf(text)).toEqual([]);
  });
});

describe('a co-signer asked of a class alone', () => {
  it('reads "are asked for a co-signer" as the class\'s term, and the same asked of all as none', () => {
    expect(findingsOf('Tenants with kids are asked for a guarantor; everyone else signs alone.')).toContain(
      'class-guarantor-or-charge/familial_status block',
    );
    expect(findingsOf('All applicants are asked for a cosigner if income is under 3x rent.')).toEqual([]);
  });
});

describe('a higher price quoted because of the class (price-quoted-for-class)', () => {
  it('blocks it and leaves a price change for the home alone', () => {
    expect(findingsOf('With your two toddlers the rent would be 1,900 instead of 1,700.')).toContain(
      'price-quoted-for-class/familial_status block',
    );
    expect(findingsOf('With the new roof it would be more like 450,000 instead of 430,000.')).toEqual([]);
  });
});
