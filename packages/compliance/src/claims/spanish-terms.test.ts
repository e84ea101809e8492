import { describe, expect, it } from 'vitest';
import { checkClaims } from './check-claims';
import { LISTINGS } from './corpus/listings';

// Issue 26: a home placed by a landmark; pets refused, a co-op and a third of an acre in Spanish.
const now = new Date('2026-06-01T00:00:00Z');
const found = (text: string, listing: (typeof LISTINGS)[keyof typeof LISTINGS]) =>
  checkClaims(text, listing, { now }).map((f) => `${f.field}:${f.feature ?? ''}:${f.severity}`);

describe('a landmark, pets and co-ops in other words', () => {
  it('reads a home "across the street from" a landmark as the listing, one across the street as another', () => {
    const dk = LISTINGS['dean-keeton'];
    expect(found('Sunny 3-bedroom flat down the road from the stadium.', dk)).toEqual(['beds::block']);
    expect(found('A 3-bedroom down the road leased last week.', dk)).toEqual([]);
  });

  it('reads "no se permiten mascotas" against a listing that welcomes pets', () => {
    const e9 = LISTINGS['e-9th'];
    expect(found('Ojo: sin mascotas en el departamento.', e9)).toEqual(['description:pets:block']);
    expect(found('Aquí se permiten mascotas.', e9)).toEqual([]);
  });

  it('reads "un tercio de acre" as a third of an acre, and a third of the house as no land', () => {
    expect(found('Jardín cercado en un tercio de acre.', LISTINGS.cypress)).toEqual(['lot_size::block']);
    expect(found('La cocina ocupa un tercio de la planta baja.', LISTINGS.cypress)).toEqual([]);
  });

  it('reads "cooperativa" as a co-op against a condo', () => {
    expect(found('Una cooperativa con portero en el Upper West Side.', LISTINGS['w-81st'])).toEqual([
      'property_type::block',
    ]);
    expect(found('Un condominio con portero en el Upper West Side.', LISTINGS['w-81st'])).toEqual([]);
  });
});
