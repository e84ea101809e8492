import { beforeAll, describe, expect, it } from 'vitest';
import { outcomeOf } from './corpus/measure';
import { checkFairHousingRules } from './engine';
import { findingsOf, outcomeFor, warmUp } from './testing/family-cases';

// New wording for each rule (not the review sets' sentences), and look-alikes that stay ok.
describe('criminal-record bans said as an outcome (record-bans.ts)', () => {
  const check = (text: string, state?: string) => checkFairHousingRules(text, state ? { state } : {});
  beforeAll(() => {
    checkFairHousingRules('warm up');
  }, 60_000);

  it.each<[string, string | undefined, string]>([
    [
      'Any criminal record, however old, means an automatic rejection.',
      'OR',
      'any-felony-automatic-denial/race warn',
    ],
    [
      'One arrest, whether or not convicted, will deny your application.',
      'OR',
      'arrest-regardless-of-conviction/race block',
    ],
  ])('%s (%s) finds %s', (text, state, finding) => {
    expect(check(text, state).map((f) => `${f.rule} ${f.severity}`)).toContain(finding);
  });

  it.each<[string, string | undefined]>([
    ['Screening rule: arrests, convicted or not, mean the applicant is declined.', undefined],
  ])('flags %s (%s)', (text, state) => {
    expect(outcomeOf(check(text, state))).not.toBe('ok');
  });

  it.each<[string, string | undefined]>([
    ['Convictions within the past 3 years for arson are reviewed individually.', 'CA'],
    ['Arrests that did not lead to a conviction are never considered.', undefined],
  ])('leaves alone %s (%s)', (text, state) => {
    expect(outcomeOf(check(text, state))).toBe('ok');
  });
});

// New wording (not the review sets' sentences) read through the engine, and look-alikes that stay ok.
describe('arrest and conviction bars said as an outcome, by rule (record-bans.ts)', () => {
  warmUp();

  it.each<[string, string]>([
    ['Any prior arrest leads to automatic rejection of the application.', 'arrest-means-denial/race block'],
    ['One arrest, even decades ago, means instant disqualification.', 'arrest-means-denial/race block'],
    ['Tenants with a prior conviction are ineligible.', 'conviction-bar/race warn'],
    ['People who have a felony record will be rejected.', 'conviction-bar/race warn'],
    ['Arrests, regardless of disposition, are grounds for denial.', 'arrest-means-denial/race block'],
    ['Anyone with a felony on their record will be denied, no exceptions.', 'conviction-bar/race warn'],
    ['Arrest = automatic no.', 'arrest-means-denial/race block'],
    ['Applicants who were ever arrested will be denied automatically.', 'arrest-means-denial/race block'],
  ])('%s finds %s', (text, finding) => {
    expect(findingsOf(text)).toContain(finding);
  });

  it.each([
    'We never consider arrests that did not lead to a conviction.',
    'We review convictions from the past five years individually, with any evidence of rehabilitation.',
    'Applicants with a felony conviction for arson within the last 5 years will not be considered.',
  ])('leaves alone %s', (text) => {
    expect(outcomeFor(text)).toBe('ok');
  });
});

// Helper fh31's probes: a blanket conviction bar written as a criteria line ("field: value: outcome").
describe('a conviction bar as a screening criterion (record-bans.ts)', () => {
  const outcome = (text: string) => {
    const f = checkFairHousingRules(text);
    return f.some((x) => x.severity === 'block') ? 'block' : f.length ? 'warn' : 'ok';
  };
  it.each([
    'Criminal history: all, no lookback: reject.',
    'Screening matrix — Felonies: any → deny.',
    'Convictions: any kind = automatic denial.',
  ])('warns on %s', (text) => {
    expect(outcome(text)).toBe('warn');
  });
  it.each([
    'Felony convictions: within 5 years, reviewed individually.',
    'Criminal history: any conviction is reviewed case by case; none are an automatic denial.',
    'Felony convictions: any, at any time: reviewed individually with mitigating evidence.',
    'Pets: any, at any time: decline.',
  ])('leaves alone %s', (text) => {
    expect(outcome(text)).toBe('ok');
  });
});

// review-33: a conviction for anything at all, whatever the lookback (HUD criminal records guidance 2016): warns.
describe('a conviction for anything', () => {
  it.each([
    'Any conviction for any offense other than a parking ticket results in denial.',
    'Applicants convicted of anything at all in the past 20 years get an automatic no.',
  ])('warns on %s', (text) => {
    expect(outcomeOf(checkFairHousingRules(text))).toBe('warn');
  });
  it.each([
    'Convictions for any offense are reviewed individually, with context considered.',
    'A conviction for arson in the last 5 years means the file goes to a second review.',
  ])('leaves alone %s', (text) => {
    expect(outcomeOf(checkFairHousingRules(text))).toBe('ok');
  });
});
