import type { TListing } from '@pp/contract';
import type { ClaimCase } from './case';
import { LISTINGS, type ListingKey } from './listings';
import { boundGrid } from './stress-grid-bounds';
import {
  areaFormats,
  bathFormats,
  bedBathFormats,
  bedFormats,
  fmt,
  lotFormats,
  rentFormats,
  saleFormats,
  yearFormats,
} from './stress-grid-formats';
import { othersGrid } from './stress-grid-others';
import { spanishGrid } from './stress-grid-spanish';

/**
 * A generated stress grid (issue 26): for each corpus listing and each kind of fact, posts stating the
 * listing's value in many notations (must draw no finding) and a wrong value in the same notations
 * (must be blocked). It measures the grammar, not sentences anyone wrote: a notation read for one
 * listing and not another, or read right and not wrong, shows as a miss or a false alarm here.
 */

const FRAMES = [(x: string) => x, (x: string) => `Check it out: ${x}.`, (x: string) => `${x} in the city!`];

interface Fact {
  field: string;
  /** The listing's value. */
  value: number;
  /** Wrong values (none equal to any value the listing allows). */
  wrong: number[];
  formats: (v: number) => string[];
}

/** A bound written in words holds or not by its direction: "under $X" of a too-high X is true. */
const sameSide = (phrase: string, wrong: number, right: number) =>
  wrong > right
    ? !/^(under|below|less than) /.test(phrase)
    : !/^(over|more than|nearly|just under) /.test(phrase);

const listedBaths = (l: TListing) =>
  [l.baths_total, l.baths_full === null ? null : l.baths_full + (l.baths_half ?? 0) / 2].filter(
    (v): v is number => v !== null,
  );

const facts = (l: TListing): Fact[] => {
  const out: Fact[] = [];
  if (l.price !== null) {
    const rent = l.status === 'for_rent';
    const round = (v: number) => Math.round(v / (rent ? 50 : 5000)) * (rent ? 50 : 5000);
    out.push({
      field: 'price',
      value: l.price,
      wrong: [round(l.price * 1.3), round(l.price * 0.7)],
      formats: rent ? rentFormats : saleFormats,
    });
  }
  if (l.beds !== null)
    out.push({
      field: 'beds',
      value: l.beds,
      wrong: [l.beds + 1, l.beds - 1].filter((n) => n >= 1),
      formats: bedFormats,
    });
  const baths = listedBaths(l);
  if (l.baths_total !== null)
    out.push({
      field: 'baths_total',
      value: l.baths_total,
      wrong: [l.baths_total + 1, l.baths_total - 1].filter((n) => n >= 1 && !baths.includes(n)),
      formats: bathFormats,
    });
  if (l.living_area_sqft !== null) {
    const a = l.living_area_sqft;
    out.push({
      field: 'living_area_sqft',
      value: a,
      wrong: [Math.round(a * 1.3), Math.round(a * 0.7)],
      formats: areaFormats,
    });
  }
  if (l.year_built !== null)
    out.push({
      field: 'year_built',
      value: l.year_built,
      wrong: [l.year_built - 7],
      formats: yearFormats,
    });
  return out;
};

const lotCases = (key: ListingKey, l: TListing): ClaimCase[] => {
  if (l.lot_size === null) return [];
  const wrong = (f: number): TListing => ({ ...l, lot_size: Math.round(l.lot_size! * f * 100) / 100 });
  const right = lotFormats(l).map((t): ClaimCase => [key, `Sits on ${t}.`, '']);
  const bad = [2, 0.5].flatMap((f) =>
    lotFormats(wrong(f))
      .filter((t) => sameSide(t, f, 1))
      .map((t): ClaimCase => [key, `Sits on ${t}.`, 'lot_size:block']),
  );
  return [...right, ...bad];
};

const pairCases = (key: ListingKey, l: TListing): ClaimCase[] => {
  if (l.beds === null || l.baths_total === null) return [];
  const b = l.beds;
  const t = l.baths_total;
  const baths = listedBaths(l);
  return [
    ...bedBathFormats(b, t).map((x): ClaimCase => [key, `Cute ${x} home`, '']),
    ...bedBathFormats(b + 1, t).map((x): ClaimCase => [key, `Cute ${x} home`, 'beds:block']),
    ...(baths.includes(t + 1)
      ? []
      : bedBathFormats(b, t + 1).map((x): ClaimCase => [key, `Cute ${x} home`, 'baths_total:block'])),
  ];
};

