import { beforeAll, describe, expect, it } from 'vitest';
import { outcomeOf } from './corpus/measure';
import { checkFairHousing } from './engine';

// Review-28: "lovely/charming/cozy home for" a class suits (grammar-words.ts SUITS); French sexual
// orientation words (vocabulary/lang-fr.ts). New wording; look-alikes stay ok.
const outcome = (text: string, state?: string) => outcomeOf(checkFairHousing(text, state ? { state } : {}));

describe('review-28 widened words', () => {
  beforeAll(() => {
    checkFairHousing('warm up');
  }, 60_000);

  it('a cozy nest for a class warns', () => {
    expect(outcome('A cozy nest for a newlywed married couple.', 'MA')).toBe('warn');
  });

  it('French "pas de" before an orientation word blocks where it is protected', () => {
    expect(outcome('Studio à Newark, NJ, pas de lesbiennes.', 'NJ')).toBe('block');
  });

  it.each([
    ['A charming garden for the dog.'],
    ['Cosy cottage for rent near the station.'],
    ['Quartier animé avec des bars gays.'],
  ])('leaves %s alone', (text) => {
    expect(outcome(text, 'NJ')).toBe('ok');
  });
});
