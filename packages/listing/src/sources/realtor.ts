import type { ListingStatus, TOpenHouse, TSourceRules } from '@pp/contract';
import { asArray, dig, isObject, type JsonObject, readScriptJson } from '../helpers/json';
import type { ListingPart } from '../helpers/listing-draft';
import { parseCount, parseNumber, parsePrice, parseYear } from '../helpers/parse-number';
import { dedupePhotos } from '../helpers/photos';
import { mapPropertyType } from '../helpers/property-type';
import { mapStatus } from '../helpers/status';
import { absoluteUrl, cleanRecordText, cleanText } from '../helpers/text';
import { effectiveSourceRules } from '../rules/built-in-rules';
import { valuesAtPath } from '../rules/read-by-rules';

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

const openHouses = (value: unknown): TOpenHouse[] =>
  asArray(value).flatMap((o) => {
    const start = cleanText(dig(o, 'start_date'));
    return start
      ? [{ start: start.slice(0, 40), end: cleanText(dig(o, 'end_date'))?.slice(0, 40) ?? null }]
      : [];
  });

/**
 * "2.5" consolidated baths = 2 full and 1 half; "3+" = 3. Without the consolidated figure the split
 * (baths_full, baths_half) gives the total; `baths` alone counts a half bath as a whole one, so it is
 * the total only when nothing finer is there.
 */
const bathsFrom = (d: unknown): Pick<ListingPart, 'baths_total' | 'baths_full' | 'baths_half'> => {
  const consolidated = parseNumber(dig(d, 'baths_consolidated'));
  const full = parseCount(dig(d, 'baths_full') ?? dig(d, 'baths_full_calc'));
  const half = parseCount(dig(d, 'baths_half') ?? dig(d, 'baths_partial_calc'));
  const split = full === null ? null : full + 0.5 * (half ?? 0);
  return {
    baths_total: consolidated ?? split ?? parseCount(dig(d, 'baths')) ?? sameBounds(d, 'baths'),
    baths_full: full ?? (consolidated === null ? null : Math.floor(consolidated)),
    baths_half: half ?? (consolidated === null ? null : consolidated % 1 > 0 ? 1 : 0),
  };
};

/**
 * A rental building gives ranges (`beds_min`/`beds_max`, `list_price_min`/`list_price_max`) instead
 * of one figure; when both bounds agree that is the figure.
 */
const sameBounds = (record: unknown, key: string): number | null => {
  const min = parseNumber(dig(record, `${key}_min`));
  const max = parseNumber(dig(record, `${key}_max`));
  return min !== null && (max === null || max === min) ? min : null;
};

/**
 * The asking price by status: a sold home's sale price (`last_sold_price`, else the description's
 * `sold_price`), a rental's monthly rent (`list_price`, else the lower end of the range the page leads
 * with "from"). An estimate (`estimates`, `current_estimates`) is never read as a price.
 */
const priceFrom = (p: JsonObject, status: ListingStatus | null): number | null => {
  if (status === 'sold')
    return (
      parsePrice(p.last_sold_price) ??
      parsePrice(dig(p.description, 'sold_price')) ??
      parsePrice(p.list_price)
    );
  const listed = parsePrice(p.list_price);
  if (listed !== null || status !== 'for_rent') return listed;
  return parsePrice(p.list_price_min) ?? parsePrice(p.list_price_max);
};

/** Ready-to-build plans are sold from the plan; the shared mapping does not know the phrase. */
const realtorStatus = (p: JsonObject): ListingStatus | null => {
  if (dig(p, 'flags', 'is_pending') || dig(p, 'flags', 'is_contingent')) return 'pending';
  const raw = cleanText(p.status);
  return raw && /^ready.to.build$/i.test(raw) ? 'for_sale' : mapStatus(raw);
};

/** `href` is a URL; `permalink` is only the slug after /realestateandhomes-detail/. */
const recordUrl = (p: JsonObject): string | null => {
  if (typeof p.href === 'string' && p.href.trim()) return absoluteUrl(p.href, REALTOR_ORIGIN);
  const slug = cleanText(p.permalink);
  if (!slug) return null;
  return absoluteUrl(slug.includes('/') ? slug : `/realestateandhomes-detail/${slug}`, REALTOR_ORIGIN);
};

