import type { TOpenHouse } from '@pp/contract';
import { attributionFromParties, type LabelledParty } from '../helpers/attribution';
import { asArray, dig, isObject, type JsonObject, parseJson, readScriptJson } from '../helpers/json';
import type { ListingPart } from '../helpers/listing-draft';
import { parseCount, parseLotSize, parseNumber, parsePrice, parseYear } from '../helpers/parse-number';
import { dedupePhotos, type PhotoCandidate, widestSource } from '../helpers/photos';
import { mapPropertyType } from '../helpers/property-type';
import { mapStatus } from '../helpers/status';
import { absoluteUrl, cleanRecordText, cleanText } from '../helpers/text';

const ZILLOW_ORIGIN = 'https://www.zillow.com';

/** How much of a listing a property object holds: its fields that are set. */
const completeness = (property: JsonObject): number =>
  Object.values(property).filter((v) => v !== null && v !== undefined && v !== '' && v !== 0).length;

/**
 * The property object of a Zillow home page. Its cache key changes with every redesign
 * (ForSaleShopperPlatformFullRenderQuery, NotForSale…, ViewShowcaseQuery…), so every entry holding a
 * `property` is a candidate, wherever the cache sits: componentProps (2024 on), pageProps (mid-2023),
 * or the older hdpApolloPreloadedData apiCache. A page can hold several (2019-20 pages keep a partial
 * `VariantQuery` copy beside the full `ForSale…` one): the one whose zpid is the URL's wins, then the
 * most complete — never simply the first.
 */
export const findZillowEntry = (
  document: Document,
  url = '',
): { property: JsonObject; entry: JsonObject } | undefined => {
  const next = readScriptJson(document, '__NEXT_DATA__');
  const caches = [
    dig(next, 'props', 'pageProps', 'componentProps', 'gdpClientCache'),
    dig(next, 'props', 'pageProps', 'gdpClientCache'),
  ];
  const apollo = readScriptJson(document, 'hdpApolloPreloadedData');
  if (apollo) caches.push(dig(apollo, 'apiCache'));
  const zpid = /\/(\d+)_zpid/.exec(url)?.[1];
  let best: { property: JsonObject; entry: JsonObject; rank: number } | undefined;
  for (const raw of caches) {
    const cache = typeof raw === 'string' ? parseJson(raw) : raw;
    if (!isObject(cache)) continue;
    for (const entry of Object.values(cache)) {
      const property = dig(entry, 'property');
      if (!isObject(entry) || !isObject(property)) continue;
      const sameHome = zpid !== undefined && String(property.zpid) === zpid;
      const rank = (sameHome ? 1_000_000 : 0) + completeness(property);
      if (!best || rank > best.rank) best = { property, entry, rank };
    }
    if (best) break;
  }
  return best && { property: best.property, entry: best.entry };
};

export const findZillowProperty = (document: Document, url?: string): JsonObject | undefined =>
  findZillowEntry(document, url)?.property;

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

/**
 * The parties exactly as the page labels them (`listedBy`: LISTING_AGENT, BROKER, PROPERTY_OWNER, each
 * with NAME and PHONE elements); it sits beside the property in the cache entry or inside it.
 */
const listedByParties = (p: JsonObject, entry: JsonObject | undefined): LabelledParty[] | null => {
  const groups = asArray(entry?.listedBy ?? p.listedBy);
  if (groups.length === 0) return null;
  return groups.map((g) => {
    const elements = asArray(dig(g, 'elements'));
    const text = (id: string) =>
      cleanText(
        dig(
          elements.find((e) => dig(e, 'id') === id),
          'text',
        ),
      );
    return { role: String(dig(g, 'id') ?? ''), name: text('NAME'), phone: text('PHONE') };
  });
};

/** attributionInfo for pages without `listedBy`; a phone without an agent name is not an agent's phone. */
const attributionInfoParties = (attribution: unknown, reso: unknown): LabelledParty[] => {
  const agent = cleanText(dig(attribution, 'agentName'));
  return [
    {
      role: 'LISTING_AGENT',
      name: agent,
      phone: agent ? cleanText(dig(attribution, 'agentPhoneNumber')) : null,
    },
    { role: 'BROKER', name: cleanText(dig(attribution, 'brokerName')), phone: null },
    {
      role: 'BUILDER',
      name: cleanText(dig(reso, 'builderName') ?? dig(attribution, 'builderName')),
      phone: null,
    },
  ];
};

/**
 * The labelled parties decide who is agent and brokerage. When they print no phone at all (older
 * layouts put it behind a contact link), the record's agent phone is still the agent's; a phone printed
 * with the brokerage is not.
 */
