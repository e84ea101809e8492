import type { TOpenHouse } from '@pp/contract';
import { readAssignedJson, scriptContaining } from '../helpers/balanced-json';
import { asArray, dig, isObject, type JsonObject, parseJson } from '../helpers/json';
import type { ListingPart } from '../helpers/listing-draft';
import { indexPage } from '../helpers/page-index';
import { parseCount, parseLotSize, parseNumber, parsePrice, parseYear } from '../helpers/parse-number';
import { dedupePhotos, type PhotoCandidate } from '../helpers/photos';
import { mapPropertyType, REDFIN_PROPERTY_TYPES } from '../helpers/property-type';
import { mapStatus } from '../helpers/status';
import { absoluteUrl, cleanParagraphs, cleanText } from '../helpers/text';

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
const photoKey = (url: string) => (url.split('/').pop() ?? url).replace(/^gen[A-Za-z]+\./, '');
/** Redfin's full-size photo lives in the bigphoto folder under the plain file name. */
const biggestRedfinPhoto = (url: string) =>
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
    price: parsePrice(dig(info, 'priceInfo', 'amount')),
    address: {
      street: cleanText(dig(info, 'streetAddress', 'assembledAddress')),
      city: cleanText(dig(info, 'city')),
      state: cleanText(dig(info, 'state')),
      postal_code: cleanText(dig(info, 'zip')),
    },
    beds: parseCount(dig(info, 'beds')),
    baths_total: parseCount(dig(info, 'baths')),
    baths_full: parseCount(dig(info, 'numFullBaths') ?? dig(info, 'rawFullBaths')),
    baths_half: parseCount(dig(info, 'rawHalfBaths') ?? dig(info, 'numPartialBaths')),
    living_area_sqft: parseNumber(dig(info, 'sqFt', 'value')),
    lot_size: lot?.value ?? null,
    lot_unit: lot?.unit ?? null,
    year_built: parseYear(dig(info, 'yearBuilt')),
    property_type:
      mapPropertyType(amenity(dig(main, 'selectedAmenities'), 'Property Type')) ??
      (typeCode === null ? null : (REDFIN_PROPERTY_TYPES[typeCode] ?? null)),
    description: cleanParagraphs(dig(asArray(dig(main, 'marketingRemarks'))[0], 'marketingRemark')),
    photos: dedupePhotos(photos),
    agent_name: cleanText(dig(agent, 'agentInfo', 'agentName')),
    brokerage: cleanText(dig(agent, 'brokerName')),
    mls_name: cleanText(
      dig(main, 'source', 'dataSourceDescription') ?? dig(main, 'source', 'dataSourceName'),
    ),
    mls_id: cleanText(dig(main, 'mlsId') ?? dig(initial, 'mlsId')),
    open_houses: openHouses(dig(panel, 'openHouseInfo')),
  };
};

/** "Label: value" rows of the details section and the key-details tiles, by label. */
const detailRows = (elements: Element[]): Map<string, string> => {
  const rows = new Map<string, string>();
  for (const el of elements) {
    let label: string | null = null;
    let value: string | null = null;
    if (el.classList.contains('keyDetails-value')) {
      label = cleanText(el.querySelector('.valueType')?.textContent);
      value = cleanText(el.querySelector('.valueText')?.textContent);
    } else {
      const m = /^([^:]+):\s*(.+)$/.exec(cleanText(el.textContent) ?? '');
      label = m?.[1] ?? null;
      value = m?.[2] ?? null;
    }
    if (label && value && !rows.has(label)) rows.set(label, value);
  }
  return rows;
};

const splitAddress = (text: string | null): ListingPart['address'] => {
  const m = /^(.+?),\s*([^,]+),\s*([A-Z]{2})\s+(\d{5}(?:-\d{4})?)$/.exec(text ?? '');
  return m
    ? { street: m[1] ?? null, city: m[2] ?? null, state: m[3] ?? null, postal_code: m[4] ?? null }
    : {};
};

/** The server-rendered page (data-rf-test-id hooks), for when the data scripts are absent. */
export const redfinFromDom = (document: Document, url: string): ListingPart => {
  const page = indexPage(document, 'data-rf-test-id', [
    'keyDetails-value',
    'entryItemContent',
    'ListingStatusBannerSection',
  ]);
  const hook = (id: string) => page.hooks.get(id)?.[0];
  const details = [
    ...(page.classes.get('keyDetails-value') ?? []),
    ...(page.classes.get('entryItemContent') ?? []),
  ];
  const status = page.classes.get('ListingStatusBannerSection')?.[0];
  const hookText = (id: string, inner?: string) => {
    const el = hook(id);
    return cleanText((inner ? (el?.querySelector(inner) ?? null) : el)?.textContent);
  };
  const rows = detailRows(details);
  const [agentName, broker] = (hookText('agentInfoItem-agentDisplay') ?? '')
    .replace(/^List(?:ing|ed) by\s*/i, '')
    .split('•');
  const lot = parseLotSize(rows.get('Lot Size'));
  const street = hookText('abp-streetLine');
  const cityLine = street ? hookText('abp-cityStateZip') : null;
  const strip = hook('mediaBrowser');
  const images = strip ? Array.from(strip.getElementsByTagName('img')) : [];
  const addressText =
    street && cityLine
      ? `${street.replace(/,\s*$/, '')}, ${cityLine}`
      : (images[0]?.getAttribute('alt') ?? null);
  const photos = images.flatMap((img) => {
    const src = img.getAttribute('src');
    if (!src || !/cdn-redfin\.com\/photo\//.test(src)) return [];
    const big = biggestRedfinPhoto(src);
    return [{ url: big, key: photoKey(big) }];
  });
  const remarks = hook('listingRemarks');
  return {
    source_id: /\/home\/(\d+)/.exec(url)?.[1] ?? null,
    status: mapStatus(cleanText(status?.textContent)),
    price: parsePrice(hookText('abp-price', '.statsValue')),
    address: splitAddress(cleanText(addressText)),
    beds: parseCount(hookText('abp-beds', '.statsValue')),
    baths_total: parseCount(hookText('abp-baths')),
    living_area_sqft: parseNumber(hookText('abp-sqFt', '.statsValue')),
    lot_size: lot?.value ?? null,
    lot_unit: lot?.unit ?? null,
    year_built: parseYear(rows.get('Year Built')),
    property_type: mapPropertyType(rows.get('Property Type') ?? rows.get('Style')),
    // The remarks hook wraps a second one around the text itself ("Show more" sits outside it).
    description: cleanParagraphs((remarks?.querySelector('.remarks') ?? remarks)?.textContent),
    photos: dedupePhotos(photos),
    agent_name: cleanText(agentName),
    brokerage: cleanText(broker),
    mls_id: cleanText(rows.get('MLS#')),
  };
};
