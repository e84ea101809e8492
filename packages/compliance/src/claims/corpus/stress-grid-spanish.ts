import type { TListing } from '@pp/contract';
import type { ClaimCase } from './case';
import type { ListingKey } from './listings';
import { fmt } from './stress-grid-formats';

/**
 * The stress grid in Spanish (stress-grid.ts): es-US posts state the same facts in their own words
 * ("3 recámaras", "2 baños y medio", "1,684 pies cuadrados", "construida en 1998", "489 mil dólares"),
 * each written once with the listing's value and once with a wrong one.
 */

const ES = ['cero', 'una', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve', 'diez'];

const bedsEs = (n: number) => [
  `${n} recámaras`,
  `${n} habitaciones`,
  `${n} dormitorios`,
  `${n} cuartos`,
  `${ES[n]} recámaras`,
];
const bathsEs = (n: number) => {
  const whole = Math.floor(n);
  const half = n % 1 === 0.5;
  return half
    ? [`${whole} baños y medio`, `${ES[whole]} baños y medio`, `${n} baños`]
    : [`${n} baños`, `${ES[n]} baños`];
};
const areaEs = (a: number) => [
  `${fmt(a)} pies cuadrados`,
  `${fmt(a)} pies²`,
  `${Math.round(a / 10.7639)} metros cuadrados`,
  `${Math.round(a / 10.7639)} m²`,
  `casi ${fmt(Math.ceil(a / 100) * 100)} pies cuadrados`,
  `más de ${fmt(Math.floor(a / 100) * 100)} pies cuadrados`,
];
const priceEs = (p: number) => [
  `Precio: $${fmt(p)}`,
  `por solo $${fmt(p)}`,
  `$${fmt(p)} dólares`,
  ...(p < 1e6 && p % 1000 === 0 ? [`${p / 1000} mil dólares`, `$${p / 1000} mil`] : []),
  ...(p >= 1e6 ? [`${Math.round(p / 1e4) / 100} millones de dólares`] : []),
];
const yearEs = (y: number) => [`construida en ${y}`, `construido en ${y}`, `año de construcción: ${y}`];

const pair = (
  key: ListingKey,
  field: string,
  write: (v: number) => string[],
  right: number,
  wrong: number[],
  frame: (x: string) => string,
): ClaimCase[] => [
  ...write(right).map((x): ClaimCase => [key, frame(x), '']),
  ...wrong.flatMap((w) =>
    write(w)
      .filter((x) => !(w > right ? /^(menos de)/ : /^(más de|casi)/).test(x))
      .map((x): ClaimCase => [key, frame(x), `${field}:block`]),
  ),
];

const STATUS_ES: Record<string, { right: string[]; wrong: string[] }> = {
  for_sale: { right: ['¡Se vende!', 'En venta'], wrong: ['¡Vendida!', 'Se renta', 'Bajo contrato'] },
  for_rent: { right: ['Se renta', 'En renta'], wrong: ['Se vende', '¡Vendida!'] },
  sold: { right: ['¡Vendida!'], wrong: ['Se vende', 'En venta'] },
};

export const spanishGrid = (key: ListingKey, l: TListing): ClaimCase[] => {
  const out: ClaimCase[] = [];
  const frame = (x: string) => `Casa bonita: ${x}.`;
  if (l.beds !== null)
    out.push(
      ...pair(
        key,
        'beds',
        bedsEs,
        l.beds,
        [l.beds + 1, l.beds - 1].filter((n) => n >= 1),
        frame,
      ),
    );
  const listedBaths = [l.baths_total, l.baths_full === null ? null : l.baths_full + (l.baths_half ?? 0) / 2];
  if (l.baths_total !== null) {
    const wrong = [l.baths_total + 1, l.baths_total - 1].filter((n) => n >= 1 && !listedBaths.includes(n));
    out.push(...pair(key, 'baths_total', bathsEs, l.baths_total, wrong, frame));
  }
  const a = l.living_area_sqft;
  if (a !== null) out.push(...pair(key, 'living_area_sqft', areaEs, a, [Math.round(a * 1.35)], frame));
  if (l.price !== null && l.status !== 'for_rent') {
    const w = Math.round((l.price * 1.3) / 1000) * 1000;
    out.push(...pair(key, 'price', priceEs, l.price, [w], (x) => `Casa bonita. ${x}.`));
  }
  if (l.year_built !== null)
    out.push(...pair(key, 'year_built', yearEs, l.year_built, [l.year_built - 11], frame));
  const s = STATUS_ES[l.status ?? ''];
  if (s)
    out.push(
      ...s.right.map((x): ClaimCase => [key, `${x}\nLlámame para verla.`, '']),
      ...s.wrong.map((x): ClaimCase => [key, `${x}\nLlámame para verla.`, 'status:block']),
    );
  return out;
};
