import { beforeAll, describe, expect, it } from 'vitest';
import { outcomeOf } from './corpus/measure';
import { checkFairHousingRules } from './engine';

const rules = (text: string) =>
  checkFairHousingRules(text, { state: 'CA' }).map((f) => `${f.rule} ${f.severity}`);

describe('gender identity by birth sex, ID or transition (gender-identity-reach.ts)', () => {
  it.each([
    ['Locker rooms are assigned by the biological sex of each resident.', 'facilities-by-birth-sex'],
    ['Showers go by the gender listed on your passport.', 'facilities-by-birth-sex'],
    ['We decline applicants if their license does not match how they look.', 'id-presentation-screen'],
    ['She was rejected since she is transgender and the owner is old-school.', 'refused-for-transitioning'],
    ['Nobody who is transitioning, the landlord says.', 'refused-for-transitioning'],
  ])('blocks in California: %s', (text, rule) => {
    expect(rules(text)).toContain(`${rule}/gender_identity block`);
  });

  it.each([
    'All-gender single-stall bathrooms on each level.',
    'Bring a photo ID; the name on the lease must be your legal name.',
    'A copy of your birth certificate or passport is needed for the co-op board.',
    'We declined the offer since the inspection found a leak.',
  ])('leaves alone %s', (text) => {
    expect(rules(text).filter((r) => r.includes('gender_identity'))).toEqual([]);
  });
});

// New wording for each rule (not the review sets' sentences), and look-alikes that stay ok.
describe('sex held to a birth certificate, an ID marker that does not match (gender-identity-reach.ts)', () => {
  const check = (text: string, state?: string) => checkFairHousingRules(text, state ? { state } : {});
  beforeAll(() => {
    checkFairHousingRules('warm up');
  }, 60_000);

  it.each<[string, string | undefined, string]>([
    [
      'Residents’ gender has to match the sex assigned at birth.',
      'CA',
      'sex-matches-birth-certificate/gender_identity block',
    ],
  ])('%s (%s) finds %s', (text, state, finding) => {
    expect(check(text, state).map((f) => `${f.rule} ${f.severity}`)).toContain(finding);
  });

  it.each<[string, string | undefined]>([
    ["If the applicant's license lists another gender, the application is denied.", undefined],
  ])('flags %s (%s)', (text, state) => {
    expect(outcomeOf(check(text, state))).not.toBe('ok');
  });

  it.each<[string, string | undefined]>([['The lease name must match your ID.', 'CA']])(
    'leaves alone %s (%s)',
    (text, state) => {
      expect(outcomeOf(check(text, state))).toBe('ok');
    },
  );
});

describe('the name and sex on a birth certificate required', () => {
  it('blocks a lease that must use the name and sex at birth, and leaves a legal name alone', () => {
    expect(rules('Your lease will only use the legal name and gender on your birth certificate.')).toContain(
      'sex-matches-birth-certificate/gender_identity block',
    );
    expect(rules('The lease must use your legal name as on your ID.')).toEqual([]);
  });
});

describe('misgendering kept up, and the sex at birth asked', () => {
  it('blocks both, and leaves a name asked, or a pronoun asked for, alone', () => {
    expect(rules('The super will keep calling her he until she shows a new birth certificate.')).toContain(
      'misgendering-kept-up/gender_identity block',
    );
    expect(rules('Quick question for the file: which gender were you assigned at birth?')).toContain(
      'birth-sex-asked/gender_identity block',
    );
    expect(rules('What name should we put on the lease?')).toEqual([]);
    expect(rules('We will keep calling you Ms. Lee, as you asked.')).toEqual([]);
  });
});