const factCases = (key: ListingKey, l: TListing): ClaimCase[] =>
  facts(l).flatMap((f) => [
    ...f.formats(f.value).flatMap((x) => FRAMES.map((fr): ClaimCase => [key, fr(x), ''])),
    ...f.wrong.flatMap((w) =>
      f
        .formats(w)
        .filter((x) => sameSide(x, w, f.value))
        .map((x, i): ClaimCase => [key, FRAMES[i % FRAMES.length]!(x), `${f.field}:block`]),
    ),
  ]);

const STATUS: Record<string, { right: string[]; wrong: string[] }> = {
  for_sale: {
    right: ['Just listed!', 'For sale:', 'New listing', 'Now available', 'Se vende', 'Coming to market now'],
    wrong: [
      'Just sold!',
      'Under contract',
      'Pending',
      'For rent',
      'SOLD',
      'Se renta',
      'Accepting backup offers',
    ],
  },
  for_rent: {
    right: ['For rent', 'For lease', 'Now leasing', 'Se renta', 'Available to rent'],
    wrong: ['For sale', 'Just sold!', 'Under contract', 'Se vende'],
  },
  sold: {
    right: ['Just sold!', 'SOLD', 'Sold in 5 days', 'Vendida'],
    wrong: [
      'Just listed!',
      'For sale',
      'Still available',
      'New listing',
      'Se vende',
      'Accepting offers',
      'Available now',
    ],
  },
};

const TYPES: Record<string, { right: string[]; wrong: string[] }> = {
  single_family: { right: ['single-family home', 'house', 'detached home'], wrong: ['condo', 'townhouse'] },
  condo: { right: ['condo', 'condominium'], wrong: ['single-family home', 'townhouse'] },
  townhouse: { right: ['townhome', 'townhouse'], wrong: ['condo', 'single-family home'] },
  apartment: { right: ['apartment'], wrong: ['single-family home', 'townhouse'] },
  multi_family: { right: ['multi-family', 'income property'], wrong: ['condo', 'single-family home'] },
};

const wordCases = (key: ListingKey, l: TListing): ClaimCase[] => {
  const none = { right: [] as string[], wrong: [] as string[] };
  const s = STATUS[l.status ?? ''] ?? none;
  const ty = TYPES[l.property_type ?? ''] ?? none;
  const street = l.address.street ?? '';
  const number = /^\d+/.exec(street)?.[0];
  const zip = l.address.postal_code;
  const wrongStreet = number ? street.replace(number, String(Number(number) + 2)) : null;
  return [
    ...s.right.map((x): ClaimCase => [key, `${x}\nMessage me for details.`, '']),
    ...s.wrong.map((x): ClaimCase => [key, `${x}\nMessage me for details.`, 'status:block']),
    ...ty.right.map((x): ClaimCase => [key, `Lovely ${x} close to shops.`, '']),
    ...ty.wrong.map((x): ClaimCase => [key, `Lovely ${x} close to shops.`, 'property_type:block']),
    ...(number ? [[key, `Tour ${street} this weekend`, ''] as ClaimCase] : []),
    ...(wrongStreet ? [[key, `Tour ${wrongStreet} this weekend`, 'address.street:block'] as ClaimCase] : []),
    ...(zip ? [[key, `Homes in ${zip} go fast`, ''] as ClaimCase] : []),
    ...(zip
      ? [
          [
            key,
            `Homes in ${String(Number(zip) + 1).padStart(5, '0')} go fast`,
            'address.postal_code:block',
          ] as ClaimCase,
        ]
      : []),
  ];
};

/** Every case of the grid, listing by listing. */
export const stressGrid = (): ClaimCase[] =>
  (Object.keys(LISTINGS) as ListingKey[]).flatMap((key) => {
    const l = LISTINGS[key];
    return [
      ...factCases(key, l),
      ...lotCases(key, l),
      ...pairCases(key, l),
      ...wordCases(key, l),
      ...boundGrid(key, l),
      ...othersGrid(key, l),
      ...spanishGrid(key, l),
    ];
  });

export { fmt };
