import { describe, expect, it } from 'vitest';
import { outcomeOf } from '../corpus/measure';
import { checkFairHousingRules } from '../engine';

/** Sentences in one language: each flagged one with its class and severity, and look-alikes left alone. */
export type LanguageCases = {
  flagged: readonly (readonly [text: string, category: string, severity: 'block' | 'warn'])[];
  ok: readonly string[];
};

/**
 * The one shape of the per-language grammar tests (language-grammar-latin.test.ts,
 * language-grammar-scripts.test.ts): a flagged sentence gets its severity and names its class; a
 * look-alike gets no finding. Test-only: imported by test files, never by the checker.
 */
export const describeLanguages = (cases: Readonly<Record<string, LanguageCases>>) =>
  describe.each(Object.entries(cases))('%s', (_, { flagged, ok }) => {
    it.each(flagged)('flags %s', (text, category, severity) => {
      const findings = checkFairHousingRules(text);
      expect(outcomeOf(findings)).toBe(severity);
      expect(findings.map((f) => f.category)).toContain(category);
    });
    it.each(ok)('leaves alone %s', (text) => {
      expect(outcomeOf(checkFairHousingRules(text))).toBe('ok');
    });
  });
