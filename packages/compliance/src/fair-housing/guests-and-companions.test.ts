import { beforeAll, describe, expect, it } from 'vitest';
import { outcomeOf } from './corpus/measure';
import { checkFairHousingRules } from './engine';

// New wording for each rule (not the review sets' sentences), and look-alikes that stay ok. The pool rule is not read (the courts split on pool rules).
describe('visitors counted by class, a companion required of a class (guests-and-companions.ts)', () => {
  const check = (text: string, state?: string) => checkFairHousingRules(text, state ? { state } : {});
  beforeAll(() => {
    checkFairHousingRules('warm up');
  }, 60_000);

  it.each<[string, string | undefined]>([
    [
      'Warning: the board has received complaints about your Hispanic guests; this is a lease violation.',
      undefined,
    ],
    ['Women tenants must be accompanied by a male relative in the laundry room after dark.', undefined],
    ['Deaf applicants need to bring a hearing companion to the showing.', undefined],
  ])('flags %s (%s)', (text, state) => {
    expect(outcomeOf(check(text, state))).not.toBe('ok');
  });

  it.each<[string, string | undefined]>([
    ['Visitors must sign in at the front desk.', undefined],
    ['Children under 12 must be accompanied by an adult at the pool.', undefined],
    ['Children under 12 must be accompanied by an adult at the pool.', 'CA'],
    ['Guest parking for visitors only.', 'WA'],
  ])('leaves alone %s (%s)', (text, state) => {
    expect(outcomeOf(check(text, state))).toBe('ok');
  });
});
