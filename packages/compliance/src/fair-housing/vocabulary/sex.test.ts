import { describe, expect, it } from 'vitest';
import { checkFairHousingRules } from '../engine';
import { outcomeFor, warmUp } from '../testing/family-cases';

// New wording for each rule (not the review sets' sentences), and look-alikes that stay ok.
describe('sex words: gendered occupations and style words (vocabulary/sex.ts)', () => {
  warmUp();

  const found = (text: string, state = 'NY') =>
    checkFairHousingRules(text, { state }).map((f) => `${f.category} ${f.severity}`);

  it('warns on who a home suits by a gendered occupation', () => {
    expect(found('Would suit a businesswoman with a long commute.')).toEqual(['sex warn']);
  });

  it('reads a style word after a kind of home as style', () => {
    expect(outcomeFor('Bachelorette pad vibes with a pink bar cart.')).toBe('ok');
    expect(outcomeFor('Great bachelorette pad.')).toBe('warn');
  });
});
