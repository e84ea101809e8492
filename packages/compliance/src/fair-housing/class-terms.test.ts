import { describe, expect, it } from 'vitest';
import { checkFairHousingRules } from './engine';

const found = (text: string, state?: string) =>
  checkFairHousingRules(text, state ? { state } : {}).map((f) => `${f.category} ${f.severity}`);

// 42 U.S.C. §3604(a)-(c); 24 CFR §100.60, §100.65, §100.80 (class-terms.ts, vocabulary/term-groups.ts).
describe('different terms, screening settings and "taken" by a class-marked group', () => {
  it.each([
    ['Families with toddlers put down a second deposit before keys are released.', 'familial_status'],
    [
      'Security deposit is one month, plus 900 for families with young children because of the old paint.',
      'familial_status',
    ],
    ['Pregnant applicants need an extra co-signer.', 'familial_status'],
    ['Tenants on suboxone need a clean drug test and an additional deposit.', 'handicap'],
    ['People in recovery must provide a letter from their sponsor.', 'handicap'],
    ['Our leasing software is configured to reject anyone whose only income is SSI.', 'handicap'],
    ['Screening system set to hide applications from wheelchair users.', 'handicap'],
    ['Same-sex couples are asked for a bigger deposit.', 'sexual_orientation'],
    ['Transgender tenants must show their birth certificate name on every form.', 'gender_identity'],
    ['Trans renters must write their former legal name on the application.', 'gender_identity'],
    ['Renters with kids under 4 owe an additional $250 (old paint).', 'familial_status'],
    ['The pet-free units are off limits: households with toddlers may not lease them.', 'familial_status'],
    ['Security deposit is higher for tenants with an infant.', 'familial_status'],
    ['Family with young kids? Tack on $200 to the deposit.', 'familial_status'],
    ['Leasing portal hides applicants with three children.', 'familial_status'],
    ['Renters with a psychiatric condition must put down a bigger deposit.', 'handicap'],
    ['Add a $75 monthly surcharge per child.', 'familial_status'],
    ['Each kid adds a kid fee of $30 a month.', 'familial_status'],
    // A denial elsewhere in the sentence does not cancel the added term.
    ['Families with kids pay the same rent but an extra deposit.', 'familial_status'],
    ['Tenants with kids pay no pet fee but an additional cleaning fee.', 'familial_status'],
    ['Referral bonus and gift card are not valid for renters with toddlers.', 'familial_status'],
    ['Memo: when a caller sounds like she is pregnant, tell her the 2BR is taken.', 'familial_status'],
    ['Renters who use suboxone must sign an extra addendum and pay a 300 deposit.', 'handicap'],
    ['The leasing system quietly scores and rejects anyone whose income is SSDI.', 'handicap'],
  ])('blocks %s', (text, category) => {
    expect(found(text)).toContain(`${category} block`);
  });

  it.each([
    [
      'First month free, but the offer is not available to Section 8 holders.',
      'NY',
      'source_of_income block',
    ],
    ['First month free, but the offer is not available to Section 8 holders.', 'TX', 'source_of_income warn'],
    [
      'Portal set to auto-decline applications where income source is a voucher.',
      'CA',
      'source_of_income block',
    ],
    [
      'When an applicant mentions a HASA voucher, say the apartment is already leased.',
      'NY',
      'source_of_income block',
    ],
    ['Servicemembers pay a higher deposit than civilians.', 'OH', 'military_status block'],
    ['Unmarried partners sign two leases; spouses share one.', 'NJ', 'marital_status block'],
    ['Tenants over 65 need a second guarantor.', 'NY', 'age block'],
    ['Renters 70 and older need a co-signer.', 'NJ', 'age block'],
    ['Lesbian couples must each sign their own lease.', 'CO', 'sexual_orientation block'],
    ['If anyone asks if we take vouchers, say we have no vacancies.', 'NY', 'source_of_income block'],
    [
      'Configure our screening portal to drop renters reporting rental assistance.',
      'CA',
      'source_of_income block',
    ],
    [
      'Intake system auto-rejects anyone whose income comes from public assistance.',
      'MA',
      'source_of_income block',
    ],
    ['Tenants past 70 must bring a physician letter before signing.', 'NY', 'age block'],
    [
      'Section 8 renters wait two weeks for approval; everyone else hears back the next day.',
      'NY',
      'source_of_income block',
    ],
    ['Unmarried partners: each pays a full deposit. Married couples pay one.', 'NJ', 'marital_status block'],
    ['Renters over 65 undergo an additional credit check.', 'NY', 'age block'],
    ['Applicants with a general discharge need two guarantors.', 'IL', 'military_status block'],
    ['Callers with kids? Tell them there is a waiting list.', 'NY', 'familial_status block'],
  ])('reads %s (%s) by the state table', (text, state, want) => {
    expect(found(text, state)).toContain(want);
  });

  it.each([
    'Lead-paint disclosure provided to every tenant before signing.',
    'All applicants need one guarantor and the same deposit, families with children included.',
    'Families with kids never pay a higher deposit here.',
    'Move-in special applies to every new lease, voucher holders included.',
    'Screening filter set to decline incomplete applications.',
    'Voucher holders: the unit passed inspection and is ready for your caseworker.',
    'The pet deposit does not apply to assistance animals.',
    'A co-signer is needed for every applicant below 3x income, voucher holders included.',
    'Families with kids cannot miss the splash pad next door.',
    'Residents with newborns get a welcome basket from the office.',
    'Deposit $700, or $1,400 for tenants with two large dogs.',
    'Swim lessons at the clubhouse pool are $15 per child.',
    'Section 8 tenants get one month free on a 13-month lease.',
    'Voucher households also sign the separate lease addendum HUD requires.',
    'Voucher holders pay the same deposit as everyone else.',
    'Configure the screening portal to reject incomplete applications.',
    // Equal terms said outright (EQUAL in class-terms.ts).
    'Single renters and married couples alike need a co-signer when income falls short.',
    'Every tenant, including voucher holders, puts down one month of deposit like everyone else.',
    'Veterans on BAH sign the same 12-month lease as any other renter.',
    // The added term denied right before it ("no extra", "without an additional"): NONE in class-terms.ts,
    // the adjacent denial in class-contrast-terms.ts.
    'Families with kids pay the same rent, no extra fees.',
    'Renters with toddlers pay no additional deposit.',
    'Households with a newborn sign without an extra guarantor.',
    'Voucher holders owe zero additional fees at move-in.',
  ])('leaves alone %s', (text) => {
    expect(found(text, 'NY')).toEqual([]);
  });
});

