import { describe, expect, it } from 'vitest';
import { checkFairHousingRules } from './engine';
import { CONFUSIONS, FRAME_MISSPELLINGS, frameWord } from './frame-spelling';
import { correctWord } from './lexicon';
import { warmUp } from './testing/family-cases';

describe('misspelt frame words', () => {
  it('reads one-edit slips of the verbs of refusal as the verb', () => {
    expect(frameWord('aply')).toBe('apply');
    expect(frameWord('aplly')).toBe('apply');
    expect(frameWord('concidered')).toBe('considered');
    expect(frameWord('accpeted')).toBe('accepted');
    expect(frameWord('alowed')).toBe('allowed');
    expect(correctWord('excepted')).toBe('accepted');
    expect(correctWord('rnt')).toBe('rent');
  });

  it('never reads a real word or another first letter as a slip', () => {
    expect(frameWord('seeing')).toBeUndefined();
    expect(frameWord('ease')).toBeUndefined();
    expect(frameWord('reuse')).toBeUndefined();
    expect(frameWord('require')).toBeUndefined();
    for (const [wrong, right] of FRAME_MISSPELLINGS)
      if (!(wrong in CONFUSIONS)) expect(wrong[0], wrong).toBe(right[0]);
  });

  it('leaves class words to their own vocabulary', () => {
    expect(correctWord('chrstian')).toBe('christian');
    expect(correctWord('children')).toBe('children');
  });
});

// New wording (not the review sets' sentences) read through the engine, and look-alikes that stay ok.
describe('text-speak in a frame, through the engine (frame-spelling.ts)', () => {
  warmUp();

  const foundNY = (text: string, state = 'NY') =>
    checkFairHousingRules(text, { state }).map((f) => `${f.category} ${f.severity}`);

  it('reads "ur" as "your" in a discouragement', () => {
    expect(foundNY('section 8 folks dont waste ur time')).toContain('source_of_income block');
  });
});
