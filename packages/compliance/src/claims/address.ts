import { US_STATES } from '@pp/contract';
import { wordsBefore } from './grammar';
import { suffixAfterName } from './street-suffix';
import type { Token } from './tokenize';
import { type Claim, type ClaimReader, claimAt } from './types';

/**
 * Address parts: the street number written before the listing's street name ("165 Okeefe St"), and a
 * five-digit ZIP after a state code, a city or the word ZIP. A different street name is another
 * address (a post may name a neighbour or a landmark), so only the number on the listing's street is
 * checked.
 */
const DIRECTIONS = new Set(['n', 's', 'e', 'w', 'ne', 'nw', 'se', 'sw', 'north', 'south', 'east', 'west']);
const norm = (s: string) => s.toLowerCase().replace(/['’.]/g, '');
const STATES: ReadonlySet<string> = new Set(US_STATES);
const ID_BEFORE = new Set(['mls', 'id', 'unit', 'apt', 'suite', 'listing', 'no', 'number']);
const ORDINAL_NAME = /^\d+(?:st|nd|rd|th)$/;
const STREET_SUFFIX = /^(st|street|ave|avenue|rd|road|blvd|dr|drive|ln|lane|pl|place|way|ct|ter|pkwy)$/;
const UNIT_SYMBOLS = new Set(['%', '+', '/', '²', "'", '’', '"', '-', '–', 'x', '×']);

const streetOf = (street: string | null) => {
  const m = street ? /^(\d+[A-Za-z]?(?:-\d+)?)\s+(.+)$/.exec(street.trim()) : null;
  if (!m) return null;
  const words = m[2]!.split(/\s+/).map(norm).filter(Boolean);
  const name = words.find((w) => !DIRECTIONS.has(w));
  const direction = DIRECTIONS.has(words[0] ?? '') && words[0] !== name ? words[0]! : null;
  return name ? { number: m[1]!.toLowerCase(), name, direction } : null;
};

/** Words that make five digits a count or a sum: "in 20000 sq ft", "in 12000 homes". */
const COUNTED =
  /^(sq|sqft|square|sf|ft|feet|acres?|homes|houses|units|people|residents|sales|dollars|usd|views|visits)$/;

/** The word before a ZIP, "code" dropped: "ZIP", "zipcode", "postal (code)", "code postal", "postcode". */
const ZIP_WORD = /^(zip|zipcode|postal|postcode)$/;

/**
 * True when the five digits at i close the listing's address line: the street's name, then only
 * capitalised words, commas and a unit before them ("165 Okeefe St, Apt 11, East Palo Alto 94303").
 */
const placeAfterStreet = (tokens: readonly Token[], i: number, name: string | null): boolean => {
  const prev = tokens[i - 1];
  if (!name || prev?.kind !== 'word' || !/^[A-Z]/.test(prev.raw)) return false;
  for (let j = i - 1; j >= 0 && j >= i - 12; j--) {
    const t = tokens[j]!;
    if (t.kind === 'word' && norm(t.low) === name) return true;
    const part =
      (t.kind === 'word' && /^([A-Z]|de|del|la|los|las|el)/.test(t.raw)) ||
      t.raw === ',' ||
      t.kind === 'num' ||
      t.raw === '#';
    if (!part) return false;
  }
  return false;
};

export const readAddress: ClaimReader = ({ tokens, listing }) => {
  const out: Claim[] = [];
  const street = streetOf(listing.address.street);
  const zip = listing.address.postal_code?.slice(0, 5) ?? null;
  const city = listing.address.city ? norm(listing.address.city).split(/\s+/).at(-1) : null;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.kind !== 'num' || t.money || t.spelled || t.abbreviated || !/^\d+$/.test(t.raw)) continue;
    if (street) {
      let j = i + 1;
      if (tokens[j]?.kind === 'word' && tokens[j]!.end === t.end) j++; // "12B"
      if (DIRECTIONS.has(tokens[j]?.low ?? '') && norm(tokens[j]!.low) !== street.name) j++;
      if (tokens[j]?.raw === '.') j++;
      const name = tokens[j];
      // "7718 NE 138th St" for NE 183rd: the listing's number on another numbered street is a wrong
      // street name (a different named street may be a neighbour's, so only ordinals are compared).
      if (
        name?.kind === 'ord' &&
        !name.spelled &&
        ORDINAL_NAME.test(street.name) &&
        norm(name.low) !== street.name &&
        t.raw === street.number &&
        STREET_SUFFIX.test(tokens[j + 1]?.low ?? '')
      ) {
        out.push(
          claimAt(tokens, i, j + 1, {
            field: 'address.street',
            listed: listing.address.street,
            verdict: 'block',
            reason: `The listing's address is ${listing.address.street}.`,
          }),
        );
        continue;
      }
      if (name && (norm(name.low) === street.name || norm(name.raw) === street.name)) {
        const written = tokens
          .slice(i, j)
          .filter((x) => x.kind !== 'sym' && !DIRECTIONS.has(x.low))
          .map((x) => x.low)
          .join('');
        const suffix = suffixAfterName(tokens, j, listing.address.street ?? '');
        // "88 N Cypress Ave" for 88 S Cypress Ave: a direction the listing's street has otherwise.
        const dir = tokens.slice(i + 1, j).find((x) => DIRECTIONS.has(x.low));
        const wrongDir = !!dir && !!street.direction && dir.low[0] !== street.direction[0];
        const ok =
          (written === street.number || street.number.startsWith(`${written}-`)) &&
          !suffix?.wrong &&
          !wrongDir;
        out.push(
          claimAt(tokens, i, suffix?.wrong ? suffix.next : j + 1, {
            field: 'address.street',
            listed: listing.address.street,
            verdict: ok ? 'ok' : 'block',
            reason: `The listing's address is ${listing.address.street}.`,
          }),
        );
        continue;
      }
    }
    if (!/^\d{5}$/.test(t.raw)) continue;
    const before = wordsBefore(tokens, i, 3).filter((w) => w !== ',' && w !== ':' && w !== 'code');
    const prev = tokens[i - 1]?.raw === ',' ? tokens[i - 2] : tokens[i - 1];
    // A bare five digits that ends a clause is a ZIP after "in" or a comma: "SOLD in 03060 ✅",
    // "205 W 81st St, 10023 — 780 sq ft", "an EV charger out back, 60614" (a count has its unit after it).
    const next = tokens[i + 1];
    const endsClause = !next || (next.kind === 'sym' && !UNIT_SYMBOLS.has(next.raw));
    const isZip =
      (endsClause && (tokens[i - 1]?.raw === ',' || tokens[i - 1]?.low === 'in')) ||
      // "Homes in 43222 go fast": five digits after "in" with no unit after them are a place.
      (tokens[i - 1]?.low === 'in' && next?.kind === 'word' && !COUNTED.test(next.low)) ||
      // "ZIP 43222", "postal code 90292", French "code postal", Spanish "código postal".
      ZIP_WORD.test(before.at(-1) ?? '') ||
      (prev?.kind === 'word' && STATES.has(prev.raw)) ||
      // "…, NYC 10011.", "…, HOU 77079": a city's capitals after the street line's comma, as a state's.
      (endsClause &&
        tokens[i - 1]?.kind === 'word' &&
        /^[A-Z]{2,4}$/.test(tokens[i - 1]!.raw) &&
        !ID_BEFORE.has(tokens[i - 1]!.low) &&
        tokens[i - 2]?.raw === ',') ||
      // "#98028": a ZIP as a hashtag (the tokenizer keeps "#" before digits), not "MLS #12345".
      (tokens[i - 1]?.raw === '#' &&
        tokens[i - 1]!.end === t.start &&
        !ID_BEFORE.has(tokens[i - 2]?.low ?? '')) ||
      (city !== null && before.at(-1) === city) ||
      // "3011 Ocean Front Walk, Marina del Rey 90292": five digits after a place's name on the listing's address line.
      (endsClause && placeAfterStreet(tokens, i, street?.name ?? null)) ||
      // "Charlotte's 28262": the city's possessive names its ZIP.
      (city !== null && /['’]s$/.test(tokens[i - 1]?.low ?? '') && norm(tokens[i - 1]!.low) === `${city}s`) ||
      // "home in the 77079", "homes near the 78745": a ZIP named as an area, not "the 10000 block".
      (tokens[i - 1]?.low === 'the' &&
        /^(in|near|around|within|across|of|from|to)$/.test(tokens[i - 2]?.low ?? '') &&
        (endsClause || (next?.kind === 'word' && !COUNTED.test(next.low) && next.low !== 'block')));
    // "Subject, 13915: 4/3.5": the listing's own house number, written without its street, is no ZIP.
    if (!isZip || t.raw === street?.number) continue;
    if (zip === null) {
      out.push(
        claimAt(tokens, i, i + 1, {
          field: 'address.postal_code',
          listed: null,
          verdict: 'warn',
          reason: 'The listing states no ZIP code: confirm it.',
        }),
      );
      continue;
    }
    const ok = t.raw === zip;
    out.push(
      claimAt(tokens, i, i + 1, {
        field: 'address.postal_code',
        listed: zip,
        verdict: ok ? 'ok' : 'block',
        reason: `The listing's ZIP code is ${zip}.`,
      }),
    );
  }
  return out;
};
