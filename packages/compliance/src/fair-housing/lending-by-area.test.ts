import { beforeAll, describe, expect, it } from 'vitest';
import { outcomeOf } from './corpus/measure';
import { checkFairHousingRules } from './engine';

// New wording for each rule (not the review sets' sentences), and look-alikes that stay ok.
describe('loans and applications decided by the make-up of an area (lending-by-area.ts)', () => {
  const check = (text: string, state?: string) => checkFairHousingRules(text, state ? { state } : {});
  beforeAll(() => {
    checkFairHousingRules('warm up');
  }, 60_000);

  it.each<[string, string | undefined, string]>([
    [
      'Buyers in the mostly Hispanic south-side neighborhoods need 25% down.',
      'CA',
      'race-area-loan-terms/race block',
    ],
    [
      'Unmarried couples pay a higher rate on the joint loan.',
      'CA',
      'unmarried-loan-terms/marital_status block',
    ],
  ])('%s (%s) finds %s', (text, state, finding) => {
    expect(check(text, state).map((f) => `${f.rule} ${f.severity}`)).toContain(finding);
  });

  it.each<[string, string | undefined]>([
    [
      'Lending memo: reject refinance requests in the predominantly Latino south side neighborhoods.',
      undefined,
    ],
  ])('flags %s (%s)', (text, state) => {
    expect(outcomeOf(check(text, state))).not.toBe('ok');
  });

  it.each<[string, string | undefined]>([
    ['Homes in the historic district need a 10% deposit for restoration grants.', 'CA'],
    ['We decline applications from the flood zone.', undefined],
  ])('leaves alone %s (%s)', (text, state) => {
    expect(outcomeOf(check(text, state))).toBe('ok');
  });
});
