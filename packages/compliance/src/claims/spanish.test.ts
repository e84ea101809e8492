import type { TListing } from '@pp/contract';
import { describe, expect, it } from 'vitest';
import { checkClaims, readClaims } from './check-claims';
import { LISTINGS } from './corpus/listings';

// Issue 26: a Spanish post's facts are checked like an English one's.
const now = new Date('2026-06-01T00:00:00Z');
const cypress = LISTINGS.cypress; // 3 beds, 1 full + 1 half bath, for sale at $275,000
const larkspur = LISTINGS.larkspur; // 2 beds, 1 bath, for rent at $2,350
const read = (text: string, listing: TListing = cypress) =>
  readClaims(text, listing, { now }).map(
    (c) => `${c.feature ?? c.field}:${c.verdict}:${text.slice(c.start, c.end)}`,
  );
const blocks = (text: string, listing: TListing = cypress) =>
  checkClaims(text, listing, { now }).filter((f) => f.severity === 'block');

describe('Spanish counts', () => {
  it('blocks 4 recámaras for a 3-bedroom listing, in digits and in words, accents or not', () => {
    for (const text of [
      'Se vende casa de 4 recámaras.',
      'Hermosa casa con cuatro habitaciones.',
      'Casa de 4 recamaras en Columbus.',
      '4 dormitorios, 2 baños.',
      'Recámaras: 4',
    ]) {
      expect(
        blocks(text).map((f) => f.field),
        text,
      ).toContain('beds');
    }
  });

  it('agrees with the true counts: "3 recámaras", "tres habitaciones", "3 hab."', () => {
    expect(read('Casa de 3 recámaras y tres habitaciones, 3 hab.')).toEqual([
      'beds:ok:3 recámaras',
      'beds:ok:tres habitaciones',
      'beds:ok:3 hab', // the sentence's full stop is no abbreviation dot
    ]);
  });

  it('reads full and half baths as Spanish writes them', () => {
    expect(read('1 baño completo y 1 medio baño')).toEqual([
      'baths_full:ok:1 baño completo',
      'baths_half:ok:1 medio baño',
    ]);
    expect(read('1 baño y medio')).toEqual(['baths_total:ok:1 baño y medio']);
    expect(read('uno y medio baños')).toEqual(['baths_total:ok:uno y medio baños']);
    expect(blocks('2 baños y medio').map((f) => f.field)).toEqual(['baths_total']);
    expect(blocks('dos baños completos').map((f) => f.field)).toEqual(['baths_full']);
    expect(blocks('2 medios baños').map((f) => f.field)).toEqual(['baths_half']);
  });

  it('takes a count of some rooms and "más de" as a minimum', () => {
    expect(blocks('2 habitaciones arriba y más de 2 recámaras en total.')).toEqual([]);
    expect(blocks('más de 4 recámaras').map((f) => f.field)).toEqual(['beds']);
  });

  it('does not read "once" (English) or "un" without a unit as a count', () => {
    // The jardín is a yard (features-spanish.ts), a single-family home's; no count is read from "once" or "un".
    expect(read('Once inside, un jardín precioso.')).toEqual(['yard:ok:jardín']);
  });
});

describe('Spanish prices and status', () => {
  it('reads the price, the old price after "antes" as no claim, and a rent per month', () => {
    expect(read('Ahora $275,000, antes $299,000.')).toEqual(['price:ok:$275,000']);
    expect(blocks('Se renta en $2,500/mes', larkspur).map((f) => f.field)).toEqual(['price']);
    expect(read('Se renta: $2,350 al mes', larkspur)).toEqual([
      'status:ok:Se renta',
      'price:ok:$2,350 al mes',
    ]);
  });

  it('blocks a sold or rented post of an active listing, and not "vendida tal cual"', () => {
    expect(blocks('🎉 Vendida en Columbus, OH').map((f) => f.field)).toEqual(['status']);
    expect(blocks('Se renta casa de 3 habitaciones.').map((f) => f.field)).toEqual(['status']);
    expect(blocks('Se vende. Casa abierta el domingo.')).toEqual([]);
    expect(read('La casa se ofrece vendida tal cual.')).toEqual([]);
    expect(blocks('Ya no está bajo contrato: se vende.')).toEqual([]);
  });
});

describe('Spanish areas', () => {
  it('reads pies cuadrados and metros cuadrados against the listed living area', () => {
    const sqft = cypress.living_area_sqft!;
    const wrong = `Casa de ${(sqft * 2).toLocaleString('en-US')} pies cuadrados.`;
    expect(blocks(wrong).map((f) => f.field)).toContain('living_area_sqft');
    expect(blocks(`Casa de ${sqft.toLocaleString('en-US')} pies cuadrados.`)).toEqual([]);
    const m2 = Math.round(sqft / 10.7639);
    expect(blocks(`Unos ${m2} metros cuadrados de construcción.`)).toEqual([]);
    expect(blocks(`Unos ${m2 * 3} metros cuadrados de construcción.`).map((f) => f.field)).toContain(
      'living_area_sqft',
    );
  });

  it('leaves the area of a part of the home alone: "una terraza de 200 pies cuadrados"', () => {
    expect(blocks('Incluye una terraza de 200 pies cuadrados.')).toEqual([]);
  });
});

describe('Spanish scales', () => {
  const mapleGrove = LISTINGS['maple-grove']; // $489,000
  const prices = (text: string) =>
    readClaims(text, mapleGrove, { now })
      .filter((c) => c.field === 'price')
      .map((c) => c.verdict);
  it('reads "mil" as a thousand in a Spanish post, with or without the dollar sign', () => {
    expect(prices('Casa de una planta en Austin, $489 mil')).toEqual(['ok']);
    expect(prices('Casa de 3 recámaras en Austin por 489 mil dólares')).toEqual(['ok']);
    expect(prices('Casa de 3 recámaras en Austin, $520 mil')).toEqual(['block']);
  });
  it('reads "millones" as millions and leaves English "$1.5 mil" a million', () => {
    const nWayne = LISTINGS['n-wayne']; // $1,500,000
    const on = (text: string) =>
      readClaims(text, nWayne, { now })
        .filter((c) => c.field === 'price')
        .map((c) => c.verdict);
    expect(on('Edificio de tres unidades en Chicago, $1.5 millones')).toEqual(['ok']);
    expect(on('Edificio de tres unidades en Chicago, $2.5 millones')).toEqual(['block']);
    expect(on('$1.5 mil for a vintage 3-flat')).toEqual(['ok']);
    // Place names are no Spanish sentence.
    expect(on('Los Altos feel, Del Mar prices: $1.5 mil for a vintage 3-flat')).toEqual(['ok']);
  });
});
