import { describe, expect, it } from 'vitest';
import { readClaims } from './check-claims';
import { LISTINGS } from './corpus/listings';

// Issue 26: features in English and Spanish, spa and hot tub, golf views, gardens, counts after the word.
const now = new Date('2026-06-01T00:00:00Z');
const features = (text: string, listing = LISTINGS.cypress) =>
  readClaims(text, listing, { now })
    .filter((c) => c.feature)
    .map((c) => `${c.feature}:${c.verdict}:${text.slice(c.start, c.end)}`);

describe('feature lexicon', () => {
  it('reads the Spanish words of a category as its feature, against the English description', () => {
    // cypress: "a fully fenced lot and a two-car garage"
    expect(features('Casa con alberca y jacuzzi.')).toEqual(['pool:warn:alberca', 'hot_tub:warn:jacuzzi']);
    expect(features('Casa con cochera para 3 autos.')).toEqual(['garage:block:cochera para 3 autos']);
    expect(features('Casa con cochera para 2 autos.')).toEqual(['garage:ok:cochera para 2 autos']);
    expect(features('Garaje doble.')).toEqual(['garage:ok:Garaje doble']);
    expect(features('Garage for 3 cars.')).toEqual(['garage:block:Garage for 3 cars']);
    expect(features('Co-op con chimenea y pisos de madera.', LISTINGS['e-9th'])).toEqual([
      'fireplace:ok:chimenea',
      'hardwood:ok:pisos de madera',
    ]);
    expect(features('Departamento amueblado cerca de UT.', LISTINGS['dean-keeton'])).toEqual([
      'furnished:warn:amueblado',
    ]);
  });

  it('reads "sin" as a negation, and no feature in a kindergarten, a store or our office', () => {
    expect(features('Casa sin alberca.')).toEqual([]);
    expect(features('Cerca del jardín de niños. Llame a la oficina.')).toEqual([]);
    expect(features('Steps from the corner bodega.')).toEqual([]);
  });

  it('reads no feature nearby after it, or joined by "and"/"or" to one the home could have or lacks', () => {
    const okeefe = LISTINGS.okeefe;
    expect(features('Spa, yoga studio and coffee within a block.', okeefe)).toEqual([]);
    expect(features('Gym nearby.', okeefe)).toEqual([]);
    expect(features('Room for a pool and a hot tub.', LISTINGS['sparrow-hawk'])).toEqual([]);
    expect(features('No pool or spa.', okeefe)).toEqual([]);
    expect(features('Pool and spa.', okeefe)).toEqual(['pool:warn:Pool', 'hot_tub:warn:spa']);
  });

  it('reads a spa as its own claim, and no spa in a style', () => {
    const marble = LISTINGS['marble-creek']; // "ample space for pool"
    expect(features('Backyard with pool & spa.', marble)).toEqual([
      'yard:ok:Backyard',
      'pool:block:pool',
      'hot_tub:warn:spa',
    ]);
    expect(features('Spa-like full bath upstairs.', LISTINGS.okeefe)).toEqual([]);
    // sparrow-hawk: "a jacuzzi tub" in the master bath is a jetted tub, no hot tub.
    expect(features('Hot tub out back.', LISTINGS['sparrow-hawk'])).toEqual(['hot_tub:warn:Hot tub']);
    expect(features('A jacuzzi tub.', LISTINGS['sparrow-hawk'])).toEqual(['jetted_tub:ok:jacuzzi tub']);
    expect(features('Pool-ready backyard.', LISTINGS['sparrow-hawk'])).toEqual(['yard:ok:backyard']);
    expect(features('A pool ready for summer.', LISTINGS['sparrow-hawk'])).toEqual(['pool:warn:pool']);
  });

  it('supports golf views and gardens only from a view or a garden, not golf nearby or a garden tub', () => {
    // sparrow-hawk: "amenities including golf"; falling-spring: "garden bath"; e-9th: "landscaped roof deck"
    expect(features('Golf course views.', LISTINGS['sparrow-hawk'])).toEqual([
      'golf_view:warn:Golf course views',
    ]);
    expect(features('Backs up to the fairway.', LISTINGS['sparrow-hawk'])).toEqual([
      'golf_view:warn:Backs up to the fairway',
    ]);
    expect(features('Lush private garden.', LISTINGS['falling-spring'])).toEqual([
      'garden:warn:private garden',
    ]);
    expect(features('Garden tub in the primary bath.', LISTINGS['falling-spring'])).toEqual([]);
  });

  it("reads a feature asked about and answered no as none of the home's, and one answered yes as claimed", () => {
    const found = (text: string) =>
      readClaims(text, LISTINGS.cypress, { now })
        .filter((c) => c.field === 'description')
        .map((c) => `${c.feature}:${c.verdict}`);
    expect(found('¿Terraza? No, pero un patio cercado enorme.')).not.toContain('balcony:warn');
    expect(found('Pool? Nope. Fenced yard though.')).toEqual(found('Fenced yard though.'));
    expect(found('Pool? Yes!')).toEqual(['pool:warn']);
  });
});

describe('laundry "in unit" in Spanish', () => {
  const kinds = (text: string) =>
    readClaims(text, LISTINGS['sparrow-hawk'], { now: new Date('2026-06-01T00:00:00Z') })
      .filter((c) => c.feature)
      .map((c) => c.feature);

  it('reads a washer and dryer inside the unit as in-unit laundry, not an appliance that conveys', () => {
    expect(kinds('Lavadora y secadora en la unidad, lista para mudarse.')).toEqual(['laundry']);
    expect(kinds('Tiene washer dryer dentro del departamento.')).toEqual(['laundry']);
  });

  it('still reads washer and dryer that come with the sale as appliances', () => {
    expect(kinds('Incluye lavadora y secadora.')).toEqual(['appliances_included']);
  });
});
