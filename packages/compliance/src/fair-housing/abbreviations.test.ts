import { beforeAll, describe, expect, it } from 'vitest';
import { outcomeOf } from './corpus/measure';
import { checkFairHousingRules } from './engine';

// New wording for each rule (not the review sets' sentences), and look-alikes that stay ok.
describe('classified shorthand and emoji letters (abbreviations.ts, emoji-letters.ts)', () => {
  const check = (text: string, state?: string) => checkFairHousingRules(text, state ? { state } : {});
  beforeAll(() => {
    checkFairHousingRules('warm up');
  }, 60_000);

  it.each<[string, string | undefined]>([
    ['1BR over garage, N/S, wht tnts only, $900.', undefined],
    ['Loft, Catholic tnt prefd, no pets.', undefined],
    ['Cozy cottage, 🅽🅾 kids, quiet lane.', undefined],
  ])('flags %s (%s)', (text, state) => {
    expect(outcomeOf(check(text, state))).not.toBe('ok');
  });

  it.each<[string, string | undefined]>([
    ['Wht cabinets and new floors, $1,100.', undefined],
    ['No 🅱️ikes in the hallway.', undefined],
  ])('leaves alone %s (%s)', (text, state) => {
    expect(outcomeOf(check(text, state))).toBe('ok');
  });
});
