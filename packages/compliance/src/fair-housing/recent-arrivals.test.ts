import { describe, expect, it } from 'vitest';
import { checkFairHousingRules } from './engine';

const rules = (text: string) => checkFairHousingRules(text).map((f) => `${f.rule} ${f.severity}`);

describe('recent arrivals from a region refused (recent-arrivals.ts)', () => {
  it.each([
    "We won't take new immigrants from the Caribbean.",
    'No aceptamos familias recién llegadas de Sudamérica.',
    'Not renting to people who just came from the Middle East.',
    'Not taking anyone straight from Eastern Europe.',
  ])('blocks %s', (text) => {
    expect(rules(text)).toContain('recent-arrivals/national_origin block');
  });

  it.each([
    'Recent arrivals from Central America are welcome; we speak Spanish.',
    'We help new arrivals from Africa find housing near work.',
    'Not far from the Latin America gallery.',
  ])('leaves alone %s', (text) => {
    expect(rules(text).filter((r) => r.startsWith('recent-arrivals'))).toEqual([]);
  });
});
