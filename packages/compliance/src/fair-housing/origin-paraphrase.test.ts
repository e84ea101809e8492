import { describe, expect, it } from 'vitest';
import { checkFairHousingRules } from './engine';

const worst = (text: string, state?: string) => {
  const f = checkFairHousingRules(text, { state }).filter((x) => x.category === 'national_origin');
  return f.some((x) => x.severity === 'block') ? 'block' : f.length > 0 ? 'warn' : 'ok';
};

describe('national origin in other words (HUD LEP guidance 2016; 24 CFR 100.70, 100.75)', () => {
  it('blocks the paraphrases', () => {
    for (const text of [
      'Must be comfortable speaking English with the manager.',
      'English conversation required.',
      'Applicants should be able to hold a conversation in English.',
      'English speaking skills are a must.',
      'Recent immigrants may find it hard here.',
      'Newcomers to the country might not fit in.',
      'Must have a US-born cosigner.',
      'Only American-born applicants.',
    ])
      expect(worst(text), text).toBe('block');
  });

  it('leaves the look-alikes alone', () => {
    for (const text of [
      'English-language lease.',
      'The lease is written in English; a translated copy is available.',
      'We speak English and Spanish.',
      'Newly renovated, perfect for newcomers to the neighborhood who want a short commute.',
      'Born and raised in this town, the owner knows every street.',
    ])
      expect(checkFairHousingRules(text), text).toEqual([]);
  });
});
