import { describe, expect, it } from 'vitest';
import { checkFairHousing } from './engine';

const found = (text: string, state = 'NY') =>
  checkFairHousing(text, { state }).map((f) => `${f.category} ${f.severity}`);

// The small vocabulary edits that came with review-21's families (lang-pt, lang-ar, sex, frame-spelling,
// lexicon, grammar-words, severity), each read through the whole engine.
describe("review-21's vocabulary edits", () => {
  it('reads the third-person Portuguese preference ("prefere", "preferem")', () => {
    expect(found('A dona preferem inquilinos brancos.')).toContain('race block');
    expect(found('O dono prefere contratos de doze meses e pagamento por boleto.')).toEqual([]);
  });

  it('reads the Arabic "does not want" before a class word', () => {
    expect(found('المالك ما يبي سوريين')).toContain('national_origin block');
    expect(found('المالك ما يبي حيوانات')).toEqual([]);
  });

  it('reads "ur" as "your" in a discouragement', () => {
    expect(found('section 8 folks dont waste ur time')).toContain('source_of_income block');
  });

  it('leaves the Spanish "legales" as written (not "ilegales")', () => {
    expect(found('Aceptamos ingresos legales de cualquier fuente.')).toEqual([]);
  });

  it('warns on who a home suits by a gendered occupation', () => {
    expect(found('Would suit a businesswoman with a long commute.')).toEqual(['sex warn']);
  });

  it('reads what is rented between the verb and the person it goes to (grammar-words.ts SEEK)', () => {
    expect(found('He would rather lease the basement flat to a younger woman.')).toContain('sex block');
    expect(found('We would rather rent the loft to a nurse or a teacher.')).toEqual([]);
  });

  it('warns, not blocks, on who a home suits by sexual orientation or gender identity (HUD 1995 memo)', () => {
    expect(found('Perfect for a lesbian couple who love gardening.', 'CA')).toEqual([
      'sexual_orientation warn',
    ]);
    expect(found('Lesbian couples only.', 'CA')).toEqual(['sexual_orientation block']);
  });
});
