import { describe, expect, it } from 'vitest';
import { checkClaims, readClaims } from './check-claims';
import { LISTINGS } from './corpus/listings';
import { tokenize } from './tokenize';

// Issue 26: Portuguese posts, their words and their number notation.
const now = new Date('2026-01-05T00:00:00Z');
const keys = (text: string, key: keyof typeof LISTINGS) =>
  checkClaims(text, LISTINGS[key], { now }).map(
    (f) => `${f.feature ? `feature:${f.feature}` : f.field}:${f.severity}`,
  );
const values = (text: string) =>
  tokenize(text)
    .filter((t) => t.kind === 'num')
    .map((t) => t.value);

describe('Portuguese and Spanish number notation', () => {
  it('reads a dot before three digits as thousands and a comma before one or two as decimals', () => {
    expect(values('Casa com 1.182 pés quadrados em terreno de 0,36 acre')).toEqual([1182, 0.36]);
    expect(values('Casa com 2,5 banheiros, US$ 753.000')).toEqual([2.5, 753000]);
    expect(values('Vendida por US$ 1,5 milhão, casa com 3 quartos')).toEqual([1500000, 3]);
    expect(values('Casa en venta con 1,500 pies y 2.5 baños')).toEqual([1500, 2.5]);
    // An English post keeps the English reading.
    expect(values('Home on 0.36 acres, 3,5 and 7 minutes away')).toEqual([0.36, 3, 5, 7]);
  });

  it('reads one dot group before a millions word as a decimal point, and a decimal comma before millones anywhere', () => {
    expect(keys('Se vende por $1.795 millones, 1 recámara.', 'e-9th')).toEqual([]);
    expect(keys('Casa frente al mar en venta, $12.95 millones.', 'ocean-front-walk')).toEqual([]);
    expect(values('Only 1,2 millones!')).toEqual([1200000]);
    // Two dot groups are thousands: 1.795.000 is no count of millions.
    expect(keys('Se vende por US$ 1.795.000, 1 recámara.', 'e-9th')).toEqual([]);
    expect(keys('Departamento de 1 recámara en venta: $1.795 millones.', 'e-9th')).toEqual([]);
    expect(keys('Departamento de 1 recámara en venta: $1.975 millones.', 'e-9th')).toEqual(['price:block']);
  });

  it('checks a Portuguese post’s rooms, area, lot, year and price (marble-creek: 4 bd, 3.5 ba, 4,479 sf, 0.36 ac, $815K)', () => {
    const right =
      'Casa com 4 quartos, 3,5 banheiros, 4.479 pés quadrados em terreno de 0,36 acre, US$ 815.000.';
    expect(keys(right, 'marble-creek')).toEqual([]);
    const wrong =
      'Casa com 5 quartos, 2,5 banheiros, 3.479 pés quadrados em terreno de 0,63 acre, US$ 753.000.';
    expect(keys(wrong, 'marble-creek')).toEqual([
      'beds:block',
      'baths_total:block',
      'living_area_sqft:block',
      'lot_size:block',
      'price:block',
    ]);
  });

  it('reads "construída em", "vendida" and "à venda" (ne-183rd: sold, 1996)', () => {
    expect(keys('Vendida! 3 quartos, construída em 1996.', 'ne-183rd')).toEqual([]);
    expect(keys('Townhome com 2 quartos, vendida por US$ 735.000.', 'okeefe')).toEqual(['status:block']);
    expect(keys('À venda: 4 quartos, 3 banheiros e meio.', 'marble-creek')).toEqual([]);
    expect(keys('À venda: 4 quartos, 2 banheiros e meio.', 'marble-creek')).toEqual(['baths_total:block']);
    expect(keys('À venda! 3 quartos, construída em 1986.', 'ne-183rd')).toEqual([
      'status:block',
      'year_built:block',
    ]);
    expect(
      readClaims('Vendida! 3 quartos em Kenmore.', LISTINGS['ne-183rd'], { now }).map((c) => c.field),
    ).toEqual(['status', 'beds']);
  });
});
