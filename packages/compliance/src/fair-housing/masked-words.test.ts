import { beforeAll, describe, expect, it } from 'vitest';
import { outcomeOf } from './corpus/measure';
import { checkFairHousingRules } from './engine';

// New wording for each rule (not the review sets' sentences), and look-alikes that stay ok.
describe('a class noun with a letter starred out (masked-words.ts)', () => {
  const check = (text: string, state?: string) => checkFairHousingRules(text, state ? { state } : {});
  beforeAll(() => {
    checkFairHousingRules('warm up');
  }, 60_000);

  it.each<[string, string | undefined, string]>([
    ['Room for rent, no Mex*cans.', 'OR', 'masked-class-excluded/national_origin block'],
    ['Quiet studio. Hind*s not welcome.', 'OR', 'masked-class-excluded/religion block'],
  ])('%s (%s) finds %s', (text, state, finding) => {
    expect(check(text, state).map((f) => `${f.rule} ${f.severity}`)).toContain(finding);
  });

  it.each<[string, string | undefined]>([['No sm*king anywhere on the property.', undefined]])(
    'leaves alone %s (%s)',
    (text, state) => {
      expect(outcomeOf(check(text, state))).toBe('ok');
    },
  );
});
