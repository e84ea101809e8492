import { beforeAll, describe, expect, it } from 'vitest';
import { outcomeOf } from './corpus/measure';
import { checkFairHousingRules } from './engine';

const found = (text: string) => checkFairHousingRules(text).map((f) => `${f.category} ${f.severity}`);

// 24 CFR §100.600(a)(1)-(2), §100.7; 42 U.S.C. §3604(b), (c): favours for rent and advances tolerated.
describe('favours for rent and advances tolerated (favours-for-rent.ts)', () => {
  it.each([
    'Swing by my unit after dark wearing something cute and consider the rent paid.',
    'Behind on rent again? We could settle it in other ways.',
    'Deposit is flexible for the right lady.',
    'The super keeps hitting on the tenant in 4B even after she complained; nothing we can do.',
    'Our handyman keeps asking the girls in the building out; if they don’t like it they can leave.',
  ])('blocks %s', (text) => {
    expect(found(text)).toContain('sex block');
  });

  it.each([
    'Come by tonight to sign the lease and we will waive the application fee.',
    'Rent can be paid by check, money order or other ways such as Zelle.',
    'The super keeps the boiler room spotless; call him after hours for emergencies.',
    'Perfect for the right buyer who wants a project.',
  ])('leaves alone %s', (text) => {
    expect(found(text)).toEqual([]);
  });
});

// New wording for each rule (not the review sets' sentences), and look-alikes that stay ok.
describe('favours traded for rent, repairs or dress (favours-for-rent.ts)', () => {
  const check = (text: string, state?: string) => checkFairHousingRules(text, state ? { state } : {});
  beforeAll(() => {
    checkFairHousingRules('warm up');
  }, 60_000);

  it.each<[string, string | undefined, string, string]>([
    ['Rent discount if you dress up for me in something sexy.', undefined, 'terms-for-dress/sex', 'block'],
  ])('%s (%s) finds %s, %s', (text, state, rule, outcome) => {
    expect(check(text, state).map((f) => f.rule)).toContain(rule);
    expect(outcomeOf(check(text, state))).toBe(outcome);
  });

  it.each<[string, string | undefined, string]>([
    ["Behind on rent? Be sweet to me and we'll call it even.", 'OR', 'be-nice-rent-forgiven/sex block'],
  ])('%s (%s) finds %s', (text, state, finding) => {
    expect(check(text, state).map((f) => `${f.rule} ${f.severity}`)).toContain(finding);
  });

  it.each<[string, string | undefined]>([
    ['I could waive the late fee if you stop by the leasing office alone tonight.', 'WA'],
  ])('blocks %s (%s)', (text, state) => {
    expect(outcomeOf(check(text, state))).toBe('block');
  });

  it.each<[string, string | undefined]>([
    ['Repairs are faster if you submit them online.', undefined],
    ['Rent is due on the 1st; late fees apply after the 5th.', 'CA'],
    ['We can move your repair up the list if you call the office before noon.', 'WA'],
  ])('leaves alone %s (%s)', (text, state) => {
    expect(outcomeOf(check(text, state))).toBe('ok');
  });
});

describe('a term traded for a date (favours-for-rent.ts, terms-for-a-date)', () => {
  it.each([
    'Your deposit can be knocked off if you grab dinner with me Saturday.',
    'If she has a drink with me, the repair gets done this week.',
  ])('%s', (text) => {
    expect(found(text)).toContain('sex block');
  });
  it('leaves a fee waived for paying early alone', () => {
    expect(found('The late fee is waived if you pay by the 5th.')).toEqual([]);
  });
});

describe('rent settled privately (favours-for-rent.ts, rent-settled-privately)', () => {
  it.each([
    '¿No completas el alquiler? Lo podemos resolver entre nosotros.',
    'Behind on the deposit? We can figure it out privately, you and I.',
  ])('%s', (text) => {
    expect(found(text)).toContain('sex block');
  });
  it('leaves a payment plan alone', () => {
    expect(found('Behind on rent? Call the office and we can work out a payment plan.')).toEqual([]);
  });
});

describe('a term eased first, then the date (favours-for-rent.ts, terms-for-a-date)', () => {
  it('blocks "I will forgive the late fee if you come have a drink with me"', () => {
    expect(found('I will forgive the late fee if you come have a drink with me Friday.')).toContain(
      'sex block',
    );
  });
  it('leaves a fee waived for paying early alone', () => {
    expect(found('We waive the late fee if you pay by the 3rd.')).toEqual([]);
  });
});

describe('rent forgotten for a visit, in Spanish (rent-settled-privately)', () => {
  it('blocks "si vienes a verme esta noche, nos olvidamos de la renta"', () => {
    expect(found('Si pasas por mi casa el sábado, nos olvidamos del atraso de la renta.')).toContain(
      'sex block',
    );
  });
  it('leaves keys handed over on a visit alone', () => {
    expect(found('Si vienes el lunes, te doy las llaves y el contrato.')).toEqual([]);
  });
});
