import type { ListingStatus, TSourceRules } from '@pp/contract';
import { asArray, dig, isObject, type JsonObject, readScriptJson } from '../helpers/json';
import type { ListingPart } from '../helpers/listing-draft';
import { parseCount, parseNumber, parsePrice, parseYear } from '../helpers/parse-number';
import { dedupePhotos } from '../helpers/photos';
import { mapPropertyType } from '../helpers/property-type';
import { mapStatus } from '../helpers/status';
import { absoluteUrl, cleanRecordText, cleanText } from '../helpers/text';
import { effectiveSourceRules } from '../rules/built-in-rules';
import { valuesAtPath } from '../rules/read-by-rules';
import { addressAt, inputOf, inputsOf, openHousesAt } from '../rules/record-input';

const REALTOR_ORIGIN = 'https://www.realtor.com';

/** Realtor.com's property id, from the `_M63976-24204` end of a detail URL: "6397624204" (no dash, as the data writes it). */
export const realtorIdFromUrl = (url: string): string | null => {
  const m = /_M(\d+)-(\d+)/.exec(url);
  return m ? `${m[1]}${m[2]}` : null;
};

/** Keys under which a page nests lists of other homes (similar, nearby, history), never the page's own. */
const OTHER_HOMES = new Set([
  'photos',
  'similar_homes',
  'similar',
  'nearby',
  'nearby_homes',
  'schools',
  'property_history',
]);

/**
 * The object anywhere under `value` (a few levels deep) whose property_id is the page's own: a
 * redesign that moves the record under a new key still has the page's id on it, and another home's
 * record (similar or nearby homes) never does.
 */
const findRecordById = (value: unknown, id: string, depth = 0): JsonObject | undefined => {
  if (depth > 6 || typeof value !== 'object' || value === null) return undefined;
  if (Array.isArray(value)) return undefined;
  const object = value as JsonObject;
  if (String(object.property_id ?? '') === id && isObject(object.location)) return object;
  for (const [key, child] of Object.entries(object)) {
    if (OTHER_HOMES.has(key)) continue;
    const found = findRecordById(child, id, depth + 1);
    if (found) return found;
  }
  return undefined;
};

const looksLikeRecord = (candidate: unknown): candidate is JsonObject =>
  isObject(candidate) && !!(candidate.property_id || candidate.listing_id || candidate.location);

/**
 * The property record: at the reader rules' record paths (the Redux state of the page, in some builds
 * nested once more, `pageProps.property`, `initialProps.property`, `initialState.propertyDetails`,
 * `listing`: see rules/built-in-rules.ts), or, when none of these is there, the object carrying the
 * page's own property id.
 */
export const findRealtorProperty = (
  document: Document,
  url = '',
  rules: TSourceRules = effectiveSourceRules(null, 'realtor'),
): JsonObject | undefined => {
  const next = readScriptJson(document, '__NEXT_DATA__');
  for (const path of rules.record_paths ?? []) {
    const candidate = valuesAtPath(next, path)[0];
    if (looksLikeRecord(candidate)) return candidate;
  }
  const id = realtorIdFromUrl(url);
  return id ? findRecordById(dig(next, 'props', 'pageProps'), id) : undefined;
};

/** rdcpix photo URLs end in a size letter before .jpg ("…s.jpg" small); "od" is the original upload. */
export const largestRdcPhoto = (href: string) =>
  href.replace(/(-m\d+)[a-z]{1,2}(-w\d+_h\d+(?:_x\d+)?)?\.(jpg|jpeg|webp)$/i, '$1od.$3');

type Rules = TSourceRules;

/** The first of an input's paths whose value parses (a `parse(a) ?? parse(b)` chain in code). */
const firstParsed = (values: unknown[], parse: (v: unknown) => number | null): number | null => {
  for (const v of values) {
    const n = parse(v);
    if (n !== null) return n;
  }
  return null;
};

/** Open-house times as written, cut to the 40 characters a time holds. */
const openHouseTime = (value: unknown): string | null => cleanText(value)?.slice(0, 40) ?? null;

