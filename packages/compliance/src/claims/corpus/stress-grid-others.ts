import type { TListing } from '@pp/contract';
import type { ClaimCase } from './case';
import type { ListingKey } from './listings';
import { fmt } from './stress-grid-formats';

/**
 * The stress grid's facts of other things (stress-grid.ts): a figure the listing contradicts, said of
 * another home, the neighbourhood, the comps, the market or a place nearby, draws no finding; the same
 * figure said of the home is blocked. Each frame is written with wrong values only, so any finding on
 * an "other" post is a false alarm and a missing one on a "home" post a miss.
 */

interface Wrong {
  price: string;
  beds: string;
  area: string;
  year: string;
  acres: string;
}

const OTHERS: ReadonlyArray<(w: Wrong) => string> = [
  (w) => `Comparable homes nearby sold for ${w.price}.`,
  (w) => `Similar homes in the area sold for ${w.price} last spring.`,
  (w) => `The median sale price here is ${w.price}.`,
  (w) => `Comps came in at ${w.price}.`,
  (w) => `Homes in this neighborhood average ${w.area}.`,
  (w) => `The house next door has ${w.beds}.`,
  (w) => `Neighbors' homes have ${w.beds} and ${w.area}.`,
  (w) => `The school down the street was built in ${w.year}.`,
  (w) => `The park nearby covers ${w.acres}.`,
  (w) => `A ${w.acres} nature preserve is a short walk away.`,
  (w) => `Most homes on the block were built in ${w.year}.`,
  (w) => `My last listing, a ${w.beds}, sold for ${w.price}.`,
  (w) => `Unlike the ${w.beds} homes nearby, it keeps things simple.`,
  (w) => `Our team sold ${w.price} in homes this year.`,
  (w) => `Not ${w.area}, but every foot counts.`,
  (w) => `It's not ${w.price}, and not a ${w.beds.replace(' bedrooms', '-bedroom')} either.`,
];

const HOME: ReadonlyArray<[(w: Wrong) => string, string]> = [
  [(w) => `This home has ${w.beds}.`, 'beds'],
  [(w) => `The home offers ${w.area}.`, 'living_area_sqft'],
  [(w) => `This home was built in ${w.year}.`, 'year_built'],
  [(w) => `It sits on ${w.acres}.`, 'lot_size'],
  [(w) => `Unlike most homes nearby, this one has ${w.beds}.`, 'beds'],
  [(w) => `Neighbors will envy its ${w.area}.`, 'living_area_sqft'],
];

const wrongOf = (l: TListing): Wrong | null => {
  if (l.price === null || l.beds === null || l.living_area_sqft === null || l.year_built === null)
    return null;
  const lotAcres = l.lot_size === null ? 1 : l.lot_unit === 'acres' ? l.lot_size : l.lot_size / 43_560;
  const p = Math.round((l.price * 1.4) / 1000) * 1000;
  return {
    price: l.status === 'for_rent' ? `$${fmt(Math.round(p / 50) * 50)}/mo` : `$${fmt(p)}`,
    beds: `${l.beds + 2} bedrooms`,
    area: `${fmt(Math.round((l.living_area_sqft * 1.5) / 10) * 10)} sq ft`,
    year: String(l.year_built - 30),
    acres: `${(Math.round(lotAcres * 3 * 100) / 100 + 1).toFixed(2)} acres`,
  };
};

export const othersGrid = (key: ListingKey, l: TListing): ClaimCase[] => {
  const w = wrongOf(l);
  if (!w) return [];
  return [
    ...OTHERS.map((f): ClaimCase => [key, f(w), '']),
    ...HOME.filter(([, field]) => field !== 'lot_size' || l.lot_size !== null).map(
      ([f, field]): ClaimCase => [key, f(w), `${field}:block`],
    ),
  ];
};
