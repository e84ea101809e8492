import { describe, expect, it } from 'vitest';
import { checkFairHousingRules } from './engine';

const found = (text: string, state?: string) =>
  checkFairHousingRules(text, { state }).map((f) => `${f.category} ${f.severity}`);

// 42 U.S.C. §3604(c) in any language (HUD LEP guidance): selection verbs, skin tone, congregations, vouchers.
describe('Spanish and Portuguese selection verbs and class words (lang-es.ts, lang-pt.ts, language-rules.ts)', () => {
  it.each([
    ['Nomás le renta a los miembros de su iglesia.', 'religion block'],
    ['Solamente alquilamos a hermanos en Cristo.', 'religion block'],
    ['Si no eres católico, ni te molestes en llamar.', 'religion block'],
    ['Preferimos gente de piel blanquita.', 'color block'],
    ['Solo le renta a güeritos.', 'color block'],
    ['Só alugamos para irmãos da igreja.', 'religion block'],
    ['Prefiro inquilinos de pele clara.', 'color block'],
    ['Não aceito programas de assistência habitacional.', 'source_of_income warn'],
  ])('reads %s', (text, expected) => {
    expect(found(text)).toContain(expected);
  });

  it('lets the jurisdiction table decide a voucher refusal: block where protected, warn elsewhere', () => {
    const text = 'No aceptamos vales de la Sección 8 ni programas de asistencia.';
    expect(found(text, 'CA')).toContain('source_of_income block');
    expect(found(text, 'TX')).toContain('source_of_income warn');
  });

  it.each([
    'Aceptamos vales de la Sección 8 y todos los programas de asistencia.',
    'Solo a cinco minutos de la iglesia y del mercado.',
    'Sala con sillones de piel y una cocina clara y amplia.',
    'Só alugo com contrato de um ano; perto da igreja matriz.',
    'Aceitamos seção 8 e programas de assistência.',
    'Nada más le falta pintura a la cocina.',
  ])('leaves alone %s', (text) => {
    expect(found(text)).toEqual([]);
  });
});
