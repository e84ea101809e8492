import { beforeAll, describe, expect, it } from 'vitest';
import { outcomeOf } from './corpus/measure';
import { checkFairHousingRules } from './engine';

// New wording for each rule (not the review sets' sentences), and look-alikes that stay ok.
describe('refusals and conditions said plainly of a class, one class "only" (class-refusals.ts)', () => {
  const check = (text: string, state?: string) => checkFairHousingRules(text, state ? { state } : {});
  beforeAll(() => {
    checkFairHousingRules('warm up');
  }, 60_000);

  it.each<[string, string | undefined]>([
    ['Loft rooms offered to female nurses only.', 'WA'],
    ['We reject applicants from cohabiting couples.', 'WA'],
    ['Our policy: we do not lease to a transgender tenant.', 'WA'],
    ['Make Hispanic tenants get a guarantor before move-in.', 'WA'],
    ['Shared loft for creatives, under 40 only.', 'MA'],
  ])('blocks %s (%s)', (text, state) => {
    expect(outcomeOf(check(text, state))).toBe('block');
  });

  it.each<[string, string | undefined]>([['Rm for rent, utils incl, F only, close to bus.', undefined]])(
    'flags %s (%s)',
    (text, state) => {
      expect(outcomeOf(check(text, state))).not.toBe('ok');
    },
  );

  it.each<[string, string | undefined]>([
    ['Leasing office open M-F only, weekends by appointment.', undefined],
    ['We will not renew the lease for a term longer than a year.', 'WA'],
    ['We require applicants to have a guarantor when income is under three times the rent.', 'WA'],
    ['Commute: under 30 minutes only by bike.', 'WA'],
  ])('leaves alone %s (%s)', (text, state) => {
    expect(outcomeOf(check(text, state))).toBe('ok');
  });
});

// fh32: "nobody with X" as an exclusion only when the class ends its clause or a refusal's tail follows.
describe('"nobody with …" said of a class (class-refusals.ts)', () => {
  const check = (text: string) => outcomeOf(checkFairHousingRules(text));
  it.each([
    'Quiet studio, sorry but nobody with a mental illness.',
    'Nobody with kids, sorry.',
    'No one on oxygen tanks, period.',
    'No tenants with a seeing eye dog please.',
    'Applicants using wheel-chairs need not apply.',
  ])('blocks %s', (text) => {
    expect(check(text)).toBe('block');
  });
  it.each([
    'Nobody with kids has complained about the noise.',
    'Nobody with a voucher should hesitate to apply.',
    'Nobody has lived in the unit since the remodel.',
    'The wheel chair ramp is at the side entrance.',
  ])('leaves alone %s', (text) => {
    expect(check(text)).toBe('ok');
  });
});
