import type { TOpenHouse } from '@pp/contract';
import { asArray, dig, isObject, type JsonObject, parseJson, readScriptJson } from '../helpers/json';
import type { ListingPart } from '../helpers/listing-draft';
import { indexPage } from '../helpers/page-index';
import { parseCount, parseLotSize, parseNumber, parsePrice, parseYear } from '../helpers/parse-number';
import { dedupePhotos, type PhotoCandidate, widestSource } from '../helpers/photos';
import { mapPropertyType } from '../helpers/property-type';
import { mapStatus } from '../helpers/status';
import { absoluteUrl, cleanParagraphs, cleanText, readableText } from '../helpers/text';

const ZILLOW_ORIGIN = 'https://www.zillow.com';

/**
 * The property object of a Zillow home page. Its cache key changes with every redesign
 * (ForSaleShopperPlatformFullRenderQuery, NotForSale…, ViewShowcaseQuery…), so take the first entry
 * holding a `property`, wherever the cache sits: componentProps (2024 on), pageProps (mid-2023),
 * or the older hdpApolloPreloadedData apiCache.
 */
export const findZillowProperty = (document: Document): JsonObject | undefined => {
  const next = readScriptJson(document, '__NEXT_DATA__');
  const caches = [
    dig(next, 'props', 'pageProps', 'componentProps', 'gdpClientCache'),
    dig(next, 'props', 'pageProps', 'gdpClientCache'),
  ];
  const apollo = readScriptJson(document, 'hdpApolloPreloadedData');
  if (apollo) caches.push(dig(apollo, 'apiCache'));
  for (const raw of caches) {
    const cache = typeof raw === 'string' ? parseJson(raw) : raw;
    if (!isObject(cache)) continue;
    for (const entry of Object.values(cache)) {
      const property = dig(entry, 'property');
      if (isObject(property)) return property;
    }
  }
  return undefined;
};

const photoKey = (url: string) => /\/fp\/([0-9a-f]+)-/i.exec(url)?.[1] ?? url;

const zillowPhotos = (p: JsonObject): string[] => {
  const candidates: PhotoCandidate[] = [];
  for (const list of [p.responsivePhotos, p.originalPhotos, p.photos]) {
    for (const photo of asArray(list)) {
      const best = widestSource(dig(photo, 'mixedSources', 'jpeg'));
      const url = best?.url ?? dig(photo, 'url');
      if (typeof url === 'string') candidates.push({ url, width: best?.width ?? null, key: photoKey(url) });
    }
  }
  if (candidates.length === 0) {
    for (const photo of asArray(p.hugePhotos ?? p.big)) {
      const url = dig(photo, 'url');
      if (typeof url === 'string')
        candidates.push({ url, width: parseNumber(dig(photo, 'width')), key: photoKey(url) });
    }
  }
  return dedupePhotos(candidates);
};

/** "2023-05-28 13:00:00" (the page's local time) → "2023-05-28T13:00:00"; ISO strings pass through. */
const openHouseTime = (value: unknown): string | null => {
  if (typeof value !== 'string' || value.trim() === '') return null;
  return value
    .trim()
    .replace(/^(\d{4}-\d{2}-\d{2}) (\d)/, '$1T$2')
    .slice(0, 40);
};

const zillowOpenHouses = (p: JsonObject): TOpenHouse[] =>
  asArray(p.openHouseSchedule).flatMap((o) => {
    const start = openHouseTime(dig(o, 'startTime'));
    return start ? [{ start, end: openHouseTime(dig(o, 'endTime')) }] : [];
  });

const zillowLot = (p: JsonObject, reso: unknown): Pick<ListingPart, 'lot_size' | 'lot_unit'> => {
  const units = cleanText(p.lotAreaUnits) ?? '';
  const lot = /acre/i.test(units)
    ? parseLotSize(p.lotAreaValue, units)
    : (parseLotSize(p.lotSize) ?? parseLotSize(p.lotAreaValue, units) ?? parseLotSize(dig(reso, 'lotSize')));
  return lot ? { lot_size: lot.value, lot_unit: lot.unit } : {};
};

