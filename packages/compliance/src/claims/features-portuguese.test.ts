import { describe, expect, it } from 'vitest';
import { checkClaims } from './check-claims';
import { LISTINGS } from './corpus/listings';

// Issue 26: Portuguese feature words, and a private terrace in French.
const now = new Date('2026-06-01T00:00:00Z');
const features = (text: string, listing: (typeof LISTINGS)[keyof typeof LISTINGS]) =>
  checkClaims(text, listing, { now })
    .filter((f) => f.feature)
    .map((f) => `${f.feature}:${f.severity}`);

describe('Portuguese and French feature words', () => {
  // e-9th names no garage, and a common roof deck but no private terrace.
  const e9th = LISTINGS['e-9th'];

  it('reads a garage in Portuguese, counted or not', () => {
    expect(features('Apartamento com garagem coberta no Village.', e9th)).toEqual(['garage:warn']);
    // cypress names a one-car garage.
    expect(features('Casa com garagem para 3 carros.', LISTINGS.cypress)).toEqual(['garage:block']);
  });

  it('reads a private terrace in French and Portuguese, not a terrace alone', () => {
    expect(features('Joli deux-pièces avec terrasse privative.', e9th)).toEqual(['balcony:warn']);
    expect(features('Apartamento com terraço privativo.', e9th)).toEqual(['balcony:warn']);
    expect(features('Café en terrasse au coin de la rue.', e9th)).toEqual([]);
  });
});
