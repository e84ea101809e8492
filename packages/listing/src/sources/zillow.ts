import type { TSourceRules } from '@pp/contract';
import { attributionFromParties, type LabelledParty } from '../helpers/attribution';
import { asArray, isObject, type JsonObject, parseJson } from '../helpers/json';
import type { ListingPart } from '../helpers/listing-draft';
import { parseCount, parseLotSize, parseNumber, parsePrice, parseYear } from '../helpers/parse-number';
import { dedupePhotos, type PhotoCandidate, widestSource } from '../helpers/photos';
import { mapPropertyType } from '../helpers/property-type';
import { mapStatus } from '../helpers/status';
import { absoluteUrl, cleanRecordText, cleanText } from '../helpers/text';
import { effectiveSourceRules } from '../rules/built-in-rules';
import { addressAt, inputOf, inputsOf, openHousesAt, recordRoots } from '../rules/record-input';

/**
 * Zillow's reader: where the record and each of its inputs are is data (rules/built-in-zillow.ts,
 * overlaid by a published rule set); what is left here is what the inputs mean.
 */
const ZILLOW_ORIGIN = 'https://www.zillow.com';

/** How much of a listing a property object holds: its fields that are set. */
const completeness = (property: JsonObject): number =>
  Object.values(property).filter((v) => v !== null && v !== undefined && v !== '' && v !== 0).length;

type Rules = TSourceRules;

/**
 * The property object of a Zillow home page. Its cache key changes with every redesign
 * (ForSaleShopperPlatformFullRenderQuery, NotForSale…, ViewShowcaseQuery…), so every entry holding a
 * record is a candidate, in the caches the rules' `record_roots` name, one cache after the other. A
 * page can hold several (2019-20 pages keep a partial `VariantQuery` copy beside the full `ForSale…`
 * one): the one whose zpid is the URL's wins, then the most complete — never simply the first.
 */
export const findZillowEntry = (
  document: Document,
  url = '',
  rules: Rules = effectiveSourceRules(null, 'zillow'),
): { property: JsonObject; entry: JsonObject } | undefined => {
  const zpid = /\/(\d+)_zpid/.exec(url)?.[1];
  let best: { property: JsonObject; entry: JsonObject; rank: number } | undefined;
  for (const raw of recordRoots(document, rules)) {
    const cache = typeof raw === 'string' ? parseJson(raw) : raw;
    if (!isObject(cache)) continue;
    for (const entry of Object.values(cache)) {
      const property = inputOf(rules, entry, 'record');
      if (!isObject(entry) || !isObject(property)) continue;
      const sameHome =
        zpid !== undefined && String(inputOf(rules, { entry, property }, 'source_id')) === zpid;
      const rank = (sameHome ? 1_000_000 : 0) + completeness(property);
      if (!best || rank > best.rank) best = { property, entry, rank };
    }
    if (best) break;
  }
  return best && { property: best.property, entry: best.entry };
};

export const findZillowProperty = (document: Document, url?: string, rules?: Rules): JsonObject | undefined =>
  findZillowEntry(document, url, rules)?.property;

const photoKey = (url: string) => /\/fp\/([0-9a-f]+)-/i.exec(url)?.[1] ?? url;

