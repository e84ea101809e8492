import { describe, expect, it } from 'vitest';
import { checkFairHousingRules } from './engine';

const found = (text: string) => checkFairHousingRules(text).map((f) => `${f.category} ${f.severity}`);

// 42 U.S.C. §3604(c); 24 CFR §100.75(c)(3): "solo" makes whom a home is let to a limitation.
describe('Spanish "solo" before whom a home is let (spanish-only.ts)', () => {
  it.each([
    ['Departamento entero, únicamente alquilamos a caballeros.', 'sex block'],
    ['Casa en venta, solo se vende a cristianos.', 'religion block'],
  ])('blocks %s', (text, expected) => {
    expect(found(text)).toContain(expected);
  });

  it.each([
    'Solo se renta a largo plazo, contrato de un año.',
    'Casa completa, se aceptan mascotas pequeñas.',
  ])('leaves alone %s', (text) => {
    expect(found(text)).toEqual([]);
  });
});