export const zillowFromProperty = (p: JsonObject): ListingPart => {
  const reso = p.resoFacts;
  const attribution = p.attributionInfo;
  const address = isObject(p.address) ? p.address : p;
  const livingUnits = cleanText(p.livingAreaUnits) ?? '';
  const living = /acre|meter/i.test(livingUnits) ? null : parseNumber(p.livingAreaValue ?? p.livingArea);
  return {
    source_id: p.zpid === undefined || p.zpid === null ? null : String(p.zpid),
    url: absoluteUrl(p.hdpUrl, ZILLOW_ORIGIN),
    status: mapStatus(p.homeStatus),
    price: parsePrice(p.price),
    currency: cleanText(p.currency) ?? undefined,
    address: {
      street: cleanText(address.streetAddress),
      city: cleanText(address.city),
      state: cleanText(address.state),
      postal_code: cleanText(address.zipcode),
    },
    beds: parseCount(p.bedrooms ?? dig(reso, 'bedrooms')),
    baths_total: parseCount(p.bathrooms ?? dig(reso, 'bathrooms')),
    baths_full: parseCount(p.bathroomsFull ?? dig(reso, 'bathroomsFull')),
    baths_half: parseCount(p.bathroomsHalf ?? dig(reso, 'bathroomsHalf')),
    living_area_sqft: living ?? parseNumber(dig(reso, 'livingArea')),
    ...zillowLot(p, reso),
    year_built: parseYear(p.yearBuilt ?? dig(reso, 'yearBuilt')),
    property_type: mapPropertyType(p.homeType ?? dig(reso, 'homeType')),
    description: cleanParagraphs(p.description),
    photos: zillowPhotos(p),
    agent_name: cleanText(dig(attribution, 'agentName')),
    agent_phone: cleanText(dig(attribution, 'agentPhoneNumber')),
    brokerage: cleanText(dig(attribution, 'brokerName')),
    mls_name: cleanText(dig(attribution, 'mlsName')),
    mls_id: cleanText(dig(attribution, 'mlsId')) ?? cleanText(p.mlsid),
    open_houses: zillowOpenHouses(p),
  };
};

export const zillowFromEmbedded = (document: Document): ListingPart => {
  const property = findZillowProperty(document);
  return property ? zillowFromProperty(property) : {};
};

const PHONE = /\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}/;

/**
 * "Listed by: Jason Lieberman 505-715-3505 , Albuquerque House Hunting 505-715-3505" (also
 * "Listing Provided by:", licence numbers "DRE # 00872518") → agent, phone and brokerage.
 */
export const parseAttribution = (
  text: string | null,
): Pick<ListingPart, 'agent_name' | 'agent_phone' | 'brokerage'> => {
  if (!text) return {};
  const [agentPart = '', brokerPart = ''] = text
    .replace(/^List(?:ing|ed)(?: Provided)? by:?\s*/i, '')
    .split(',');
  const phone = PHONE.exec(agentPart)?.[0] ?? null;
  const strip = (s: string) =>
    cleanText(s.replace(PHONE, '').replace(/\b(?:DRE|Lic(?:ense)?)\s*#?\s*[\w-]+/gi, ''));
  return { agent_name: strip(agentPart), agent_phone: phone, brokerage: strip(brokerPart) };
};

/** Facts as the page prints them ("4 beds", "2 baths", "1,299 sqft"), for pages without the JSON. */
export const zillowFromDom = (document: Document): ListingPart => {
  const page = indexPage(document, 'data-testid', [], ['h1']);
  const hook = (id: string) => page.hooks.get(id)?.[0];
  const facts = (page.hooks.get('bed-bath-sqft-fact-container') ?? [])
    .map((e) => e.textContent ?? '')
    .join(' ');
  const [street, city, stateZip] = (cleanText(page.tags.get('h1')?.[0]?.textContent) ?? '')
    .split(',')
    .map((s) => s.trim());
  const [state = null, zip = null] = stateZip?.split(' ') ?? [];
  return {
    price: parsePrice(cleanText(hook('price')?.textContent)),
    beds: parseNumber(/([\d.]+)\s*(?:bd|beds?)\b/i.exec(facts)?.[1]),
    baths_total: parseNumber(/([\d.]+)\s*(?:ba|baths?)\b/i.exec(facts)?.[1]),
    living_area_sqft: parseNumber(/([\d,]+)\s*sq\s*ft/i.exec(facts)?.[1]),
    address: street && city ? { street, city, state, postal_code: zip } : {},
    description: cleanParagraphs(readableText(hook('description'))),
    ...parseAttribution(cleanText(hook('seller-attribution')?.textContent)),
  };
};