const zillowPhotos = (r: Rules, root: Root): string[] => {
  const candidates: PhotoCandidate[] = [];
  for (const list of inputsOf(r, root, 'photo_lists')) {
    for (const photo of asArray(list)) {
      const best = widestSource(inputOf(r, photo, 'photo_sources'));
      const url = best?.url ?? inputOf(r, photo, 'photo_url');
      if (typeof url === 'string') candidates.push({ url, width: best?.width ?? null, key: photoKey(url) });
    }
  }
  if (candidates.length === 0) {
    for (const photo of asArray(inputOf(r, root, 'photo_lists_old'))) {
      const url = inputOf(r, photo, 'photo_url');
      if (typeof url === 'string')
        candidates.push({ url, width: parseNumber(inputOf(r, photo, 'photo_width')), key: photoKey(url) });
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

const zillowLot = (r: Rules, root: Root): Pick<ListingPart, 'lot_size' | 'lot_unit'> => {
  const units = cleanText(inputOf(r, root, 'lot_units')) ?? '';
  const value = inputOf(r, root, 'lot_value');
  const lot = /acre/i.test(units)
    ? parseLotSize(value, units)
    : (parseLotSize(inputOf(r, root, 'lot_size')) ??
      parseLotSize(value, units) ??
      parseLotSize(inputOf(r, root, 'lot_size_facts')));
  return lot ? { lot_size: lot.value, lot_unit: lot.unit } : {};
};

/**
 * The parties exactly as the page labels them (`listedBy`: LISTING_AGENT, BROKER, PROPERTY_OWNER, each
 * with NAME and PHONE elements); it sits beside the property in the cache entry or inside it.
 */
const listedByParties = (r: Rules, root: Root): LabelledParty[] | null => {
  const groups = asArray(inputOf(r, root, 'listed_by'));
  if (groups.length === 0) return null;
  return groups.map((g) => {
    const elements = asArray(inputOf(r, g, 'party_elements'));
    const text = (id: string) =>
      cleanText(
        inputOf(
          r,
          elements.find((e) => inputOf(r, e, 'party_element_id') === id),
          'party_element_text',
        ),
      );
    return { role: String(inputOf(r, g, 'party_role') ?? ''), name: text('NAME'), phone: text('PHONE') };
  });
};

/** attributionInfo for pages without `listedBy`; a phone without an agent name is not an agent's phone. */
const attributionInfoParties = (r: Rules, root: Root): LabelledParty[] => {
  const agent = cleanText(inputOf(r, root, 'agent_name'));
  return [
    {
      role: 'LISTING_AGENT',
      name: agent,
      phone: agent ? cleanText(inputOf(r, root, 'agent_phone')) : null,
    },
    { role: 'BROKER', name: cleanText(inputOf(r, root, 'broker_name')), phone: null },
    { role: 'BUILDER', name: cleanText(inputOf(r, root, 'builder_name')), phone: null },
  ];
};

/**
 * The labelled parties decide who is agent and brokerage. When they print no phone at all (older
 * layouts put it behind a contact link), the record's agent phone is still the agent's; a phone printed
 * with the brokerage is not.
 */
const zillowAttribution = (r: Rules, root: Root) => {
  const parties = listedByParties(r, root);
  if (!parties) return attributionFromParties(attributionInfoParties(r, root));
  const found = attributionFromParties(parties);
  const anyPhone = parties.some((party) => party.phone);
  return anyPhone || !found.agent_name
    ? found
    : { ...found, agent_phone: cleanText(inputOf(r, root, 'agent_phone')) };
};

/**
 * A "source" that is the builder or brokerage itself (mlsName equal to the broker, no MLS number) is not
 * an MLS; nor is Zillow's own channel (a rental posted on Zillow directly reads "Source: Zillow Rentals"
 * in the MLS slot, with no MLS number).
 */
const zillowMls = (r: Rules, root: Root): Pick<ListingPart, 'mls_name' | 'mls_id'> => {
  const id = cleanText(inputOf(r, root, 'mls_id')) ?? cleanText(inputOf(r, root, 'mls_id_record'));
  const name = cleanText(inputOf(r, root, 'mls_name'));
  const ownSource =
    !id && name !== null && (name === cleanText(inputOf(r, root, 'broker_name')) || /^zillow\b/i.test(name));
  return { mls_name: ownSource ? null : name, mls_id: id };
};

/**
 * Full and half bath counts only when they agree with the total: some records carry 0 full baths for a
 * home with 3, which is a gap in the data, not a count.
 */
const bathSplit = (r: Rules, root: Root): Pick<ListingPart, 'baths_full' | 'baths_half'> => {
  const total = parseCount(inputOf(r, root, 'baths_total'));
  const full = parseCount(inputOf(r, root, 'baths_full'));
  const half = parseCount(inputOf(r, root, 'baths_half'));
  if (full === 0 && total !== null && total > 0) return { baths_full: null, baths_half: null };
  return { baths_full: full, baths_half: half };
};

/**
 * A sold page's price is the sale price (lastSoldPrice when the record has it). A sold public-record
 * page whose only figure is the Zestimate has no price: an estimate is never a price.
 */
const zillowPrice = (r: Rules, root: Root, status: ListingPart['status']): number | null => {
  const price = parsePrice(inputOf(r, root, 'price'));
  if (status !== 'sold') return price;
  const sold = parsePrice(inputOf(r, root, 'sold_price'));
  if (sold !== null) return sold;
  return price !== null && price === parsePrice(inputOf(r, root, 'estimate')) ? null : price;
};

/** Figures that are counts of something only when above zero (Zillow writes 0 for "not given"). */
const positive = (n: number | null) => (n !== null && n > 0 ? n : null);

/** What the inputs' paths start from: the cache entry and its property record. */
type Root = { entry: JsonObject | undefined; property: JsonObject };

export const zillowFromProperty = (
  p: JsonObject,
  entry?: JsonObject,
  r: Rules = effectiveSourceRules(null, 'zillow'),
): ListingPart => {
  const root: Root = { entry, property: p };
  const input = (name: string) => inputOf(r, root, name);
  const addressRecord = input('address');
  const address = isObject(addressRecord) ? addressRecord : p;
  const livingUnits = cleanText(input('living_area_units')) ?? '';
  const living = /acre|meter/i.test(livingUnits) ? null : positive(parseNumber(input('living_area')));
  const status = mapStatus(input('status'));
  // An auction shows an estimated value ("Est. $655,700") where a price would be: an estimate is never a price.
  const estimateOnly = input('for_auction') === true;
  const id = input('source_id');
  return {
    source_id: id === undefined || id === null ? null : String(id),
    url: absoluteUrl(input('url'), ZILLOW_ORIGIN),
    status,
    price: estimateOnly ? null : zillowPrice(r, root, status),
    currency: cleanText(input('currency')) ?? undefined,
    address: addressAt(r, address),
    beds: parseCount(input('beds')),
    baths_total: parseCount(input('baths_total')),
    ...bathSplit(r, root),
    living_area_sqft: living ?? positive(parseNumber(input('living_area_facts'))),
    ...zillowLot(r, root),
    year_built: parseYear(input('year_built')) ?? parseYear(input('year_built_facts')),
    property_type: mapPropertyType(input('property_type')),
    description: cleanRecordText(input('description')),
    photos: zillowPhotos(r, root),
    ...zillowAttribution(r, root),
    ...zillowMls(r, root),
    open_houses: openHousesAt(r, input('open_houses'), openHouseTime),
  };
};

export const zillowFromEmbedded = (document: Document, url = '', rules?: Rules): ListingPart => {
  const r = rules ?? effectiveSourceRules(null, 'zillow');
  const found = findZillowEntry(document, url, r);
  return found ? zillowFromProperty(found.property, found.entry, r) : {};
};
