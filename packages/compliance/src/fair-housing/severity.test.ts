import { describe, expect, it } from 'vitest';
import { checkFairHousingRules } from './engine';
import { outcomeFor, warmUp } from './testing/family-cases';

// New wording for each rule (not the review sets' sentences), and look-alikes that stay ok.
describe('who a home suits warns (severity.ts, jurisdictions.ts)', () => {
  warmUp();

  const found = (text: string, state = 'NY') =>
    checkFairHousingRules(text, { state }).map((f) => `${f.category} ${f.severity}`);

  // Who a home suits by marital status warns in every state: where no state statute names the class, a
  // city or county ordinance may (Miami-Dade County Code, chapter 11A), so the state decides only block
  // or warn (jurisdictions.ts).
  it.each(['CA', 'FL'])('warns on a married-couple suit in %s', (state) => {
    expect(outcomeFor('This cottage would suit a married couple.', state)).toBe('warn');
  });

  it('warns, not blocks, on who a home suits by sexual orientation or gender identity (HUD 1995 memo)', () => {
    expect(found('Perfect for a lesbian couple who love gardening.', 'CA')).toEqual([
      'sexual_orientation warn',
    ]);
    expect(found('Lesbian couples only.', 'CA')).toEqual(['sexual_orientation block']);
  });
});
