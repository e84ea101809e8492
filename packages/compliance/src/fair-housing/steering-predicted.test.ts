import { beforeAll, describe, expect, it } from 'vitest';
import { outcomeOf } from './corpus/measure';
import { checkFairHousingRules } from './engine';

// New wording for each rule (not the review sets' sentences), and look-alikes that stay ok. Religion: the checker blocks what the label calls a warning (HUD 1995 memo policy), so "not ok".
describe('steering said as a prediction, a fit or a hint (steering-predicted.ts)', () => {
  const check = (text: string, state?: string) => checkFairHousingRules(text, state ? { state } : {});
  beforeAll(() => {
    checkFairHousingRules('warm up');
  }, 60_000);

  it.each<[string, string | undefined, string]>([
    [
      'They would probably enjoy the homes in Koreatown better.',
      'OR',
      'steer-to-enclave/national_origin warn',
    ],
  ])('%s (%s) finds %s', (text, state, finding) => {
    expect(check(text, state).map((f) => `${f.rule} ${f.severity}`)).toContain(finding);
  });

  it.each<[string, string | undefined]>([['Take them over to the east side where they would fit in.', 'WA']])(
    'blocks %s (%s)',
    (text, state) => {
      expect(outcomeOf(check(text, state))).toBe('block');
    },
  );

  it.each<[string, string | undefined]>([
    ["Between us, they'd fit in better in Little Saigon.", undefined],
    ["You'll feel at home on the east side, where most residents share your culture.", undefined],
    [
      'The couple has two toddlers; steer them toward the family friendly subdivisions on the ridge.',
      undefined,
    ],
    ['Given that you are Vietnamese, you would feel most at home by the Little Saigon plaza.', undefined],
    ['Seniors generally prefer the ground floor, so take them there first.', undefined],
  ])('warns on %s (%s)', (text, state) => {
    expect(outcomeOf(check(text, state))).toBe('warn');
  });

  it.each<[string, string | undefined]>([
    [
      'Client notes: the clients are devout Catholic, so the homes by St. Jude would work best for them.',
      undefined,
    ],
  ])('flags %s (%s)', (text, state) => {
    expect(outcomeOf(check(text, state))).not.toBe('ok');
  });

  it.each<[string, string | undefined]>([
    ["You'll love the restaurants in Chinatown.", 'CA'],
    ["You'd love the dumplings in Chinatown more than anything.", 'CA'],
    ["You'll love the dumplings in Koreatown.", undefined],
    ['The buyers are first-timers; the condos will suit them best.', undefined],
    ['Point them to the subdivisions with the lowest HOA fees.', undefined],
    ['Since you work nights, you will be happiest in the quiet back unit.', 'WA'],
    ['Buyers generally prefer the ground floor, so take them there first.', 'WA'],
  ])('leaves alone %s (%s)', (text, state) => {
    expect(outcomeOf(check(text, state))).toBe('ok');
  });
});
