import type { TSourceRules } from '@pp/contract';
import { readAssignedJson, scriptContaining } from '../helpers/balanced-json';
import { asArray, dig, isObject, parseJson } from '../helpers/json';
import type { ListingPart } from '../helpers/listing-draft';
import { parseCount, parseLotSize, parseNumber, parsePrice, parseYear } from '../helpers/parse-number';
import { dedupePhotos } from '../helpers/photos';
import { mapPropertyType } from '../helpers/property-type';
import { mapStatus } from '../helpers/status';
import { absoluteUrl, cleanRecordText, cleanText } from '../helpers/text';
import { effectiveSourceRules } from '../rules/built-in-rules';
import { addressAt, inputOf, inputsOf, recordRoots } from '../rules/record-input';

const TRULIA_ORIGIN = 'https://www.trulia.com';
/** Every size of one Trulia picture shares its `picture-uh=` hash. */
export const truliaPhotoKey = (url: string) => /picture-uh=([0-9a-f]+)/.exec(url)?.[1] ?? url;
/** The 2016-17 pages hand their listing record to the page script one of two ways. */
const LEGACY_MARKERS = ['trulia.propertyData.set(', 'trulia.pdp.propertyJSON ='];

/** Trulia's listing id: the trailing number of /home/<slug>-<id> or the leading one of /property/<id>-<slug>. */
export const idFromUrl = (url: string): string | null =>
  /\/home\/[^/?#]*-(\d+)(?:[/?#]|$)/.exec(url)?.[1] ?? /\/(?:property|sold)\/(\d+)-/.exec(url)?.[1] ?? null;

/** "3 full, 1 partial" style bath text → full and half counts. */
export const splitBaths = (text: string | null): Pick<ListingPart, 'baths_full' | 'baths_half'> => ({
  baths_full: parseNumber(/(\d+)\s*full/i.exec(text ?? '')?.[1]),
  baths_half: parseNumber(/(\d+)\s*(?:partial|half)/i.exec(text ?? '')?.[1]),
});

type Fact = { name: string; value: string };

/**
 * Every fact of the record as name/value: `features.attributes[]` ({formattedName, formattedValue},
 * the name sometimes absent and folded into the value: "Built in 1999", "Lot Size: 0.25 acres"),
 * the nested `features.categories[]` tree (category → categories/attributes), and the public
 * record's `publicRecord.features.attributes[]` last.
 */
const collectFacts = (node: unknown, out: Fact[] = [], depth = 0): Fact[] => {
  if (depth > 6) return out;
  for (const a of asArray(dig(node, 'attributes'))) {
    const value = cleanText(dig(a, 'formattedValue'));
    if (value) out.push({ name: cleanText(dig(a, 'formattedName')) ?? '', value });
  }
  for (const c of asArray(dig(node, 'categories'))) collectFacts(c, out, depth + 1);
  return out;
};

/** The value of the fact named `name` ("Lot Size"), or written as "<name>: value" / "<name> value". */
const factValue = (facts: Fact[], name: RegExp): string | null => {
  for (const f of facts) {
    if (name.test(f.name)) return f.value;
    const folded = new RegExp(`^(?:${name.source.replace(/^\^/, '')})\\s*:?\\s*(?<value>.+)$`, 'i').exec(
      f.value,
    );
    if (!f.name && folded?.groups?.value) return folded.groups.value;
  }
  return null;
};

/**
 * Status: the printed label when it names one ("Pending", "For Sale"), else the flags of
 * `currentStatus`. A home "recently rented" is taken, not for rent.
 */
const statusFrom = (current: unknown): ListingPart['status'] => {
  if (dig(current, 'isRecentlySold') === true) return 'sold';
  const label = mapStatus(dig(current, 'label'));
  if (label) return label;
  if (dig(current, 'isActiveForRent') === true) return 'for_rent';
  if (dig(current, 'isActiveForSale') === true || dig(current, 'isForeclosure') === true) return 'for_sale';
  if (dig(current, 'isOffMarket') === true || dig(current, 'isRecentlyRented') === true) return 'off_market';
  return null;
};

/** A sold home's price: the latest "Sold" event of `priceHistory[]` ({formattedDate, event, price.formattedPrice}). */
const lastSoldPrice = (history: unknown): number | null => {
  let best: { time: number; price: number } | null = null;
  for (const e of asArray(history)) {
    if (!/\bsold\b/i.test(String(dig(e, 'event') ?? ''))) continue;
    const price = parsePrice(dig(e, 'price', 'price') ?? dig(e, 'price', 'formattedPrice'));
    const time = Date.parse(String(dig(e, 'formattedDate') ?? dig(e, 'date') ?? ''));
    if (price !== null && (!best || (Number.isFinite(time) && time > best.time)))
      best = { time: Number.isFinite(time) ? time : Number.NEGATIVE_INFINITY, price };
  }
  return best?.price ?? null;
};

/** "Studio" is a home with no separate bedroom. */
const bedsFrom = (text: unknown): number | null =>
  typeof text === 'string' && /^\s*studio\b/i.test(text) ? 0 : parseCount(text);

/**
 * Current pages (2020 on): Next.js data under props.homeDetails (not pageProps). Where the record and
 * its inputs are is data (rules/built-in-trulia.ts, overlaid by a published rule set).
 */
const fromNextData = (document: Document, r: TSourceRules): ListingPart => {
  const home = recordRoots(document, r).find((v) => v !== null && v !== undefined);
  if (!isObject(home)) return {};
  const input = (name: string) => inputOf(r, home, name);
  const location = input('location');
  const facts = inputsOf(r, home, 'features').flatMap((features) => collectFacts(features));
  const lot = parseLotSize(input('lot_size') ?? factValue(facts, /^lot size/i));
  const bathsText = cleanText(input('baths'));
  const agent = input('agent');
  const status = statusFrom(input('current_status'));
  const formattedPrice = String(input('formatted_price') ?? '');
  // A home that is not for sale shows Trulia's estimate ("$1.2M (est.)") there: an estimate is never a price.
  const listed = /\best\b|estimate/i.test(formattedPrice) ? null : parsePrice(input('price'));
  return {
    source_id: cleanText(String(input('source_id') ?? '')),
    url: absoluteUrl(input('url'), TRULIA_ORIGIN),
    status,
    price: listed ?? (status === 'sold' ? lastSoldPrice(input('price_history')) : null),
    currency: cleanText(input('currency')) ?? undefined,
    address: addressAt(r, location),
    beds: bedsFrom(input('beds')),
    baths_total: parseCount(bathsText),
    ...splitBaths(bathsText),
    living_area_sqft: parseNumber(input('living_area')),
    lot_size: lot?.value ?? null,
    lot_unit: lot?.unit ?? null,
    year_built: parseYear(factValue(facts, /^(year built|built in|built)/i)),
    property_type: mapPropertyType(factValue(facts, /^property type/i)),
    description: cleanRecordText(input('description')),
    photos: dedupePhotos(
      asArray(input('photos')).flatMap((p) => {
        // The largest size the photo has: the first of the paths that is a URL.
        const u = inputsOf(r, p, 'photo_url').find((v) => typeof v === 'string');
        return typeof u === 'string' ? [{ url: u, key: u.split('/').pop() ?? u }] : [];
      }),
    ),
    agent_name: cleanText(inputOf(r, agent, 'agent_name')),
    agent_phone: cleanText(inputOf(r, agent, 'agent_phone')),
    brokerage: cleanText(input('broker_name') ?? inputOf(r, agent, 'agent_broker')),
    mls_name: cleanText(input('mls_name')),
    mls_id: cleanText(input('mls_id')),
  };
};

/**
 * The 2017 design's whole photo list (`dataPhotos`, a JSON string of {standard_url, thumbnail_url}),
 * not only the few thumbnails the page prints.
 */
const legacyPhotos = (r: TSourceRules, value: unknown): string[] =>
  dedupePhotos(
    asArray(inputOf(r, typeof value === 'string' ? parseJson(value) : value, 'legacy_photo_list')).flatMap(
      (p) => {
        // Pages from 2017 on write them protocol-relative ("//thumbs.trulia-cdn.com/…").
        const u = absoluteUrl(inputOf(r, p, 'legacy_photo_url'), TRULIA_ORIGIN);
        return u ? [{ url: u, key: truliaPhotoKey(u) }] : [];
      },
    ),
  );

/** 2016-17 design: the page script `trulia.propertyData.set({...})` or `trulia.pdp.propertyJSON = {...}`. */
const legacyData = (document: Document): unknown => {
  for (const marker of LEGACY_MARKERS) {
    const script = scriptContaining(document, marker);
    const data = script ? readAssignedJson(script, marker) : undefined;
    if (isObject(data)) return data;
  }
  return undefined;
};

/** The 2016-17 record's inputs are the rules' `legacy_*` ones (rules/built-in-trulia.ts). */
const fromLegacyScript = (document: Document, r: TSourceRules): ListingPart => {
  const data = legacyData(document);
  if (!isObject(data)) return {};
  const input = (name: string) => inputOf(r, data, `legacy_${name}`);
  const street = [cleanText(input('street_number')), cleanText(input('street'))].filter(Boolean).join(' ');
  const unit = cleanText(input('unit'));
  const full = input('baths_full');
  return {
    source_id: cleanText(String(input('id') ?? '')),
    url: absoluteUrl(input('url'), TRULIA_ORIGIN),
    status: mapStatus(input('status')),
    price: parsePrice(input('price')),
    address: {
      street: street ? (unit ? `${street} #${unit}` : street) : null,
      city: cleanText(input('city')),
      state: cleanText(input('state')),
      postal_code: cleanText(input('postal_code')),
    },
    beds: parseCount(input('beds')),
    baths_full: full ? parseCount(full) : null,
    baths_half: parseCount(input('baths_half')),
    living_area_sqft: parseNumber(input('living_area')),
    property_type: mapPropertyType(input('property_type')),
    mls_id: cleanText(input('mls_id')),
    agent_name: cleanText(input('agent_name')),
    photos: legacyPhotos(r, input('photos')),
  };
};

export const truliaFromEmbedded = (document: Document, url: string, rules?: TSourceRules): ListingPart => {
  const r = rules ?? effectiveSourceRules(null, 'trulia');
  const next = fromNextData(document, r);
  const part = Object.keys(next).length > 0 ? next : fromLegacyScript(document, r);
  return { ...part, source_id: part.source_id || idFromUrl(url) };
};
