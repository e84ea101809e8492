import { describe, expect, it } from 'vitest';
import { checkFairHousingRules } from './engine';

const found = (text: string) => checkFairHousingRules(text).map((f) => `${f.category} ${f.severity}`);

// 42 U.S.C. §3604(a), (d); 24 CFR §100.80(b): refusing or misstating availability by a name's sound.
describe('names standing in for race (name-proxy.ts)', () => {
  it.each([
    'Anyone with names like Tyrone or Shaniqua, tell them the unit is rented.',
    'If a caller has a name that sounds like DeShawn, don’t call back.',
    'People named something like Lakisha or Darnell: send them to the other building.',
    'Names such as Jose or Guadalupe, just ignore them.',
  ])('blocks %s', (text) => {
    expect(found(text)).toContain('race block');
  });

  it.each([
    'Anyone named on the lease must sign the renewal.',
    'Streets with names like Oak and Elm, tell them about the park.',
    'If anybody named Jamal calls about the plumbing, tell him the part is in.',
    'Tell them it’s taken only after the lease is signed.',
  ])('leaves alone %s', (text) => {
    expect(found(text)).toEqual([]);
  });
});
