import { describe, expect, it } from 'vitest';
import { checkClaims } from './check-claims';
import { LISTINGS } from './corpus/listings';

// Issue 26: a feature, a wish or a rent said of something other than the home claims nothing of it.
const now = new Date('2026-06-01T00:00:00Z');
const found = (text: string, listing = LISTINGS.cypress) =>
  checkClaims(text, listing, { now }).map((f) => `${f.field}:${f.feature ?? ''}:${f.severity}`);

describe("features, wishes and rents that are someone else's", () => {
  it("leaves a town's place on the water to the town", () => {
    expect(found('Franklinton now has cafes on the riverfront and a trail by the river.')).toEqual([]);
    expect(found('This 3-bedroom sits on the riverfront.')).toEqual(['description:waterfront:warn']);
  });

  it('reads Spanish "camino" as a road, Italian "camino" as a fireplace', () => {
    const ne = LISTINGS['ne-183rd'];
    expect(found('Finca privada con terreno amplio, al fondo de un camino de grava.', ne)).toEqual([]);
    expect(found('Villa a Kenmore con un camino in pietra.', ne)).toEqual(['description:fireplace:warn']);
  });

  it('leaves what a buyer wanted to the buyer, and what renters pay to the market', () => {
    const lee = LISTINGS['lee-marie'];
    expect(found('My clients needed a pool and a basement; this home has neither.', lee)).toEqual([]);
    expect(found('Tenants around here pay about that for a 2-bedroom.')).toEqual([]);
    expect(found('This home has a pool and a basement.', lee)).toEqual([
      'description:pool:warn',
      'description:basement:warn',
    ]);
    expect(found('Pay less than rent for a 2-bedroom at 88 S Cypress Ave.')).toEqual(['beds::block']);
  });
});
