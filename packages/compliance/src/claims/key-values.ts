import { fieldOf, PHRASE, type SpecRows } from './spec-rows';
import { tokenize } from './tokenize';
import type { ClaimReader, ReadContext } from './types';

/**
 * Machine key: value blocks (issue 26): JSON-LD or schema.org-like lines pasted into a post
 * ("postalCode: 43215", "yearBuilt: 2006", "numberOfBedrooms: 4", "floor_size: 1260 sq ft"). A
 * camelCase or snake_case key names the field as a spec row's header does (spec-rows.ts), so each value
 * is written out as the phrase a post would use and read by the same readers; prose readers miss it
 * because "yearBuilt" is one token and "postalCode: 43215" has no "ZIP". Keys with spaces ("Price:
 * $489K") stay prose: people write them and the prose readers already read them. Vocabulary:
 * https://schema.org/Accommodation (numberOfBedrooms, floorSize, yearBuilt) and
 * https://schema.org/PostalAddress (streetAddress, postalCode).
 */
const KEY_LINE = /^[ \t]*([a-z]+(?:[A-Z][a-z]+)+|[a-z]+(?:_[a-z]+)+)[ \t]*:[ \t]*(\S[^\n]*?)[ \t]*$/gm;
const SCHEMA_KEYS: Record<string, string> = {
  number_of_bedrooms: 'beds',
  number_of_rooms: '',
  number_of_bathrooms_total: 'baths',
  number_of_bathrooms: 'baths',
  floor_size: 'sqft',
  street_address: 'street',
  lot_size: 'lot',
};

const snake = (key: string) => key.replace(/([a-z])([A-Z])/g, '$1_$2').toLowerCase();

/** The phrase of one value, keeping a unit the value already names ("1260 sq ft", "0.21 acres"). */
const phraseOf = (field: string, value: string, rental: boolean): string | null => {
  const v = value.replace(/\s*\b(?:USD|US\$)\b\s*/g, '').trim();
  if (field === 'lot') return /[a-z]/i.test(v) ? `${v} lot` : null;
  if (field === 'sqft' && /[a-z²]/i.test(v)) return v;
  if (/^(?:beds|baths|sqft|year|zip|price)$/.test(field) && !/^\$?[\d.,]+$/.test(v)) return null;
  return PHRASE[field]?.(v, rental) ?? null;
};

export const readKeyValues = (ctx: ReadContext, readers: readonly ClaimReader[]): SpecRows => {
  const out: SpecRows = { claims: [], spans: [] };
  const lines = [...ctx.text.matchAll(KEY_LINE)]
    .map((m) => {
      const key = snake(m[1]!);
      const field = Object.hasOwn(SCHEMA_KEYS, key) ? SCHEMA_KEYS[key] : fieldOf(key);
      const start = m.index + m[0].lastIndexOf(m[2]!);
      return { field, value: m[2]!, start };
    })
    .filter((l) => l.field);
  // One stray "note_to_self: ..." is no block of keys.
  if (lines.length < 2) return out;
  const rental = ctx.listing.status === 'for_rent';
  for (const l of lines) {
    const phrase = phraseOf(l.field!, l.value, rental);
    if (!phrase) continue;
    const sub = { ...ctx, text: phrase, tokens: tokenize(phrase) };
    const found = readers.flatMap((read) => read(sub))[0];
    out.spans.push([l.start, l.start + l.value.length]);
    if (found) out.claims.push({ ...found, start: l.start, end: l.start + l.value.length });
  }
  return out;
};
