import { describe, expect, it } from 'vitest';
import { checkFairHousingRules } from '../engine';
import { warmUp } from '../testing/family-cases';

// New wording for each rule (not the review sets' sentences), and look-alikes that stay ok.
describe('Arabic refusal verbs (vocabulary/lang-ar.ts)', () => {
  warmUp();

  const found = (text: string, state = 'NY') =>
    checkFairHousingRules(text, { state }).map((f) => `${f.category} ${f.severity}`);

  it('reads the Arabic "does not want" before a class word', () => {
    expect(found('المالك ما يبي سوريين')).toContain('national_origin block');
    expect(found('المالك ما يبي حيوانات')).toEqual([]);
  });
});
