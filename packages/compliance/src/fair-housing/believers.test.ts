import { describe, expect, it } from 'vitest';
import { checkFairHousingRules } from './engine';

const worst = (text: string, state?: string) => {
  const f = checkFairHousingRules(text, { state }).filter((x) => x.category === 'religion');
  return f.some((x) => x.severity === 'block') ? 'block' : f.length > 0 ? 'warn' : 'ok';
};

describe('religion as the people sought (24 CFR 109.20; 100.75(c))', () => {
  it('blocks the paraphrases', () => {
    for (const text of [
      '#christianhome #faithfamily looking for like-minded believers.',
      'Seeking like-minded Christians to share the house.',
      'Fellow believers preferred.',
      'Like minded churchgoers wanted for the spare room.',
    ])
      expect(worst(text), text).toBe('block');
  });

  it('leaves the look-alikes alone', () => {
    for (const text of [
      'Looking for like-minded gardeners to share the community plot.',
      'Near three churches and a synagogue.',
      '#homesweethome #newlisting',
      'A believer in natural light, the architect used skylights throughout.',
    ])
      expect(checkFairHousingRules(text), text).toEqual([]);
  });
});
