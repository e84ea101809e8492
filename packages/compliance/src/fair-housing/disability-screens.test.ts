import { beforeAll, describe, expect, it } from 'vitest';
import { outcomeOf } from './corpus/measure';
import { checkFairHousingRules } from './engine';

// New wording for each rule (not the review sets' sentences), and look-alikes that stay ok.
describe('disability asked about, proved or held against an applicant (disability-screens.ts)', () => {
  const check = (text: string, state?: string) => checkFairHousingRules(text, state ? { state } : {});
  beforeAll(() => {
    checkFairHousingRules('warm up');
  }, 60_000);

  it.each<[string, string | undefined, string, string]>([
    ['Mind if I ask how you lost your arm?', undefined, 'injury-inquiry/handicap', 'block'],
    ['Why do you use a cane?', undefined, 'injury-inquiry/handicap', 'block'],
    ['Can I ask what your diagnosis is?', undefined, 'injury-inquiry/handicap', 'block'],
    ["What's wrong with her knee?", undefined, 'injury-inquiry/handicap', 'block'],
    ['Before I show it, is your condition permanent?', undefined, 'injury-inquiry/handicap', 'block'],
    [
      'Quick question before the showing: what happened to his eyes?',
      undefined,
      'injury-inquiry/handicap',
      'block',
    ],
  ])('%s (%s) finds %s, %s', (text, state, rule, outcome) => {
    expect(check(text, state).map((f) => f.rule)).toContain(rule);
    expect(outcomeOf(check(text, state))).toBe(outcome);
  });

  it.each<[string, string | undefined, string]>([
    [
      'Disability benefits count only if a physician signs that you will recover.',
      'CA',
      'disability-income-doctor/handicap block',
    ],
  ])('%s (%s) finds %s', (text, state, finding) => {
    expect(check(text, state).map((f) => `${f.rule} ${f.severity}`)).toContain(finding);
  });

  it.each<[string, string | undefined]>([
    ['Strictly no exceptions for support dogs in this building.', 'WA'],
    ['Applicants must prove they are capable of living independently.', 'WA'],
    ['Residents who completed a rehab program must wait a year before they can apply.', 'WA'],
  ])('blocks %s (%s)', (text, state) => {
    expect(outcomeOf(check(text, state))).toBe('block');
  });

  it.each<[string, string | undefined]>([
    ['Intake step 3: ask the applicant about their diagnosis before approving.', undefined],
    ['Residents returning from rehab must show six months of sobriety before renewal.', undefined],
    ['Walkers and rollators may not be used in the dining hall.', undefined],
  ])('flags %s (%s)', (text, state) => {
    expect(outcomeOf(check(text, state))).not.toBe('ok');
  });

  it.each<[string, string | undefined]>([
    ['What happened to your application?', undefined],
    ['What happened to the old fence?', undefined],
    ['Is your condition report ready for move-in?', undefined],
    ["What's wrong with your car?", undefined],
    ['Tell me how you like the kitchen.', undefined],
    ['Ask what accommodation they need and note it on the form.', undefined],
    ['Applicants should show two years of stable income.', undefined],
    ['Kick scooters may not be ridden in the hallways.', undefined],
    ['No exceptions for pets in the pool area.', 'WA'],
    ['The building offers independent living apartments with optional meals.', 'WA'],
  ])('leaves alone %s (%s)', (text, state) => {
    expect(outcomeOf(check(text, state))).toBe('ok');
  });
});
