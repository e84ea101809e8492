import { describe, expect, it } from 'vitest';
import { checkFairHousingRules } from './engine';

const found = (text: string) => checkFairHousingRules(text).map((f) => `${f.category} ${f.severity}`);

// Residents described in Spanish by health or fitness (healthy-residents-es.ts; HUD 1995 memo): warns.
describe('residentes descritos por su salud', () => {
  it.each([
    'Un condominio de parejas jóvenes saludables que salen a correr cada mañana.',
    'La cuadra es casi toda de vecinos atléticos, todos en el maratón.',
  ])('warns on %s', (text) => {
    expect(found(text)).toContain('handicap warn');
  });

  it.each([
    'El barrio tiene mercados con comida sana y un parque grande.',
    'Un edificio con ambiente sano, a dos cuadras del deportivo.',
  ])('leaves alone %s', (text) => {
    expect(found(text)).toEqual([]);
  });
});
