import { splitNameAndPhone } from '../helpers/attribution';
import { parseCount, parseLotSize, parseNumber, parsePrice, parseYear } from '../helpers/parse-number';
import { looksLikePersonName } from '../helpers/person-name';
import { mapPropertyType } from '../helpers/property-type';
import { mapStatus } from '../helpers/status';
import { cleanText } from '../helpers/text';
import type { Collector, FieldName } from './collector';

/**
 * Facts as pages print them, whatever the design: "3 bd | 2 ba | 1,850 sqft", "Beds 3", "Year built:
 * 1999", "MLS # 917754", "Listing Agent: Jane Roe 555-123-4567", "Broker: Big Realty", "Courtesy of …".
 * Used on the visible text and on `<meta name=description>`, which many sites fill with the same sentence.
 */

type Reader = (value: string, into: Collector, path: string) => void;

const setter =
  (field: FieldName, parse: (v: string) => unknown): Reader =>
  (value, into, path) =>
    into.set(field, parse(value), path);

const baths: Reader = (value, into, path) => {
  const full = /(\d+)\s*full/i.exec(value)?.[1];
  const half = /(\d+)\s*(?:half|partial)/i.exec(value)?.[1];
  if (full || half) {
    into.set('baths_full', parseCount(full), path);
    into.set('baths_half', parseCount(half), path);
    return;
  }
  into.set('baths_total', parseCount(value), path);
};

const party =
  (field: 'agent_name' | 'brokerage'): Reader =>
  (value, into, path) => {
    // "Jane Roe with Big Realty": the agent, then the firm they list with.
    const withFirm = field === 'agent_name' ? /^(.+?)\s+with\s+(.+)$/i.exec(value) : null;
    if (withFirm?.[1] && withFirm[2] && looksLikePersonName(splitNameAndPhone(withFirm[1]).name ?? '')) {
      party('agent_name')(withFirm[1], into, path);
      party('brokerage')(withFirm[2], into, path);
      return;
    }
    const { name, phone } = splitNameAndPhone(value);
    // A label followed by a sentence is prose, not a name.
    if (!name || name.split(' ').length > 6 || /[.!?]$/.test(name)) return;
    if (field === 'agent_name' && !looksLikePersonName(name)) return;
    into.set(field, name, path);
    if (field === 'agent_name') into.set('agent_phone', phone, path);
  };

const lot: Reader = (value, into, path) => {
  const size = parseLotSize(value);
  if (!size) return;
  into.set('lot_size', size.value, path);
  into.set('lot_unit', size.unit, path);
};

