import { splitNameAndPhone } from '../helpers/attribution';
import { asArray, isObject, type JsonObject, parseJson } from '../helpers/json';
import { parseCount, parseLotSize, parseNumber, parsePrice, parseYear } from '../helpers/parse-number';
import { mapPropertyType } from '../helpers/property-type';
import { mapStatus } from '../helpers/status';
import { cleanRecordText, cleanText } from '../helpers/text';
import type { Collector, FieldName } from './collector';
import { recordPhotos } from './record-photos';

/**
 * How listing records name their fields, across sites and years (Zillow `bedrooms`, Realtor.com
 * `beds`, Redfin `beds`, Trulia 2017 `numBeds`, schema-like `numberOfBedrooms`): keys are compared
 * lower case without punctuation, so `list_price`, `listPrice` and `ListPrice` are one key.
 */
const KEYS: [FieldName, string[]][] = [
  ['price', ['price', 'listprice', 'listingprice', 'askingprice', 'currentprice', 'priceinfo']],
  [
    'beds',
    ['bedrooms', 'beds', 'numbeds', 'numbedrooms', 'bedroomcount', 'bedroomstotal', 'numberofbedrooms'],
  ],
  [
    'baths_total',
    [
      'bathrooms',
      'baths',
      'numbaths',
      'numbathrooms',
      'bathroomcount',
      'bathroomstotal',
      'bathsconsolidated',
      'bathroomsfloat',
    ],
  ],
  [
    'baths_full',
    ['bathroomsfull', 'fullbaths', 'numfullbathrooms', 'bathsfull', 'rawfullbaths', 'numfullbaths'],
  ],
  [
    'baths_half',
    ['bathroomshalf', 'halfbaths', 'numpartialbathrooms', 'bathshalf', 'rawhalfbaths', 'numpartialbaths'],
  ],
  [
    'living_area_sqft',
    [
      'livingarea',
      'livingareavalue',
      'sqft',
      'squarefeet',
      'finishedsqft',
      'floorspace',
      'floorsize',
      'livingareasqft',
    ],
  ],
  ['lot_size', ['lotsize', 'lotsqft', 'lotareavalue']],
  ['year_built', ['yearbuilt', 'builtyear']],
  ['address.street', ['streetaddress', 'assembledaddress', 'line', 'addressline1', 'address1', 'street']],
  ['address.city', ['city', 'addresslocality', 'cityname', 'locality']],
  ['address.state', ['statecode', 'state', 'addressregion', 'region']],
  ['address.postal_code', ['zipcode', 'zip', 'postalcode']],
  [
    'photos',
    [
      'photos',
      'responsivephotos',
      'originalphotos',
      'images',
      'hugephotos',
      'dataphotos',
      'photourls',
      'media',
    ],
  ],
  ['status', ['homestatus', 'listingstatus', 'status', 'mlsstatus', 'statustext']],
  ['description', ['description', 'marketingremark', 'publicremarks', 'remarks']],
  ['agent_name', ['agentname', 'listingagentname', 'listingagent', 'agent']],
  ['brokerage', ['brokername', 'brokeragename', 'officename', 'broker']],
  ['mls_id', ['mlsid', 'mlsnumber']],
  ['property_type', ['hometype', 'propertytype', 'typedisplay', 'propertysubtype']],
];

const FIELD_OF_KEY = new Map<string, FieldName>(
  KEYS.flatMap(([f, keys]) => keys.map((k) => [k, f] as const)),
);
const normalised = new Map<string, string>();
/** The field a raw key names, or undefined (memoised: pages repeat the same keys thousands of times). */
export const fieldOfKey = (key: string): FieldName | undefined => {
  let n = normalised.get(key);
  if (n === undefined) {
    n = key.toLowerCase().replace(/[^a-z0-9]/g, '');
    normalised.set(key, n);
  }
  return FIELD_OF_KEY.get(n);
};

/** Where a wrapped figure keeps its value ({value}, {amount}, {formattedValue} …). */
const INNER = [
  'value',
  'amount',
  'price',
  'formattedValue',
  'formattedDimension',
  'displayValue',
  'text',
  'label',
  'name',
  'agentName',
  'fullName',
];
const scalar = (value: unknown, depth = 0): unknown => {
  if (!isObject(value)) return Array.isArray(value) && depth === 0 ? scalar(value[0], 1) : value;
  if (depth > 2) return undefined;
  for (const k of INNER) if (value[k] !== undefined && value[k] !== null) return scalar(value[k], depth + 1);
  return undefined;
};

const street = (o: JsonObject, v: unknown): string | null => {
  const name = cleanText(scalar(v));
  const number = cleanText(scalar(o.streetNumber ?? o.street_number ?? o.houseNumber));
  return name && number && !name.startsWith(number) ? `${number} ${name}` : name;
};

