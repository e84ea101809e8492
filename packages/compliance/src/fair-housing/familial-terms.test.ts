import { beforeAll, describe, expect, it } from 'vitest';
import { outcomeOf } from './corpus/measure';
import { checkFairHousingRules } from './engine';

// New wording for each rule (not the review sets' sentences), and look-alikes that stay ok.
describe('families with children refused, capped, confined or charged more (familial-terms.ts)', () => {
  const check = (text: string, state?: string) => checkFairHousingRules(text, state ? { state } : {});
  beforeAll(() => {
    checkFairHousingRules('warm up');
  }, 60_000);

  it.each<[string, string | undefined, string, string]>([
    [
      'شقة للإيجار، لا نؤجر للناس اللي عندهم أطفال',
      undefined,
      'ar-children-refused/familial_status',
      'block',
    ],
    [
      'Not a building for cribs or high chairs.',
      undefined,
      'not-a-place-for-child-things/familial_status',
      'block',
    ],
  ])('%s (%s) finds %s, %s', (text, state, rule, outcome) => {
    expect(check(text, state).map((f) => f.rule)).toContain(rule);
    expect(outcomeOf(check(text, state))).toBe(outcome);
  });

  it.each<[string, string | undefined, string]>([
    [
      'Kids under 12 are not allowed to play in the courtyard unless a parent is present.',
      'CA',
      'kids-barred-common-areas/familial_status block',
    ],
    [
      'Teenagers may not walk through the hallways without an adult.',
      'CA',
      'kids-barred-common-areas/familial_status block',
    ],
    [
      "If you're fostering, come back once custody is final.",
      'OR',
      'custody-pending-bar/familial_status block',
    ],
    [
      'No more than four people may live here, one per bedroom.',
      'OR',
      'one-per-bedroom/familial_status block',
    ],
  ])('%s (%s) finds %s', (text, state, finding) => {
    expect(check(text, state).map((f) => `${f.rule} ${f.severity}`)).toContain(finding);
  });

  it.each<[string, string | undefined]>([
    ['Studio: limit two people, counting newborns.', 'WA'],
    ['Kids must be accompanied by a grown-up everywhere in the building, hallways included.', 'WA'],
    ['Heads up: we may terminate the lease if you are pregnant.', 'WA'],
    ['Please do not bring buyers with babies to the open house.', 'WA'],
    ['Collect a larger deposit from renters with toddlers.', 'WA'],
  ])('blocks %s (%s)', (text, state) => {
    expect(outcomeOf(check(text, state))).toBe('block');
  });

  it.each<[string, string | undefined]>([
    ['شقة مناسبة للعائلات مع أطفال', undefined],
    ['Not a place for bikes.', undefined],
    ['Stroller parking in the lobby.', undefined],
    ['Kids love the courtyard fountain and the playground.', 'CA'],
    ['Applicants in the process of adopting are welcome to apply.', 'CA'],
    ['One parking space per bedroom.', 'CA'],
    ['Game room open to residents 16 and up; younger children with an adult.', 'CA'],
    ['Maximum four occupants in the two-bedroom.', 'WA'],
    ['Children under 12 must be supervised at the pool.', 'WA'],
    ['We will not renew if rent is more than 30 days late.', 'WA'],
    ['Please bring the buyers with their pre-approval letters.', 'WA'],
    ['Higher deposits for tenants with large dogs.', 'WA'],
  ])('leaves alone %s (%s)', (text, state) => {
    expect(outcomeOf(check(text, state))).toBe('ok');
  });
});

// fh32: the age said with the children, and the tenancy ended for a child's arrival in either order.
describe('children supervised everywhere, and non-renewal for a pregnancy (familial-terms.ts)', () => {
  const check = (text: string) => outcomeOf(checkFairHousingRules(text));
  it.each([
    'Children under 16 must be accompanied by an adult at all times outside the apartment.',
    'Children must be supervised at all times on the property.',
    'If your family grows, we will not renew the lease.',
    'Tenants who have a baby during the lease must move out at the end of the term.',
    'Should you get pregnant, the tenancy ends at the next renewal.',
    'If a tenant becomes pregnant, the landlord may terminate the tenancy.',
  ])('blocks %s', (text) => {
    expect(check(text)).toBe('block');
  });

  it.each([
    'Children under 14 must be accompanied by an adult in the pool area.',
    'Pets must be supervised anywhere outside the unit.',
    'If you are expecting a delivery, the lease office will hold packages.',
    'Leases will not be renewed for tenants with unpaid rent.',
    "Congratulations! If your family grows, we're happy to help you transfer to a larger unit.",
    'If you have a baby on the way, ask about our larger two-bedroom units.',
  ])('leaves alone %s', (text) => {
    expect(check(text)).toBe('ok');
  });
});