const mlsId: Reader = (value, into, path) => {
  const id = /^[A-Z0-9][\w-]{2,30}$/i.exec(value.replace(/^#\s*/, '').split(/\s/)[0] ?? '')?.[0];
  if (id && /\d/.test(id)) into.set('mls_id', id, path);
};

/** Labels, normalised (lower case, no trailing colon), and how their value is read. */
const LABELS: [RegExp, Reader][] = [
  [/^(beds?|bedrooms?|bd|bds)$/, setter('beds', parseCount)],
  [/^(full baths?|full bathrooms?)$/, setter('baths_full', parseCount)],
  [/^(half baths?|partial baths?|half bathrooms?)$/, setter('baths_half', parseCount)],
  [/^(baths?|bathrooms?|ba|total baths?|bathrooms total)$/, baths],
  [
    /^(sq\.? ?ft\.?|square feet|living area|finished sq\.? ?ft\.?|interior size|floor size|home size)$/,
    setter('living_area_sqft', parseNumber),
  ],
  [/^(lot size|lot|lot area)$/, lot],
  [/^(year built|built in|built)$/, setter('year_built', parseYear)],
  [
    /^(property type|home type|type|style)$/,
    setter('property_type', (v) => (mapPropertyType(v) === 'other' ? null : mapPropertyType(v))),
  ],
  [/^(status|listing status)$/, setter('status', mapStatus)],
  [/^(price|list price|listing price|asking price)$/, setter('price', parsePrice)],
  [/^(mls ?#|mls ?number|mls ?id|mls\/source id|mls#)$/, mlsId],
  [
    /^(listing agent|listed by|agent|presented by|listing provided by|seller represented by|listing represented by)$/,
    party('agent_name'),
  ],
  [
    /^(broker|brokerage|brokered by|courtesy of|listing courtesy of|listing office|office)$/,
    party('brokerage'),
  ],
];

const normalise = (label: string) =>
  label
    .toLowerCase()
    .replace(/[:\s]+$/, '')
    .replace(/\s+/g, ' ')
    .trim();

/** Every label at once: most text is no label, and one test tells so instead of thirteen. */
const ANY_LABEL = new RegExp(LABELS.map(([re]) => re.source).join('|'));

/** The reader of a label ("Year Built:", "MLS #"), or undefined for text that is no label. */
export const labelReader = (label: string): Reader | undefined => {
  if (label.length > 30) return undefined;
  const key = normalise(label);
  if (!ANY_LABEL.test(key)) return undefined;
  return LABELS.find(([re]) => re.test(key))?.[1];
};

/** "Label: value", "MLS # value" or "Label value" in one piece of text; true when it held a label. */
export const readLabelled = (text: string, into: Collector, path: string): boolean => {
  const splits: [string, string][] = [];
  const colon = text.indexOf(':');
  if (colon > 0 && colon <= 30) splits.push([text.slice(0, colon), text.slice(colon + 1)]);
  const hash = text.indexOf('#');
  if (hash > 0 && hash <= 30) splits.push([text.slice(0, hash + 1), text.slice(hash + 1)]);
  const words = text.split(' ');
  for (let k = 1; k <= 3 && k < words.length; k++)
    splits.push([words.slice(0, k).join(' '), words.slice(k).join(' ')]);
  for (const [label, value] of splits) {
    const reader = labelReader(label);
    const clean = value.trim();
    if (!reader || !clean) continue;
    reader(clean, into, `${path} "${cleanText(label)}"`);
    return true;
  }
  return false;
};

// A figure, with the vulgar half or quarter some pages print after it ("2 ½ baths").
const NUMBER = String.raw`(\d[\d,]*(?:\.\d+)?(?:\s?[¼½¾])?)`;
const FIGURES: [RegExp, FieldName, (v: string) => unknown][] = [
  [new RegExp(`${NUMBER}\\s*(?:bd|bds|beds?|bedrooms?|br)\\b`, 'i'), 'beds', parseCount],
  [new RegExp(`${NUMBER}\\s*(?:ba|baths?|bathrooms?)\\b`, 'i'), 'baths_total', parseCount],
  [
    new RegExp(`${NUMBER}\\s*(?:sq\\.?\\s?ft|sqft|square\\s+feet|sf)\\b`, 'i'),
    'living_area_sqft',
    parseNumber,
  ],
  [/\bbuilt in (\d{4})\b/i, 'year_built', parseYear],
  [/\bMLS\s*#?:?\s*([A-Z0-9][\w-]*\d[\w-]*)/i, 'mls_id', cleanText],
];

/** Figures with their unit in running text: "3 bd | 2 ba | 1,850 sqft", "1 bed, 1.0 bath, 200 Square Feet". */
export const readFigures = (text: string, into: Collector, path: string): void => {
  // Every figure has a digit: text without one is passed over without trying each pattern.
  if (text.length > 400 || !/\d/.test(text)) return;
  for (const [re, field, parse] of FIGURES) {
    if (into.has(field)) continue;
    const m = re.exec(text);
    if (m?.[1]) into.set(field, parse(m[1]), `${path} /${re.source.slice(-20)}/`);
  }
};

const STATE =
  '(?:A[KLRZ]|C[AOT]|D[CE]|FL|GA|HI|I[ADLN]|K[SY]|LA|M[ADEINOST]|N[CDEHJMVY]|O[HKR]|PA|RI|S[CD]|T[NX]|UT|V[AT]|W[AIVY]|AB|BC|MB|NB|NL|NS|ON|PE|QC|SK)';
const ADDRESS = new RegExp(
  `^\\s*(\\d[^,|]*?|[^,|]*?\\d[^,|]*?)\\s*,\\s*([^,|]+?)\\s*,\\s*(${STATE})\\s*,?\\s*(\\d{5}(?:-\\d{4})?|[A-Z]\\d[A-Z]\\s?\\d[A-Z]\\d)?(?=\\s*(?:$|[|,\\-–]|\\s))`,
);

/** "111 Fourth Ave #2E, New York, NY 10003 | Zillow" → street, city (without a "(Manhattan)" aside), state, zip. */
export const readAddress = (text: string | null | undefined, into: Collector, path: string): boolean => {
  const clean = cleanText(text)?.replace(/^(?:for sale|for rent|sold|pending)\s*[:-]\s*/i, '');
  const m = clean ? ADDRESS.exec(clean) : null;
  if (!m?.[1] || !m[2] || !m[3]) return false;
  into.set('address.street', m[1], path);
  into.set('address.city', m[2].replace(/\s*\([^)]*\)$/, ''), path);
  into.set('address.state', m[3], path);
  into.set('address.postal_code', m[4]?.toUpperCase(), path);
  return true;
};