const positive = (n: number | null) => (n !== null && n > 0 ? n : null);

type Parse = (value: unknown, owner: JsonObject) => unknown;
const PARSE: Partial<Record<FieldName, Parse>> = {
  price: (v) => (typeof v === 'string' && /\best\b|estimate/i.test(v) ? null : parsePrice(scalar(v))),
  // Records write 0 for "not given": a home without a bedroom or a bath is a gap in the data.
  beds: (v) => positive(parseCount(scalar(v))),
  baths_total: (v) => positive(parseCount(scalar(v))),
  baths_full: (v) => positive(parseCount(scalar(v))),
  baths_half: (v) => positive(parseCount(scalar(v))),
  living_area_sqft: (v) => {
    const n = parseNumber(scalar(v));
    return n !== null && n > 0 ? n : null;
  },
  lot_size: (v) => parseLotSize(scalar(v))?.value ?? null,
  year_built: (v) => parseYear(scalar(v)),
  'address.street': (v, o) => (typeof scalar(v) === 'string' ? street(o, v) : null),
  'address.city': (v) => cleanText(scalar(v)),
  'address.state': (v) => cleanText(scalar(v)),
  'address.postal_code': (v) => cleanText(String(scalar(v) ?? '')),
  photos: (v) => recordPhotos(typeof v === 'string' ? parseJson(v) : v),
  status: (v) => mapStatus(scalar(v)),
  description: (v) => {
    const text = cleanRecordText(scalar(v));
    return text && text.length > 40 ? text : null;
  },
  agent_name: (v) => splitNameAndPhone(cleanText(scalar(v))).name,
  brokerage: (v) => cleanText(scalar(v)),
  mls_id: (v) => cleanText(String(scalar(v) ?? '')),
  property_type: (v) => mapPropertyType(scalar(v)),
};

/**
 * Reads a record into `into`: its own keys first, then those of the objects it holds (address,
 * description, priceInfo…) up to `depth` levels down, so each field comes from the nearest key.
 */
export const readRecord = (record: JsonObject, path: string, into: Collector, depth = 2): number => {
  let found = 0;
  let level: [JsonObject, string][] = [[record, path]];
  for (let d = 0; d <= depth && level.length > 0; d++) {
    const next: [JsonObject, string][] = [];
    for (const [o, at] of level) {
      for (const [key, value] of Object.entries(o)) {
        const field = fieldOfKey(key);
        if (field && !into.has(field) && value !== null && value !== undefined) {
          const parsed = PARSE[field]?.(value, o);
          if (parsed !== null && parsed !== undefined && parsed !== '') {
            into.set(field, parsed, `${at}.${key}`);
            found++;
          }
        }
        if (isObject(value)) next.push([value, `${at}.${key}`]);
        else if (Array.isArray(value) && isObject(value[0]) && !field)
          next.push([value[0], `${at}.${key}[0]`]);
      }
    }
    level = next;
  }
  return found;
};

const letters = new Map<string, string>();
/** A key lower case, letters only (memoised as fieldOfKey: records repeat the same keys). */
const lettersOf = (key: string): string => {
  let k = letters.get(key);
  if (k === undefined) {
    k = key.toLowerCase().replace(/[^a-z]/g, '');
    letters.set(key, k);
  }
  return k;
};

/** Keys a record names its own listing by (zpid, property id, listing id…), to match the URL's. */
const ID_KEYS = new Set(['zpid', 'propertyid', 'listingid', 'homeid']);
const URL_KEYS = ['hdpUrl', 'url', 'href', 'permalink', 'pdpURL'];

/**
 * Whether the record is this page's: 'same' when an id or URL of it names the URL's id, 'other' when
 * it carries ids and none does (a similar or nearby home), 'unknown' when it names none.
 */
export const recordOwner = (record: JsonObject, urlIds: string[]): 'same' | 'other' | 'unknown' => {
  if (urlIds.length === 0) return 'unknown';
  let named = false;
  let idMatch = false;
  let urlMatch = false;
  for (const [key, value] of Object.entries(record)) {
    if (typeof value !== 'number' && typeof value !== 'string') continue;
    const v = String(value);
    const k = lettersOf(key);
    if (ID_KEYS.has(k)) {
      named = true;
      idMatch ||= urlIds.includes(v);
    } else if (k === 'id') idMatch ||= urlIds.includes(v);
    else if (URL_KEYS.includes(key)) urlMatch ||= urlIds.some((id) => v.includes(id));
  }
  // The record's own id decides; its URL only when it names no id (a copied record keeps the URL).
  if (idMatch) return 'same';
  if (named) return 'other';
  return urlMatch ? 'same' : 'unknown';
};

export const asObjects = (value: unknown): JsonObject[] => asArray(value).filter(isObject);
