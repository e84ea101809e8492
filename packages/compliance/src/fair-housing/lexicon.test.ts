import { describe, expect, it } from 'vitest';
import { checkFairHousingRules } from './engine';
import { warmUp } from './testing/family-cases';

// New wording for each rule (not the review sets' sentences), and look-alikes that stay ok.
describe('words that are no misspelling (lexicon.ts)', () => {
  warmUp();

  const found = (text: string, state = 'NY') =>
    checkFairHousingRules(text, { state }).map((f) => `${f.category} ${f.severity}`);

  it('leaves the Spanish "legales" as written (not "ilegales")', () => {
    expect(found('Aceptamos ingresos legales de cualquier fuente.')).toEqual([]);
  });
});
