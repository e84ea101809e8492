import { describe, expect, it } from 'vitest';
import { checkFairHousingRules } from '../engine';
import { warmUp } from '../testing/family-cases';

// New wording for each rule (not the review sets' sentences), and look-alikes that stay ok.
describe('Portuguese preference verbs (vocabulary/lang-pt.ts)', () => {
  warmUp();

  const found = (text: string, state = 'NY') =>
    checkFairHousingRules(text, { state }).map((f) => `${f.category} ${f.severity}`);

  it('reads the third-person Portuguese preference ("prefere", "preferem")', () => {
    expect(found('A dona preferem inquilinos brancos.')).toContain('race block');
    expect(found('O dono prefere contratos de doze meses e pagamento por boleto.')).toEqual([]);
  });
});

// review-33: one woman or man named as who the home suits (HUD 1995 memo: "ideal for" a class warns).
describe('Portuguese: ideal para uma moça', () => {
  const outcome = (text: string) => checkFairHousingRules(text).map((f) => `${f.category} ${f.severity}`);
  it.each(['Kitnet perfeita para uma mulher que trabalha no centro.', 'Ideal para um rapaz universitário.'])(
    'warns on %s',
    (text) => {
      expect(outcome(text)).toContain('sex warn');
    },
  );
  it.each([
    'Quarto em apartamento compartilhado, ideal para uma moça.',
    'O homem da portaria atende às terças.',
  ])('leaves alone %s', (text) => {
    expect(outcome(text)).toEqual([]);
  });
});