/**
 * A rental building gives ranges (`beds_min`/`beds_max`, `list_price_min`/`list_price_max`) instead
 * of one figure; when both bounds agree that is the figure.
 */
const sameBounds = (r: Rules, p: JsonObject, range: string): number | null => {
  const [min, max] = inputsOf(r, p, range).map(parseNumber);
  return min !== null && min !== undefined && (max === null || max === undefined || max === min) ? min : null;
};

/**
 * "2.5" consolidated baths = 2 full and 1 half; "3+" = 3. Without the consolidated figure the split
 * (baths_full, baths_half) gives the total; `baths` alone counts a half bath as a whole one, so it is
 * the total only when nothing finer is there.
 */
const bathsFrom = (
  r: Rules,
  p: JsonObject,
): Pick<ListingPart, 'baths_total' | 'baths_full' | 'baths_half'> => {
  const consolidated = parseNumber(inputOf(r, p, 'baths_consolidated'));
  const full = parseCount(inputOf(r, p, 'baths_full'));
  const half = parseCount(inputOf(r, p, 'baths_half'));
  const split = full === null ? null : full + 0.5 * (half ?? 0);
  return {
    baths_total:
      consolidated ?? split ?? parseCount(inputOf(r, p, 'baths')) ?? sameBounds(r, p, 'baths_range'),
    baths_full: full ?? (consolidated === null ? null : Math.floor(consolidated)),
    baths_half: half ?? (consolidated === null ? null : consolidated % 1 > 0 ? 1 : 0),
  };
};

/**
 * The asking price by status: a sold home's sale price (`last_sold_price`, else the description's
 * `sold_price`), a rental's monthly rent (`list_price`, else the lower end of the range the page leads
 * with "from"). An estimate (`estimates`, `current_estimates`) is never read as a price.
 */
const priceFrom = (r: Rules, p: JsonObject, status: ListingStatus | null): number | null => {
  if (status === 'sold') return firstParsed(inputsOf(r, p, 'sold_prices'), parsePrice);
  const listed = parsePrice(inputOf(r, p, 'list_price'));
  if (listed !== null || status !== 'for_rent') return listed;
  return firstParsed(inputsOf(r, p, 'rent_prices'), parsePrice);
};

/** Ready-to-build plans are sold from the plan; the shared mapping does not know the phrase. */
const realtorStatus = (r: Rules, p: JsonObject): ListingStatus | null => {
  if (inputsOf(r, p, 'pending_flags').some(Boolean)) return 'pending';
  const raw = cleanText(inputOf(r, p, 'status'));
  return raw && /^ready.to.build$/i.test(raw) ? 'for_sale' : mapStatus(raw);
};

/** `href` is a URL; `permalink` is only the slug after /realestateandhomes-detail/. */
const recordUrl = (r: Rules, p: JsonObject): string | null => {
  const href = inputOf(r, p, 'href');
  if (typeof href === 'string' && href.trim()) return absoluteUrl(href, REALTOR_ORIGIN);
  const slug = cleanText(inputOf(r, p, 'permalink'));
  if (!slug) return null;
  return absoluteUrl(slug.includes('/') ? slug : `/realestateandhomes-detail/${slug}`, REALTOR_ORIGIN);
};