/** `line` is the printed street; without it the parts (number, direction, name, suffix, unit). */
const streetFrom = (address: unknown): string | null => {
  const line = cleanText(dig(address, 'line'));
  if (line) return line;
  const parts = ['street_number', 'street_direction', 'street_name', 'street_suffix']
    .map((k) => cleanText(dig(address, k)))
    .filter(Boolean)
    .join(' ');
  const unit = cleanText(dig(address, 'unit'));
  return parts ? (unit ? `${parts} ${/^(#|apt|unit|ste)/i.test(unit) ? unit : `#${unit}`}` : parts) : null;
};

/** `sub_type` ("condo", "townhouse") names what a combined `type` ("condo_townhome_rowhome_coop") does not. */
const propertyTypeFrom = (d: unknown) => {
  const sub = mapPropertyType(dig(d, 'sub_type'));
  return sub && sub !== 'other' ? sub : mapPropertyType(dig(d, 'type'));
};

/** `branding` and `consumer_advertisers` label each party: type "Agent" or "Office". */
const labelledParty = (p: JsonObject, label: RegExp): string | null => {
  for (const key of ['branding', 'consumer_advertisers']) {
    const party = asArray(p[key]).find((b) => label.test(String(dig(b, 'type') ?? '')));
    const name = cleanText(dig(party, 'name'));
    if (name) return name;
  }
  return null;
};

const photosFrom = (p: JsonObject): string[] => {
  const photos = asArray(p.photos);
  const list = photos.length > 0 ? photos : [p.primary_photo];
  return dedupePhotos(
    list.flatMap((ph) => {
      const href = dig(ph, 'href');
      if (typeof href !== 'string') return [];
      const big = largestRdcPhoto(href);
      return [{ url: big, key: big }];
    }),
  );
};

export const realtorFromProperty = (p: JsonObject, url: string): ListingPart => {
  const d = p.description;
  const address = dig(p, 'location', 'address');
  // Only the seller's agent is the listing agent: a new-construction page also advertises the builder
  // or community ("type": "builder" / "community"), which is never an agent.
  const advertiser = asArray(p.advertisers).find((a) => {
    const type = dig(a, 'type');
    return type === 'seller' || type === undefined || type === null;
  });
  const agentPhone = asArray(dig(advertiser, 'phones')).map((ph) => dig(ph, 'number'))[0];
  const mlsAgent = asArray(dig(p, 'source', 'agents')).find((a) => dig(a, 'type') === 'seller');
  const lotSqft = parseNumber(dig(d, 'lot_sqft'));
  const status = realtorStatus(p);
  return {
    source_id: cleanText(String(p.property_id ?? '')) ?? realtorIdFromUrl(url),
    url: recordUrl(p),
    status,
    price: priceFrom(p, status),
    address: {
      street: streetFrom(address),
      city: cleanText(dig(address, 'city')),
      state: cleanText(dig(address, 'state_code')),
      postal_code: cleanText(dig(address, 'postal_code')),
    },
    beds: parseCount(dig(d, 'beds')) ?? sameBounds(d, 'beds'),
    ...bathsFrom(d),
    living_area_sqft: parseNumber(dig(d, 'sqft')) ?? sameBounds(d, 'sqft'),
    lot_size: lotSqft,
    lot_unit: lotSqft === null ? null : 'sqft',
    year_built: parseYear(dig(d, 'year_built')),
    property_type: propertyTypeFrom(d),
    description: cleanRecordText(dig(d, 'text')),
    photos: photosFrom(p),
    agent_name:
      cleanText(dig(advertiser, 'name') ?? dig(mlsAgent, 'agent_name')) ?? labelledParty(p, /^agent$/i),
    agent_phone: cleanText(agentPhone),
    brokerage:
      cleanText(
        dig(advertiser, 'office', 'name') ??
          dig(advertiser, 'broker', 'name') ??
          dig(mlsAgent, 'office_name'),
      ) ?? labelledParty(p, /^(office|broker)$/i),
    mls_name: cleanText(dig(p, 'source', 'name') ?? dig(p, 'source', 'id')),
    mls_id: cleanText(dig(p, 'source', 'listing_id')),
    open_houses: openHouses(p.open_houses),
  };
};

export const realtorFromEmbedded = (document: Document, url: string, rules?: TSourceRules): ListingPart => {
  const p = findRealtorProperty(document, url, rules);
  return p ? realtorFromProperty(p, url) : {};
};