// fh32: the voucher said as who pays the rent ("tenants whose rent is paid partly by a subsidy").
describe('source of income said by who pays the rent (term-groups.ts)', () => {
  it.each([
    'Tenants whose rent is covered by a housing voucher pay two months of deposit.',
    'Renters with rent paid in part through the housing authority need a cosigner.',
  ])('blocks in NJ %s', (text) => {
    expect(checkFairHousingRules(text, { state: 'NJ' }).map((f) => f.severity)).toContain('block');
  });
  it('leaves alone an equal term', () => {
    expect(
      checkFairHousingRules(
        'Rent may be paid by check, voucher or transfer; deposits are the same for all.',
        {
          state: 'NJ',
        },
      ),
    ).toEqual([]);
  });
});

// review-33: a term set for women or men as a group, also said by applying without a spouse
// (vocabulary/term-groups.ts sex group; 42 U.S.C. §3604(b)).
describe('different terms by sex', () => {
  const cats = (text: string) => checkFairHousingRules(text).map((f) => `${f.category} ${f.severity}`);
  it.each([
    'Ladies renting on their own need to submit an extra pay stub.',
    'Male applicants must provide a second guarantor.',
    'A woman applying without a husband must show three additional months of statements.',
  ])('blocks %s', (text) => {
    expect(cats(text)).toContain('sex block');
  });
  it.each([
    'Men and women alike need one guarantor.',
    'Every applicant must show two months of bank statements.',
    'A woman called about the deposit; she needs two references.',
  ])('leaves alone %s', (text) => {
    expect(cats(text)).toEqual([]);
  });
});

// review-33: a medical clearance asked of disabled applicants alone (24 CFR §100.202(c); §3604(f)(2)).
describe('a medical clearance asked of disabled applicants', () => {
  const cats = (text: string) => checkFairHousingRules(text).map((f) => `${f.category} ${f.severity}`);
  it.each([
    'SSDI recipients have to provide a physician sign off before the lease is signed.',
    'Wheelchair users need a health certificate from a doctor to rent the loft.',
  ])('blocks %s', (text) => {
    expect(cats(text)).toContain('handicap block');
  });
  it('leaves alone the same papers asked of everyone', () => {
    expect(cats('All applicants must bring photo ID and a recent pay stub.')).toEqual([]);
  });
});
