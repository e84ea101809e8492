import type { TOpenHouse } from '@pp/contract';
import { asArray, dig, isObject, type JsonObject, readScriptJson } from '../helpers/json';
import type { ListingPart } from '../helpers/listing-draft';
import { indexPage } from '../helpers/page-index';
import { parseCount, parseNumber, parsePrice, parseYear } from '../helpers/parse-number';
import { dedupePhotos } from '../helpers/photos';
import { mapPropertyType } from '../helpers/property-type';
import { mapStatus } from '../helpers/status';
import { absoluteUrl, cleanParagraphs, cleanText } from '../helpers/text';

const REALTOR_ORIGIN = 'https://www.realtor.com';

/** Realtor.com's property id, from the `_M63976-24204` end of a detail URL: "6397624204" (no dash, as the data writes it). */
export const realtorIdFromUrl = (url: string): string | null => {
  const m = /_M(\d+)-(\d+)/.exec(url);
  return m ? `${m[1]}${m[2]}` : null;
};

/** The property record: Redux state of the page (propertyDetails), or a GraphQL `home` object. */
export const findRealtorProperty = (document: Document): JsonObject | undefined => {
  const next = readScriptJson(document, '__NEXT_DATA__');
  for (const candidate of [
    dig(next, 'props', 'pageProps', 'initialReduxState', 'propertyDetails'),
    dig(next, 'props', 'pageProps', 'property'),
    dig(next, 'props', 'pageProps', 'initialProps', 'property'),
  ]) {
    if (isObject(candidate) && (candidate.property_id || candidate.listing_id || candidate.location))
      return candidate;
  }
  return undefined;
};

/** rdcpix photo URLs end in a size letter before .jpg ("…s.jpg" small); "od" is the original upload. */
const largestRdcPhoto = (href: string) =>
  href.replace(/(-m\d+)[a-z]{1,2}(-w\d+_h\d+(?:_x\d+)?)?\.(jpg|jpeg|webp)$/i, '$1od.$3');

const openHouses = (value: unknown): TOpenHouse[] =>
  asArray(value).flatMap((o) => {
    const start = cleanText(dig(o, 'start_date'));
    return start
      ? [{ start: start.slice(0, 40), end: cleanText(dig(o, 'end_date'))?.slice(0, 40) ?? null }]
      : [];
  });

/** "2.5" consolidated baths = 2 full and 1 half; "3+" = 3. */
const bathsFrom = (d: unknown): Pick<ListingPart, 'baths_total' | 'baths_full' | 'baths_half'> => {
  const consolidated = parseNumber(dig(d, 'baths_consolidated'));
  const full = parseCount(dig(d, 'baths_full') ?? dig(d, 'baths_full_calc'));
  const half = parseCount(dig(d, 'baths_half') ?? dig(d, 'baths_partial_calc'));
  return {
    baths_total: consolidated ?? parseCount(dig(d, 'baths')),
    baths_full: full ?? (consolidated === null ? null : Math.floor(consolidated)),
    baths_half: half ?? (consolidated === null ? null : consolidated % 1 > 0 ? 1 : 0),
  };
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
  const status = cleanText(p.status);
  return {
    source_id: cleanText(String(p.property_id ?? '')) ?? realtorIdFromUrl(url),
    url: absoluteUrl(p.href ?? p.permalink, REALTOR_ORIGIN),
    status: dig(p, 'flags', 'is_pending') || dig(p, 'flags', 'is_contingent') ? 'pending' : mapStatus(status),
    price: parsePrice(status === 'sold' ? (p.last_sold_price ?? p.list_price) : p.list_price),
    address: {
      street: cleanText(dig(address, 'line')),
      city: cleanText(dig(address, 'city')),
      state: cleanText(dig(address, 'state_code')),
      postal_code: cleanText(dig(address, 'postal_code')),
    },
    beds: parseCount(dig(d, 'beds')),
    ...bathsFrom(d),
    living_area_sqft: parseNumber(dig(d, 'sqft')),
    lot_size: lotSqft,
    lot_unit: lotSqft === null ? null : 'sqft',
    year_built: parseYear(dig(d, 'year_built')),
    property_type: mapPropertyType(dig(d, 'type')),
    description: cleanParagraphs(dig(d, 'text')),
    photos: dedupePhotos(
      asArray(p.photos).flatMap((ph) => {
        const href = dig(ph, 'href');
        if (typeof href !== 'string') return [];
        const big = largestRdcPhoto(href);
        return [{ url: big, key: big }];
      }),
    ),
    agent_name: cleanText(dig(advertiser, 'name') ?? dig(mlsAgent, 'agent_name')),
    agent_phone: cleanText(agentPhone),
    brokerage: cleanText(dig(advertiser, 'office', 'name') ?? dig(advertiser, 'broker', 'name')),
    mls_name: cleanText(dig(p, 'source', 'name') ?? dig(p, 'source', 'id')),
    mls_id: cleanText(dig(p, 'source', 'listing_id')),
    open_houses: openHouses(p.open_houses),
  };
};

export const realtorFromEmbedded = (document: Document, url: string): ListingPart => {
  const p = findRealtorProperty(document);
  return p ? realtorFromProperty(p, url) : {};
};

/** Printed page ([data-testid] hooks) for when the Next.js data is missing. */
export const realtorFromDom = (document: Document, url: string): ListingPart => {
  const page = indexPage(document, 'data-testid');
  const hookText = (...ids: string[]) => {
    for (const id of ids) {
      const text = cleanText(page.hooks.get(id)?.[0]?.textContent);
      if (text) return text;
    }
    return null;
  };
  const m = /^(.+?),\s*([^,]+),\s*([A-Z]{2})\s+(\d{5})/.exec(hookText('address', 'ldp-address') ?? '');
  return {
    source_id: realtorIdFromUrl(url),
    price: parsePrice(hookText('list-price', 'ldp-list-price')),
    address: m
      ? { street: m[1] ?? null, city: m[2] ?? null, state: m[3] ?? null, postal_code: m[4] ?? null }
      : {},
    beds: parseCount(hookText('property-meta-beds')),
    baths_total: parseCount(hookText('property-meta-baths')),
    living_area_sqft: parseNumber(hookText('property-meta-sqft')),
  };
};
