import { beforeAll, describe, expect, it } from 'vitest';
import { outcomeOf } from './corpus/measure';
import { checkFairHousingRules } from './engine';

// New wording for each rule (not the review sets' sentences), and look-alikes that stay ok.
describe('residents described by life stage, trade, nationality or marital status (resident-makeup.ts)', () => {
  const check = (text: string, state?: string) => checkFairHousingRules(text, state ? { state } : {});
  beforeAll(() => {
    checkFairHousingRules('warm up');
  }, 60_000);

  it.each<[string, string | undefined, string, string]>([
    ['The complex is mostly retired nurses.', undefined, 'mostly-retired-people/age', 'warn'],
  ])('%s (%s) finds %s, %s', (text, state, rule, outcome) => {
    expect(check(text, state).map((f) => f.rule)).toContain(rule);
    expect(outcomeOf(check(text, state))).toBe(outcome);
  });

  it.each<[string, string | undefined, string]>([
    ["We're a calm, largely empty-nester complex.", 'OR', 'life-stage-building/familial_status warn'],
    ['The owners here are almost all retirees.', 'OR', 'life-stage-building/familial_status warn'],
  ])('%s (%s) finds %s', (text, state, finding) => {
    expect(check(text, state).map((f) => `${f.rule} ${f.severity}`)).toContain(finding);
  });

  it.each<[string, string | undefined]>([
    ['Westfield is predominantly French and Greek, a proud old enclave.', undefined],
  ])('blocks %s (%s)', (text, state) => {
    expect(outcomeOf(check(text, state))).toBe('block');
  });

  it.each<[string, string | undefined]>([
    ['The east end is mostly single residents and young couples.', undefined],
  ])('warns on %s (%s)', (text, state) => {
    expect(outcomeOf(check(text, state))).toBe('warn');
  });

  it.each<[string, string | undefined]>([
    ['The area is mostly retired farmland.', undefined],
    ['Mostly older homes on tree-lined streets.', 'CA'],
    ['A mostly brick building with a retired teacher’s garden.', 'CA'],
    ['The kitchen is mostly Italian marble, a rare find.', 'WA'],
    ['The hardwood floors are largely polished oak.', 'WA'],
    ['Mostly single-story homes on large lots.', 'WA'],
    ['Most families with kids live near the playground.', 'CA'],
  ])('leaves alone %s (%s)', (text, state) => {
    expect(outcomeOf(check(text, state))).toBe('ok');
  });
});
