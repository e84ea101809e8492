import { beforeAll, describe, expect, it } from 'vitest';
import { outcomeOf } from './corpus/measure';
import { checkFairHousingRules } from './engine';

const found = (text: string) => checkFairHousingRules(text).map((f) => `${f.category} ${f.severity}`);

// 42 U.S.C. §3604(b), (c); 24 CFR §100.600(a)(1), §100.75(c)(3): religion as a term or a price.
describe('religion as a term of the tenancy or the price of a service (religion-terms.ts)', () => {
  it.each([
    'Rider B: the resident commits to joining the Tuesday prayer meeting in the lobby.',
    'The lease requires weekly attendance at the owner’s chapel.',
    'Your deposit comes back sooner once you start coming to our Friday prayers.',
    'Join my small group on Thursdays and the leak gets fixed this week.',
    'We observe the Sabbath here, so we only rent to families who keep it too.',
    'Applications are reviewed only from households that observe Ramadan.',
  ])('blocks %s', (text) => {
    expect(found(text)).toContain('religion block');
  });

  it.each([
    'Owner goes to church on Sunday mornings, so no showings before 1 pm.',
    'Tenants agree to attend the annual building meeting in March.',
    'Repairs are faster if you submit the request through the portal.',
    'Steps from St. Anne’s church and the farmers market.',
    'We keep a quiet-hours rule, so we only rent to people who observe it.',
  ])('leaves alone %s', (text) => {
    expect(found(text)).toEqual([]);
  });
});

// New wording for each rule (not the review sets' sentences), and look-alikes that stay ok.
describe('worship as a term, churchgoers preferred, congregation members only (religion-terms.ts)', () => {
  const check = (text: string, state?: string) => checkFairHousingRules(text, state ? { state } : {});
  beforeAll(() => {
    checkFairHousingRules('warm up');
  }, 60_000);

  it.each<[string, string | undefined, string, string]>([
    [
      "A $75 discount for tenants who worship at St. Luke's.",
      undefined,
      'terms-for-churchgoers/religion',
      'block',
    ],
    [
      '$50 off the deposit for renters who go to mass every week.',
      undefined,
      'terms-for-churchgoers/religion',
      'block',
    ],
    ['Looking for tenants who attend a local mosque.', undefined, 'prefer-churchgoers/religion', 'block'],
    ['Buscamos personas que vayan a misa.', undefined, 'prefer-churchgoers/religion', 'block'],
  ])('%s (%s) finds %s, %s', (text, state, rule, outcome) => {
    expect(check(text, state).map((f) => f.rule)).toContain(rule);
    expect(outcomeOf(check(text, state))).toBe(outcome);
  });

  it.each<[string, string | undefined]>([
    ['The discounted parking rate goes to residents who go to Friday prayer meetings at the chapel.', 'WA'],
  ])('blocks %s (%s)', (text, state) => {
    expect(outcomeOf(check(text, state))).toBe('block');
  });

  it.each<[string, string | undefined]>([
    ['Carriage house offered only to members of Temple Beth El congregation.', undefined],
  ])('flags %s (%s)', (text, state) => {
    expect(outcomeOf(check(text, state))).not.toBe('ok');
  });

  it.each<[string, string | undefined]>([
    ["We worship at St. Luke's and love the area.", undefined],
    ['We attend church on Sundays and love the neighborhood.', undefined],
    ['Rent is cheaper for tenants who go to the gym.', undefined],
    ['Members of the parish council meet on Tuesdays in the hall.', undefined],
    ['Residents who attend the annual meeting may vote on the budget.', 'WA'],
  ])('leaves alone %s (%s)', (text, state) => {
    expect(outcomeOf(check(text, state))).toBe('ok');
  });
});