/** `line` is the printed street; without it the parts (number, direction, name, suffix, unit). */
const streetFrom = (r: Rules, address: unknown): string | null => {
  const line = cleanText(inputOf(r, address, 'street_line'));
  if (line) return line;
  const parts = inputsOf(r, address, 'street_parts').map(cleanText).filter(Boolean).join(' ');
  const unit = cleanText(inputOf(r, address, 'unit'));
  return parts ? (unit ? `${parts} ${/^(#|apt|unit|ste)/i.test(unit) ? unit : `#${unit}`}` : parts) : null;
};

/** `sub_type` ("condo", "townhouse") names what a combined `type` ("condo_townhome_rowhome_coop") does not. */
const propertyTypeFrom = (r: Rules, p: JsonObject) => {
  const sub = mapPropertyType(inputOf(r, p, 'property_sub_type'));
  return sub && sub !== 'other' ? sub : mapPropertyType(inputOf(r, p, 'property_type'));
};

/** `branding` and `consumer_advertisers` label each party: type "Agent" or "Office". */
const labelledParty = (r: Rules, p: JsonObject, label: RegExp): string | null => {
  for (const list of inputsOf(r, p, 'labelled_parties')) {
    const party = asArray(list).find((b) => label.test(String(inputOf(r, b, 'party_type') ?? '')));
    const name = cleanText(inputOf(r, party, 'party_name'));
    if (name) return name;
  }
  return null;
};

const photosFrom = (r: Rules, p: JsonObject): string[] => {
  const photos = asArray(inputOf(r, p, 'photos'));
  const list = photos.length > 0 ? photos : [inputOf(r, p, 'primary_photo')];
  return dedupePhotos(
    list.flatMap((ph) => {
      const href = inputOf(r, ph, 'photo_url');
      if (typeof href !== 'string') return [];
      const big = largestRdcPhoto(href);
      return [{ url: big, key: big }];
    }),
  );
};

export const realtorFromProperty = (
  p: JsonObject,
  url: string,
  r: Rules = effectiveSourceRules(null, 'realtor'),
): ListingPart => {
  const input = (name: string) => inputOf(r, p, name);
  const address = input('address');
  // Only the seller's agent is the listing agent: a new-construction page also advertises the builder
  // or community ("type": "builder" / "community"), which is never an agent.
  const advertiser = asArray(input('advertisers')).find((a) => {
    const type = inputOf(r, a, 'party_type');
    return type === 'seller' || type === undefined || type === null;
  });
  const agentPhone = asArray(inputOf(r, advertiser, 'advertiser_phones')).map((ph) =>
    inputOf(r, ph, 'phone_number'),
  )[0];
  const mlsAgent = asArray(input('mls_agents')).find((a) => inputOf(r, a, 'party_type') === 'seller');
  const lotSqft = parseNumber(input('lot_sqft'));
  const status = realtorStatus(r, p);
  return {
    source_id: cleanText(String(input('source_id') ?? '')) ?? realtorIdFromUrl(url),
    url: recordUrl(r, p),
    status,
    price: priceFrom(r, p, status),
    // The printed street, else its parts: Realtor.com's record has no single street input.
    address: { ...addressAt(r, address), street: streetFrom(r, address) },
    beds: parseCount(input('beds')) ?? sameBounds(r, p, 'beds_range'),
    ...bathsFrom(r, p),
    living_area_sqft: parseNumber(input('living_area')) ?? sameBounds(r, p, 'living_area_range'),
    lot_size: lotSqft,
    lot_unit: lotSqft === null ? null : 'sqft',
    year_built: parseYear(input('year_built')),
    property_type: propertyTypeFrom(r, p),
    description: cleanRecordText(input('description')),
    photos: photosFrom(r, p),
    agent_name:
      cleanText(inputOf(r, advertiser, 'party_name') ?? inputOf(r, mlsAgent, 'mls_agent_name')) ??
      labelledParty(r, p, /^agent$/i),
    agent_phone: cleanText(agentPhone),
    brokerage:
      cleanText(inputOf(r, advertiser, 'advertiser_office') ?? inputOf(r, mlsAgent, 'mls_agent_office')) ??
      labelledParty(r, p, /^(office|broker)$/i),
    mls_name: cleanText(input('mls_name')),
    mls_id: cleanText(input('mls_id')),
    open_houses: openHousesAt(r, input('open_houses'), openHouseTime),
  };
};

export const realtorFromEmbedded = (document: Document, url: string, rules?: TSourceRules): ListingPart => {
  const r = rules ?? effectiveSourceRules(null, 'realtor');
  const p = findRealtorProperty(document, url, r);
  return p ? realtorFromProperty(p, url, r) : {};
};
