import { beforeAll, describe, expect, it } from 'vitest';
import { outcomeOf } from './corpus/measure';
import { checkFairHousingRules } from './engine';

// New wording: adults only, said beside a denial of 55+ housing (42 U.S.C. §3607(b)).
describe('adults only without HOPA (adults-without-hopa.ts, hopa-stated.ts)', () => {
  beforeAll(() => {
    checkFairHousingRules('warm up');
  }, 60_000);

  it.each<string>([
    'Adults-only building, but we are not a 62+ community.',
    'Grown-up living, not age-restricted, in the heart of downtown.',
    // The denial with an adverb, and the number written "55-plus".
    "We're not technically a 55-plus community, but we keep it adults-only here.",
    'Not officially a 62 plus building; adults only.',
  ])('%s blocks', (text) => {
    expect(outcomeOf(checkFairHousingRules(text))).toBe('block');
  });

  it('leaves alone adult education', () => {
    expect(outcomeOf(checkFairHousingRules('Adult education classes at the library next door.'))).toBe('ok');
  });

  // With no denial of 55+ housing, an adult community may be HOPA housing said loosely: a warning only.
  it('still only warns on an adult community alone', () => {
    expect(outcomeOf(checkFairHousingRules('Grown-up living near the golf course, quiet streets.'))).not.toBe(
      'block',
    );
  });
});
