import { tokenize } from './tokenize';
import type { Claim, ClaimReader, ReadContext } from './types';

/**
 * CSV-like spec lines (issue 26): a header row of field names ("beds,baths,sqft,acres,year,price",
 * "street,zip,status", "mls,units,lot_sqft") and value rows under it. Each value is that field's
 * claim: it is written out as the phrase a post would use ("4" under beds is "4 beds", "1998" under
 * year is "built in 1998") and read by the same readers, so a spec row is checked exactly as prose is.
 * The rows' tokens are then hidden from the readers, which would otherwise read "4,2,1684" as numbers
 * of no field.
 */
export const PHRASE: Record<string, (v: string, rental: boolean) => string> = {
  beds: (v) => `${v} beds`,
  baths: (v) => `${v} baths`,
  full_baths: (v) => `${v} full baths`,
  half_baths: (v) => `${v} half baths`,
  sqft: (v) => `${v} sq ft`,
  acres: (v) => `${v} acre lot`,
  lot_sqft: (v) => `${v} sq ft lot`,
  year: (v) => `built in ${v}`,
  price: (v, rental) => `$${v.replace(/^\$/, '')}${rental ? '/mo' : ''}`,
  street: (v) => v,
  zip: (v) => `ZIP ${v}`,
  status: (v) => v.replace(/_/g, ' '),
  mls: (v) => `MLS# ${v}`,
  units: (v) => `${v} units`,
  type: (v) => v.replace(/_/g, ' '),
  // A unit column ("4E") is the apartment's number; "HOA" and "garage" cells are those features' claims
  // ("$650/mo" is dues the listing may not name, "5+" a garage for so many cars).
  unit: (v) => `Unit #${v.replace(/^#/, '')}`,
  hoa: (v) => (/^(?:no|none|0|\$0)$/i.test(v) ? 'no HOA' : `HOA ${v}`),
  garage: (v) => (/^\d/.test(v) ? `${v.replace(/\+$/, '')}-car garage` : `${v} garage`),
};
const ALIASES: Record<string, string> = {
  bedrooms: 'beds',
  bd: 'beds',
  br: 'beds',
  bathrooms: 'baths',
  ba: 'baths',
  baths_total: 'baths',
  baths_full: 'full_baths',
  baths_half: 'half_baths',
  sq_ft: 'sqft',
  square_feet: 'sqft',
  square_footage: 'sqft',
  sq_feet: 'sqft',
  living_area: 'sqft',
  living_area_sqft: 'sqft',
  lot_acres: 'acres',
  lot_size_acres: 'acres',
  lot: 'lot_sqft',
  lot_sf: 'lot_sqft',
  lot_sq_ft: 'lot_sqft',
  apt: 'unit',
  hoa_fee: 'hoa',
  hoa_dues: 'hoa',
  year_built: 'year',
  built: 'year',
  list_price: 'price',
  address: 'street',
  zipcode: 'zip',
  postal_code: 'zip',
  mls_id: 'mls',
  property_type: 'type',
};
/** Header names that are fields but not checked here (the city is read in prose). */
const KNOWN_UNREAD = /^(city|state|county|id|name|agent|notes?)$/;

export const fieldOf = (name: string): string | null => {
  // "Lot (acres)", "Square Feet", "Year Built": words joined by underscores, brackets dropped.
  const n = name
    .toLowerCase()
    .replace(/[()]/g, ' ')
    .trim()
    .replace(/[\s-]+/g, '_');
  return PHRASE[n] ? n : (ALIASES[n] ?? null);
};
const SEP = /\t|\s*[,|;]\s*/;

interface Cell {
  text: string;
  start: number;
}
const cellsOf = (line: string, at: number): Cell[] => {
  const out: Cell[] = [];
  // A quoted cell keeps its commas: "$489,000".
  const re = /\s*"([^"]*)"\s*|[^,|;\t]+/g;
  for (const m of line.matchAll(re)) {
    if (m[1] !== undefined) {
      out.push({ text: m[1], start: at + m.index + m[0].indexOf('"') + 1 });
      continue;
    }
    const lead = m[0].length - m[0].trimStart().length;
    out.push({ text: m[0].trim(), start: at + m.index + lead });
  }
  return out;
};

export interface SpecRows {
  claims: Claim[];
  /** The header and value rows' spans, hidden from the other readers. */
  spans: [number, number][];
}

export const readSpecRows = (ctx: ReadContext, readers: readonly ClaimReader[]): SpecRows => {
  const out: SpecRows = { claims: [], spans: [] };
  if (!ctx.text.includes('\n')) return out;
  const rental = ctx.listing.status === 'for_rent';
  const lines: Cell[][] = [];
  let at = 0;
  for (const line of ctx.text.split('\n')) {
    lines.push(SEP.test(line) ? cellsOf(line, at) : []);
    at += line.length + 1;
  }
  for (let h = 0; h < lines.length - 1; h++) {
    const header = lines[h]!;
    const fields = header.map((c) => fieldOf(c.text));
    const known = fields.filter((f, k) => f || KNOWN_UNREAD.test(header[k]!.text.toLowerCase())).length;
    if (header.length < 2 || fields.filter(Boolean).length < 2 || known < header.length) continue;
    let r = h + 1;
    for (; r < lines.length && lines[r]!.length === header.length; r++) {
      for (const [k, cell] of lines[r]!.entries()) {
        const field = fields[k];
        if (!field || !cell.text) continue;
        const phrase = PHRASE[field]!(cell.text, rental);
        const sub = { ...ctx, text: phrase, tokens: tokenize(phrase) };
        const found = readers.flatMap((read) => read(sub))[0];
        if (found) out.claims.push({ ...found, start: cell.start, end: cell.start + cell.text.length });
      }
    }
    if (r === h + 1) continue;
    const last = lines[r - 1]!.at(-1)!;
    out.spans.push([header[0]!.start, last.start + last.text.length]);
    h = r - 1;
  }
  return out;
};
