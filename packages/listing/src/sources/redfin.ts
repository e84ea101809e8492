import type { TSourceRules } from '@pp/contract';
import { asArray, isObject, type JsonObject, parseJson } from '../helpers/json';
import type { ListingPart } from '../helpers/listing-draft';
import { parseCount, parseLotSize, parseNumber, parsePrice, parseYear } from '../helpers/parse-number';
import { dedupePhotos, type PhotoCandidate } from '../helpers/photos';
import { mapPropertyType, REDFIN_PROPERTY_TYPES } from '../helpers/property-type';
import { mapStatus } from '../helpers/status';
import { absoluteUrl, cleanRecordText, cleanText } from '../helpers/text';
import { effectiveSourceRules } from '../rules/built-in-rules';
import { addressAt, type FirstStep, inputOf, openHousesAt, recordRoots } from '../rules/record-input';

/**
 * Redfin's reader: where the API answers and each input are is data (rules/built-in-redfin.ts, overlaid
 * by a published rule set); what is left here is what the inputs mean.
 */
const REDFIN_ORIGIN = 'https://www.redfin.com';

/**
 * An input path's first key is the end of an API path: the payload of the cached answer whose path
 * (query strings vary) ends with it. Each text is prefixed `{}&&`; each answer is parsed once per read.
 */
const cachedAnswers = (r: TSourceRules): FirstStep => {
  const payloads = new Map<string, unknown>();
  return (cache, path) => {
    if (!isObject(cache)) return undefined;
    if (payloads.has(path)) return payloads.get(path);
    const key = Object.keys(cache).find((k) => k.split('?')[0]?.endsWith(path));
    const text = key ? inputOf(r, cache[key], 'answer_text') : undefined;
    const payload =
      typeof text === 'string'
        ? inputOf(r, parseJson(text.replace(/^\{\}&&/, '')), 'answer_payload')
        : undefined;
    payloads.set(path, payload);
    return payload;
  };
};

/** genMid./genBcs. prefixes and the size folder differ between sizes of one photo; the file name does not. */
export const photoKey = (url: string) => (url.split('/').pop() ?? url).replace(/^gen[A-Za-z]+\./, '');

type Rules = TSourceRules;

/** The content of the amenity row with this header ("Property Type", "MLS#"). */
const amenity = (r: Rules, amenities: unknown, header: string): unknown =>
  inputOf(
    r,
    asArray(amenities).find((a) => inputOf(r, a, 'amenity_header') === header),
    'amenity_content',
  );

/** Open-house times: epoch milliseconds, or text as written. */
const openHouseTime = (v: unknown): string | null =>
  typeof v === 'number' ? new Date(v).toISOString() : typeof v === 'string' ? v : null;

/** The open-house info holds its list, or is the list. */
const openHouses = (r: Rules, info: unknown) =>
  openHousesAt(r, inputOf(r, info, 'open_house_list') ?? info, openHouseTime);

export const redfinFromEmbedded = (document: Document, url: string, rules?: Rules): ListingPart => {
  const r = rules ?? effectiveSourceRules(null, 'redfin');
  const cache = recordRoots(document, r).find(isObject) as JsonObject | undefined;
  if (!cache) return {};
  const first = cachedAnswers(r);
  const input = (name: string) => inputOf(r, cache, name, first);
  const agent = asArray(input('listing_agents'))[0];
  const lot = parseLotSize(input('lot_size'));
  const typeCode = parseNumber(input('property_type_code'));
  const amenities = input('amenities');
  const photos: PhotoCandidate[] = asArray(input('photos')).flatMap((p) => {
    const u = inputOf(r, p, 'photo_url');
    return typeof u === 'string'
      ? [{ url: u, width: parseNumber(inputOf(r, p, 'photo_width')), key: photoKey(u) }]
      : [];
  });
  const idFromUrl = /\/home\/(\d+)/.exec(url)?.[1] ?? null;
  return {
    source_id: String(input('source_id') ?? idFromUrl ?? '') || null,
    url: absoluteUrl(input('url'), REDFIN_ORIGIN),
    // The MLS status ("Active", "Pending", "Closed") is more precise than the banner label ("Off Market").
    status:
      mapStatus(input('mls_status')) ?? mapStatus(input('price_label')) ?? mapStatus(input('status_label')),
    // Off-market pages put the Redfin Estimate where the price goes: an estimate is never a price.
    price: /estimate/i.test(String(input('price_label') ?? '')) ? null : parsePrice(input('price')),
    address: addressAt(r, cache, first),
    beds: parseCount(input('beds')),
    baths_total: parseCount(input('baths_total')),
    baths_full: parseCount(input('baths_full')),
    baths_half: parseCount(input('baths_half')),
    living_area_sqft: parseNumber(input('living_area')),
    lot_size: lot?.value ?? null,
    lot_unit: lot?.unit ?? null,
    year_built: parseYear(input('year_built')),
    property_type:
      mapPropertyType(amenity(r, amenities, 'Property Type')) ??
      (typeCode === null ? null : (REDFIN_PROPERTY_TYPES[typeCode] ?? null)),
    description: cleanRecordText(input('description')),
    photos: dedupePhotos(photos),
    agent_name: cleanText(inputOf(r, agent, 'agent_name')),
    brokerage: cleanText(inputOf(r, agent, 'brokerage')),
    mls_name: cleanText(input('mls_name')),
    mls_id: cleanText(input('mls_id') ?? amenity(r, amenities, 'MLS#')),
    open_houses: openHouses(r, input('open_house_info')),
  };
};
