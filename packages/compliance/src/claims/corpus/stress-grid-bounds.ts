import type { TListing } from '@pp/contract';
import type { ClaimCase } from './case';
import type { ListingKey } from './listings';
import { fmt } from './stress-grid-formats';

/**
 * The stress grid's bounds and rarer notations (stress-grid.ts): every qualifier people put before
 * a figure ("nearly", "just shy of", "at least", "±"), each written once of the listing's value and
 * once of a value it excludes, for price, living area, lot and room counts; and notations the main
 * grid does not write (feet as "ft²", "1.18k sqft", "$735,000.00", "USD 735,000", "circa 1998").
 */

/** Qualifiers by what they allow: below (up to the figure), near (a little below), above, about. */
const BELOW = ['under', 'less than', 'up to', 'no more than', 'below', 'menos de'];
const NEAR = ['nearly', 'almost', 'just under', 'just shy of', 'close to', 'casi'];
const ABOVE = ['over', 'more than', 'at least', 'upwards of', 'in excess of', 'más de'];
/** "just over": at least the figure, and not far past it. */
const NEAR_ABOVE = ['just over', 'a little over', 'slightly over'];
const ABOUT = ['about', 'around', 'approximately', 'approx.', 'roughly', '~', 'aproximadamente'];

interface Scale {
  field: string;
  right: number;
  /** The figure as written, with its unit. */
  write: (v: number) => string;
  /** Rounds a figure to what people write ("1,200 sq ft", "$740K"). */
  round: (v: number) => number;
  frame: (x: string) => string;
}

/** True and wrong posts of one scale: each qualifier once with a figure that holds, once with one that does not. */
const boundCases = (key: ListingKey, s: Scale): ClaimCase[] => {
  const up = (f: number) => s.write(s.round(s.right * f));
  const out: ClaimCase[] = [];
  const post = (q: string, v: string, label: string) => out.push([key, s.frame(`${q} ${v}`), label]);
  for (const q of BELOW) {
    post(q, up(1.04), '');
    post(q, up(0.8), `${s.field}:block`);
  }
  for (const q of NEAR) {
    post(q, up(1.03), '');
    post(q, up(0.85), `${s.field}:block`);
    post(q, up(1.3), `${s.field}:block`);
  }
  for (const q of ABOVE) {
    post(q, up(0.96), '');
    post(q, up(1.2), `${s.field}:block`);
  }
  for (const q of NEAR_ABOVE) {
    // A figure at or just below the value: rounding 0.97 of it may land above (780 → 800).
    const below = s.round(s.right * 0.97) <= s.right ? 0.97 : 0.9;
    post(q, up(below), '');
    post(q, up(0.65), `${s.field}:block`);
    post(q, up(1.2), `${s.field}:block`);
  }
  for (const q of ABOUT) {
    post(q, s.write(s.round(s.right)), '');
    post(q, up(1.35), `${s.field}:block`);
    post(q, up(0.65), `${s.field}:block`);
  }
  return out;
};

const roundTo = (step: number) => (v: number) => Math.round(v / step) * step;

const scales = (l: TListing): Scale[] => {
  const out: Scale[] = [];
  if (l.price !== null && l.status !== 'for_rent')
    out.push({
      field: 'price',
      right: l.price,
      write: (v) => (v >= 1e6 ? `$${fmt(v / 1e6)}M` : `$${fmt(v / 1000)}K`),
      round: roundTo(l.price >= 1e6 ? 100_000 : 10_000),
      frame: (x) => `Priced at ${x}.`,
    });
  if (l.living_area_sqft !== null)
    out.push({
      field: 'living_area_sqft',
      right: l.living_area_sqft,
      write: (v) => `${fmt(v)} sq ft`,
      round: roundTo(100),
      frame: (x) => `Enjoy ${x} of living space.`,
    });
  if (l.lot_size !== null && l.lot_unit === 'acres')
    out.push({
      field: 'lot_size',
      right: l.lot_size,
      write: (v) => `${fmt(v)} acres`,
      round: (v) => Math.round(v * 100) / 100,
      frame: (x) => `Set on ${x}.`,
    });
  return out;
};

/** "at least 3 bedrooms", "up to 4 baths", "nearly 4 bedrooms". */
const countCases = (key: ListingKey, l: TListing): ClaimCase[] => {
  if (l.beds === null || l.beds < 2) return [];
  const b = l.beds;
  return [
    [key, `At least ${b} bedrooms.`, ''],
    [key, `At least ${b + 1} bedrooms.`, 'beds:block'],
    [key, `${b}+ bedrooms.`, ''],
    [key, `${b + 1}+ bedrooms.`, 'beds:block'],
    [key, `Up to ${b} bedrooms.`, ''],
    [key, `Up to ${b - 1} bedrooms.`, 'beds:block'],
    [key, `More than ${b - 1} bedrooms.`, ''],
    [key, `More than ${b} bedrooms.`, 'beds:block'],
  ];
};

/** Notations of the same value the main grid does not write. */
const notationCases = (key: ListingKey, l: TListing): ClaimCase[] => {
  const out: ClaimCase[] = [];
  const both = (right: string, wrong: string, field: string) =>
    out.push([key, right, ''], [key, wrong, `${field}:block`]);
  const a = l.living_area_sqft;
  if (a !== null) {
    const w = Math.round(a * 1.4);
    both(`${fmt(a)} ft² of space`, `${fmt(w)} ft² of space`, 'living_area_sqft');
    both(`${fmt(a)}sf home`, `${fmt(w)}sf home`, 'living_area_sqft');
    both(`${fmt(a)} sq. feet`, `${fmt(w)} sq. feet`, 'living_area_sqft');
    both(`${(a / 1000).toFixed(2)}k sqft`, `${(w / 1000).toFixed(2)}k sqft`, 'living_area_sqft');
    both(`${fmt(a)} sq ft +/-`, `${fmt(w)} sq ft +/-`, 'living_area_sqft');
    // "on" an area names the home or the land: a true figure must read as whichever it is.
    out.push([key, `Lives large on ${fmt(a)} sq ft.`, '']);
  }
  const p = l.price;
  if (p !== null && l.status !== 'for_rent') {
    const w = Math.round((p * 1.3) / 1000) * 1000;
    both(`Offered at $${fmt(p)}.00`, `Offered at $${fmt(w)}.00`, 'price');
    both(`Offered at USD ${fmt(p)}`, `Offered at USD ${fmt(w)}`, 'price');
    both(`Offered at $ ${fmt(p)}`, `Offered at $ ${fmt(w)}`, 'price');
  }
  const y = l.year_built;
  if (y !== null) {
    both(`circa ${y}`, `circa ${y - 9}`, 'year_built');
    both(`a ${y}-built home`, `a ${y - 9}-built home`, 'year_built');
    both(`Built in ${y}.`, `Built in ${y - 9}.`, 'year_built');
  }
  return out;
};

export const boundGrid = (key: ListingKey, l: TListing): ClaimCase[] => [
  ...scales(l).flatMap((s) => boundCases(key, s)),
  ...countCases(key, l),
  ...notationCases(key, l),
];
