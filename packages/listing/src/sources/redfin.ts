import type { TOpenHouse } from '@pp/contract';
import { readAssignedJson, scriptContaining } from '../helpers/balanced-json';
import { asArray, dig, isObject, type JsonObject, parseJson } from '../helpers/json';
import type { ListingPart } from '../helpers/listing-draft';
import { parseCount, parseLotSize, parseNumber, parsePrice, parseYear } from '../helpers/parse-number';
import { dedupePhotos, type PhotoCandidate } from '../helpers/photos';
import { mapPropertyType, REDFIN_PROPERTY_TYPES } from '../helpers/property-type';
import { mapStatus } from '../helpers/status';
import { absoluteUrl, cleanRecordText, cleanText } from '../helpers/text';

const REDFIN_ORIGIN = 'https://www.redfin.com';
const CONTEXT_MARKER = '__reactServerState.InitialContext =';

/** API answers the page was rendered from, by API path; each text is prefixed `{}&&`. */
const readDataCache = (document: Document): JsonObject | undefined => {
  const script = scriptContaining(document, CONTEXT_MARKER);
  if (!script) return undefined;
  const cache = dig(readAssignedJson(script, CONTEXT_MARKER), 'ReactServerAgent.cache', 'dataCache');
  return isObject(cache) ? cache : undefined;
};

/** The payload of the cached API answer whose path contains `path` (query strings vary). */
const payloadOf = (cache: JsonObject, path: string): unknown => {
  const key = Object.keys(cache).find((k) => k.split('?')[0]?.endsWith(path));
  const text = key ? dig(cache[key], 'res', 'text') : undefined;
  if (typeof text !== 'string') return undefined;
  return dig(parseJson(text.replace(/^\{\}&&/, '')), 'payload');
};

/** genMid./genBcs. prefixes and the size folder differ between sizes of one photo; the file name does not. */
export const photoKey = (url: string) => (url.split('/').pop() ?? url).replace(/^gen[A-Za-z]+\./, '');
/** Redfin's full-size photo lives in the bigphoto folder under the plain file name. */
export const biggestRedfinPhoto = (url: string) =>
  url.replace(/\/photo\/(\d+)\/[a-z0-9]+\/(\d+)\/(?:gen[A-Za-z]+\.)?([^/]+)$/i, '/photo/$1/bigphoto/$2/$3');

const amenity = (amenities: unknown, header: string): unknown =>
  dig(
    asArray(amenities).find((a) => dig(a, 'header') === header),
    'content',
  );

const openHouses = (info: unknown): TOpenHouse[] =>
  asArray(dig(info, 'openHouses') ?? info).flatMap((o) => {
    const start = dig(o, 'openHouseStart') ?? dig(o, 'startTime');
    const end = dig(o, 'openHouseEnd') ?? dig(o, 'endTime');
    const iso = (v: unknown) =>
      typeof v === 'number' ? new Date(v).toISOString() : typeof v === 'string' ? v : null;
    const s = iso(start);
    return s ? [{ start: s, end: iso(end) }] : [];
  });

export const redfinFromEmbedded = (document: Document, url: string): ListingPart => {
  const cache = readDataCache(document);
  if (!cache) return {};
  const above = payloadOf(cache, '/home/details/aboveTheFold');
  const info = dig(above, 'addressSectionInfo');
  const panel = payloadOf(cache, '/home/details/mainHouseInfoPanelInfo');
  const main = dig(panel, 'mainHouseInfo');
  const initial = payloadOf(cache, '/home/details/initialInfo');
  const agent = asArray(dig(main, 'listingAgents'))[0];
  const lot = parseLotSize(dig(info, 'lotSize'));
  const typeCode = parseNumber(dig(info, 'propertyType'));
  const photos: PhotoCandidate[] = asArray(dig(above, 'mediaBrowserInfo', 'photos')).flatMap((p) => {
    const u = dig(p, 'photoUrls', 'fullScreenPhotoUrl') ?? dig(p, 'photoUrls', 'nonFullScreenPhotoUrl');
    return typeof u === 'string' ? [{ url: u, width: parseNumber(dig(p, 'width')), key: photoKey(u) }] : [];
  });
  const idFromUrl = /\/home\/(\d+)/.exec(url)?.[1] ?? null;
  return {
    source_id: String(dig(initial, 'propertyId') ?? idFromUrl ?? '') || null,
    url: absoluteUrl(dig(info, 'url') ?? dig(main, 'url'), REDFIN_ORIGIN),
    // The MLS status ("Active", "Pending", "Closed") is more precise than the banner label ("Off Market").
    status:
      mapStatus(dig(main, 'mlsStatusDisplay', 'displayValue')) ??
      mapStatus(dig(info, 'priceInfo', 'label')) ??
      mapStatus(dig(info, 'homeStatusLabel')),
    // Off-market pages put the Redfin Estimate where the price goes: an estimate is never a price.
    price: /estimate/i.test(String(dig(info, 'priceInfo', 'label') ?? ''))
      ? null
      : parsePrice(dig(info, 'priceInfo', 'amount')),
    address: {
      street: cleanText(dig(info, 'streetAddress', 'assembledAddress')),
      city: cleanText(dig(info, 'city')),
      state: cleanText(dig(info, 'state')),
      postal_code: cleanText(dig(info, 'zip')),
    },
    beds: parseCount(dig(info, 'beds')),
    baths_total: parseCount(dig(info, 'baths')),
    // The MLS's own counts (raw*) keep a three-quarter bath out of the full ones.
    baths_full: parseCount(dig(info, 'rawFullBaths') ?? dig(info, 'numFullBaths')),
    baths_half: parseCount(dig(info, 'rawHalfBaths') ?? dig(info, 'numPartialBaths')),
    living_area_sqft: parseNumber(dig(info, 'sqFt', 'value')),
    lot_size: lot?.value ?? null,
    lot_unit: lot?.unit ?? null,
    year_built: parseYear(dig(info, 'yearBuilt')),
    property_type:
      mapPropertyType(amenity(dig(main, 'selectedAmenities'), 'Property Type')) ??
      (typeCode === null ? null : (REDFIN_PROPERTY_TYPES[typeCode] ?? null)),
    description: cleanRecordText(dig(asArray(dig(main, 'marketingRemarks'))[0], 'marketingRemark')),
    photos: dedupePhotos(photos),
    agent_name: cleanText(dig(agent, 'agentInfo', 'agentName')),
    brokerage: cleanText(dig(agent, 'brokerName')),
    mls_name: cleanText(
      // The name the page prints in its "Source:" line.
      dig(main, 'source', 'dataSourceName') ?? dig(main, 'source', 'dataSourceDescription'),
    ),
    mls_id: cleanText(
      dig(main, 'mlsId') ?? dig(initial, 'mlsId') ?? amenity(dig(main, 'selectedAmenities'), 'MLS#'),
    ),
    open_houses: openHouses(dig(panel, 'openHouseInfo')),
  };
};
