import type { TListing } from '@pp/contract';

/**
 * The notations of the stress grid (stress-grid.ts): for one value, the ways people write it in a
 * post. Each function answers the phrases that state exactly that value (or a rounding marketing
 * allows); the grid writes them once with the listing's value and once with a wrong one.
 */

export const fmt = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 3 });
const EN = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
const ES = ['cero', 'un', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve', 'diez'];
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
/** Shortest decimal: 1.795 → "1.795", 1.5 → "1.5". */
const dec = (n: number) => String(Math.round(n * 1000) / 1000);

/** A sale price: digits, K and M, words, Spanish, qualifiers. */
export const saleFormats = (p: number): string[] => {
  const out = [`$${fmt(p)}`, `$${p}`, `$${fmt(p)} USD`, `Offered at $${fmt(p)}`, `precio: $${fmt(p)}`];
  out.push(`asking ${fmt(p)}`, `Price: ${fmt(p)}`, `listed at ${p}`);
  if (p % 1000 === 0 && p < 1e6)
    out.push(`$${p / 1000}K`, `$${p / 1000}k`, `${p / 1000}K`, `$${p / 1000} mil`);
  if (p >= 1e6) {
    const m = p / 1e6;
    out.push(`$${dec(m)}M`, `$${dec(m)} million`, `${dec(m)} million dollars`, `$${dec(m)}MM`);
    out.push(`${dec(m)} millones de dólares`);
    // Rounded to the $100,000 where that stays within the rounding marketing allows (2.5%).
    const r = Math.round(m * 10) / 10;
    if (Math.abs(r * 1e6 - p) <= r * 1e6 * 0.025) out.push(`$${dec(r)}M`);
  } else {
    out.push(`$${dec(p / 1e6)}M`, `${fmt(p)} dólares`);
  }
  const up = Math.ceil((p * 1.02) / 10_000) * 10_000;
  const down = Math.floor((p * 0.98) / 10_000) * 10_000;
  out.push(`just under $${fmt(up)}`, `under $${fmt(up)}`, `over $${fmt(down)}`, `around $${fmt(p)}`);
  out.push(`$${fmt(down)}–$${fmt(up)}`, `between $${fmt(down)} and $${fmt(up)}`);
  if (p < 1e6 && down % 1000 === 0 && up % 1000 === 0) out.push(`$${down / 1000}-${up / 1000}K`);
  if (p >= 1e5 && p < 1e6) {
    const h = Math.floor(p / 100_000) * 100;
    const part = (p % 100_000) / 100_000;
    out.push(`the ${part < 0.4 ? 'low ' : part >= 0.6 ? 'high ' : ''}$${h}s`);
    out.push(`${part < 0.4 ? 'low' : part >= 0.6 ? 'high' : 'mid'} ${h}s`);
  }
  return out;
};

/** A monthly rent. */
export const rentFormats = (p: number): string[] => [
  `$${fmt(p)}/mo`,
  `$${p}/month`,
  `$${fmt(p)} a month`,
  `$${fmt(p)} per month`,
  `$${dec(p / 1000)}k/mo`,
  `$${dec(p / 1000)}K/month`,
  `$${fmt(p)} monthly`,
  `$${fmt(p)} al mes`,
  `rent: $${fmt(p)}`,
  `${fmt(p)}/month`,
];

/** A bedroom count. */
export const bedFormats = (n: number): string[] => [
  `${n} bedrooms`,
  `${n} beds`,
  `${n}BR`,
  `${n} br`,
  `${n}bd`,
  `${n}-bedroom`,
  `${n} bdrm`,
  `${n} bed`,
  `${EN[n]} bedrooms`,
  `${cap(EN[n] ?? '')}-bedroom`,
  `${n} recámaras`,
  `${ES[n]} habitaciones`,
  `${n} dormitorios`,
  `${n} bedrooms total`,
  `Bedrooms ${n}`,
  `#${n}bedroom`,
  `${n} spacious bedrooms`,
  `#${n}BR`,
  `Beds: ${n}`,
  `${cap(EN[n] ?? '')} (${n}) bedrooms`,
];

/** A bathroom count (halves written as .5, ½ and words). */
export const bathFormats = (n: number): string[] => {
  const whole = Math.floor(n);
  const half = n % 1 === 0.5;
  const out = [
    `${n} baths`,
    `${n} bathrooms`,
    `${n}BA`,
    `${n} ba`,
    `${n} bath`,
    `${n} baños`,
    `Baths ${n}`,
    `#${n}bath`,
  ];
  if (half) {
    out.push(`${whole}½ baths`, `${EN[whole]} and a half baths`, `${ES[whole]} baños y medio`);
  } else {
    out.push(`${EN[n]} baths`, `${ES[n]} baños`, `${cap(EN[n] ?? '')}-bath`);
  }
  return out;
};

/** Beds and baths together, as shorthand. */
export const bedBathFormats = (beds: number, baths: number): string[] => [
  `${beds}bd/${baths}ba`,
  `${beds} bed | ${baths} bath`,
  `${beds}BR/${baths}BA`,
  `${beds}/${baths}`,
  `a ${beds}/${baths}/2`,
  `${beds} bd ${baths} ba`,
  `🛏 ${beds} | 🛁 ${baths}`,
  `${beds}🛏️ ${baths}🛁`,
  `Beds/Baths: ${beds}/${baths}`,
];

/** A living area in square feet (and converted to m²). */
export const areaFormats = (a: number): string[] => {
  const hundred = Math.round(a / 100) * 100;
  const out = [
    `${fmt(a)} sq ft`,
    `${a} sqft`,
    `${fmt(a)} square feet`,
    `${fmt(a)} SF`,
    `${fmt(a)}-square-foot`,
    `${fmt(a)} sq. ft.`,
    `${dec(Math.round(a / 100) / 10)}K sq ft`,
    `${Math.round(a / 10.7639)} m²`,
    `${fmt(a)} pies cuadrados`,
    `approx. ${fmt(hundred)} sq ft`,
    `~${fmt(hundred)} sqft`,
    `nearly ${fmt(Math.ceil(a / 100) * 100)} sq ft`,
    `over ${fmt(Math.floor(a / 100) * 100)} sq ft`,
    `${fmt(a)} sq ft of living space`,
    `${fmt(a)} heated sq ft`,
  ];
  return out;
};

/** A lot, in the listing's unit and converted. */
export const lotFormats = (l: TListing): string[] => {
  if (l.lot_size === null) return [];
  const sqft = l.lot_unit === 'acres' ? l.lot_size * 43_560 : l.lot_size;
  const acres = sqft / 43_560;
  const a2 = acres.toFixed(2);
  const out = [
    `a ${a2}-acre lot`,
    `${a2} acres`,
    `${fmt(Math.round(sqft))} sq ft lot`,
    `a lot of ${fmt(Math.round(sqft))} sq ft`,
    `${fmt(Math.round(sqft))} SF lot`,
    `on a ${fmt(Math.round(sqft))} sqft lot`,
  ];
  if (acres >= 0.1) out.push(`${a2} ac`, `over ${(Math.floor(acres * 10) / 10).toFixed(1)} acres`);
  return out;
};

/** A year built. */
export const yearFormats = (y: number): string[] => [
  `built in ${y}`,
  `Built ${y}`,
  `a ${y} build`,
  `Year built: ${y}`,
  `built in '${String(y).slice(2)}`,
  `built ’${String(y).slice(2)}`,
  `construida en ${y}`,
  `constructed in ${y}`,
];
