import {
  LISTING_FIELDS,
  LISTING_LIMITS,
  type ListingField,
  type ListingSource,
  type TListing,
  type TOpenHouse,
} from '@pp/contract';
import { formatPostalCode } from './text';

/** What one layer (embedded JSON, JSON-LD, DOM) of a page tells about the listing; null = not found. */
export type ListingPart = Partial<Omit<TListing, 'source' | 'url' | 'warnings' | 'address'>> & {
  url?: string | null;
  address?: Partial<TListing['address']>;
};

const isMissing = (v: unknown) =>
  v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0);

/** Fills the gaps of `base` with what `layer` found: earlier layers win. */
export const mergePart = (base: ListingPart, layer: ListingPart): ListingPart => {
  const out: ListingPart = { ...base };
  for (const [k, v] of Object.entries(layer) as [keyof ListingPart, unknown][]) {
    if (k === 'address') continue;
    if (isMissing(out[k]) && !isMissing(v)) (out as Record<string, unknown>)[k] = v;
  }
  const address = { ...base.address };
  for (const [k, v] of Object.entries(layer.address ?? {}) as [keyof TListing['address'], string | null][]) {
    if (isMissing(address[k]) && !isMissing(v)) address[k] = v;
  }
  out.address = address;
  return out;
};

/**
 * Fields many listings simply do not have (no half bath, no open house, no agent phone shown); their
 * absence alone does not make the extractor walk the rest of a large page.
 */
const OFTEN_ABSENT = new Set<ListingField>([
  'baths_full',
  'baths_half',
  'open_houses',
  'agent_phone',
  'mls_name',
  'mls_id',
  'lot_size',
]);

/** Fields a later layer should still look for; the extractor stops once none is left. */
export const missingFields = (part: ListingPart): ListingField[] =>
  LISTING_FIELDS.filter((f) => {
    if (OFTEN_ABSENT.has(f)) return false;
    if (f === 'address') return !part.address?.street || !part.address?.city;
    return isMissing(part[f as keyof ListingPart]);
  });

const clip = (v: string | null | undefined, max: number): string | null =>
  v === null || v === undefined ? null : v.slice(0, max);

/** The final, bounded record plus the warnings naming what the page did not give. */
export const finishListing = (source: ListingSource, url: string, part: ListingPart): TListing => {
  const text = LISTING_LIMITS.text;
  const openHouses: TOpenHouse[] = (part.open_houses ?? []).slice(0, LISTING_LIMITS.openHouses);
  const listing: TListing = {
    source,
    source_id: clip(part.source_id, 100),
    url: part.url ?? url,
    status: part.status ?? null,
    // An off-market or public-record page has no asking price: what it shows there is an estimate or
    // an old sale, and an estimate is never a price.
    price: part.status === 'off_market' ? null : (part.price ?? null),
    currency: part.currency ?? 'USD',
    address: {
      street: clip(part.address?.street, text),
      city: clip(part.address?.city, 120),
      state: clip(part.address?.state, 60),
      postal_code: clip(formatPostalCode(part.address?.postal_code), 20),
    },
    beds: part.beds ?? null,
    // Pages that only split baths ("3 full, 1 partial") get the usual total, a half counting 0.5.
    baths_total:
      part.baths_total ??
      (typeof part.baths_full === 'number' ? part.baths_full + 0.5 * (part.baths_half ?? 0) : null),
    baths_full: part.baths_full ?? null,
    baths_half: part.baths_half ?? null,
    living_area_sqft: part.living_area_sqft ?? null,
    lot_size: part.lot_unit ? (part.lot_size ?? null) : null,
    lot_unit: part.lot_size ? (part.lot_unit ?? null) : null,
    year_built: part.year_built ?? null,
    property_type: part.property_type ?? null,
    description: clip(part.description, LISTING_LIMITS.description),
    photos: (part.photos ?? []).filter((p) => p.length <= LISTING_LIMITS.url).slice(0, LISTING_LIMITS.photos),
    agent_name: clip(part.agent_name, text),
    agent_phone: clip(part.agent_phone, 40),
    brokerage: clip(part.brokerage, text),
    mls_name: clip(part.mls_name, text),
    mls_id: clip(part.mls_id, 100),
    open_houses: openHouses,
    warnings: [],
  };
  listing.warnings = LISTING_FIELDS.filter((f) => {
    if (f === 'address') return !listing.address.street || !listing.address.city;
    if (f === 'open_houses') return false;
    return isMissing(listing[f]);
  });
  return listing;
};