const zillowAttribution = (p: JsonObject, entry: JsonObject | undefined, attribution: unknown) => {
  const parties = listedByParties(p, entry);
  if (!parties) return attributionFromParties(attributionInfoParties(attribution, p.resoFacts));
  const found = attributionFromParties(parties);
  const anyPhone = parties.some((party) => party.phone);
  return anyPhone || !found.agent_name
    ? found
    : { ...found, agent_phone: cleanText(dig(attribution, 'agentPhoneNumber')) };
};

/**
 * A "source" that is the builder or brokerage itself (mlsName equal to the broker, no MLS number) is not
 * an MLS; nor is Zillow's own channel (a rental posted on Zillow directly reads "Source: Zillow Rentals"
 * in the MLS slot, with no MLS number).
 */
const zillowMls = (attribution: unknown, p: JsonObject): Pick<ListingPart, 'mls_name' | 'mls_id'> => {
  const id = cleanText(dig(attribution, 'mlsId')) ?? cleanText(p.mlsid);
  const name = cleanText(dig(attribution, 'mlsName'));
  const ownSource =
    !id && name !== null && (name === cleanText(dig(attribution, 'brokerName')) || /^zillow\b/i.test(name));
  return { mls_name: ownSource ? null : name, mls_id: id };
};

/**
 * Full and half bath counts only when they agree with the total: some records carry 0 full baths for a
 * home with 3, which is a gap in the data, not a count.
 */
const bathSplit = (p: JsonObject, reso: unknown): Pick<ListingPart, 'baths_full' | 'baths_half'> => {
  const total = parseCount(p.bathrooms ?? dig(reso, 'bathrooms'));
  const full = parseCount(p.bathroomsFull ?? dig(reso, 'bathroomsFull'));
  const half = parseCount(p.bathroomsHalf ?? dig(reso, 'bathroomsHalf'));
  if (full === 0 && total !== null && total > 0) return { baths_full: null, baths_half: null };
  return { baths_full: full, baths_half: half };
};

/**
 * A sold page's price is the sale price (lastSoldPrice when the record has it). A sold public-record
 * page whose only figure is the Zestimate has no price: an estimate is never a price.
 */
const zillowPrice = (p: JsonObject, status: ListingPart['status']): number | null => {
  const price = parsePrice(p.price);
  if (status !== 'sold') return price;
  const sold = parsePrice(p.lastSoldPrice);
  if (sold !== null) return sold;
  return price !== null && price === parsePrice(p.zestimate) ? null : price;
};

/** Figures that are counts of something only when above zero (Zillow writes 0 for "not given"). */
const positive = (n: number | null) => (n !== null && n > 0 ? n : null);

export const zillowFromProperty = (p: JsonObject, entry?: JsonObject): ListingPart => {
  const reso = p.resoFacts;
  const attribution = p.attributionInfo;
  const address = isObject(p.address) ? p.address : p;
  const livingUnits = cleanText(p.livingAreaUnits) ?? '';
  const living = /acre|meter/i.test(livingUnits)
    ? null
    : positive(parseNumber(p.livingAreaValue ?? p.livingArea));
  const status = mapStatus(p.homeStatus);
  // An auction shows an estimated value ("Est. $655,700") where a price would be: an estimate is never a price.
  const estimateOnly = dig(p, 'listing_sub_type', 'is_forAuction') === true;
  return {
    source_id: p.zpid === undefined || p.zpid === null ? null : String(p.zpid),
    url: absoluteUrl(p.hdpUrl, ZILLOW_ORIGIN),
    status,
    price: estimateOnly ? null : zillowPrice(p, status),
    currency: cleanText(p.currency) ?? undefined,
    address: {
      street: cleanText(address.streetAddress),
      city: cleanText(address.city),
      state: cleanText(address.state),
      postal_code: cleanText(address.zipcode),
    },
    beds: parseCount(p.bedrooms ?? dig(reso, 'bedrooms')),
    baths_total: parseCount(p.bathrooms ?? dig(reso, 'bathrooms')),
    ...bathSplit(p, reso),
    living_area_sqft: living ?? positive(parseNumber(dig(reso, 'livingArea'))),
    ...zillowLot(p, reso),
    year_built: parseYear(p.yearBuilt ?? dig(reso, 'yearBuilt')) ?? parseYear(dig(reso, 'yearBuilt')),
    property_type: mapPropertyType(p.homeType ?? dig(reso, 'homeType')),
    description: cleanRecordText(p.description),
    photos: zillowPhotos(p),
    ...zillowAttribution(p, entry, attribution),
    ...zillowMls(attribution, p),
    open_houses: zillowOpenHouses(p),
  };
};

export const zillowFromEmbedded = (document: Document, url = ''): ListingPart => {
  const found = findZillowEntry(document, url);
  return found ? zillowFromProperty(found.property, found.entry) : {};
};
