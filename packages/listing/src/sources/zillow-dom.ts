import type { TSourceRules } from '@pp/contract';
import {
  attributionFromParties,
  type LabelledParty,
  parseAttributionText,
  splitNameAndPhone,
} from '../helpers/attribution';
import type { ListingPart } from '../helpers/listing-draft';
import { elementPositions } from '../helpers/page-elements';
import {
  parseCount,
  parseLotSize,
  parseNumber,
  parsePrice,
  parseYear,
  printedCurrency,
} from '../helpers/parse-number';
import { dedupePhotos, type PhotoCandidate } from '../helpers/photos';
import { mapPropertyType } from '../helpers/property-type';
import { mapStatus } from '../helpers/status';
import { cleanParagraphs, cleanText, readableText } from '../helpers/text';
import { effectiveSourceRules, rowByLabels } from '../rules/built-in-rules';
import { type DomInputs, domInputs } from '../rules/dom-inputs';

/**
 * Zillow's printed page, for captures without their scripts (a "body-only" DOM) or a redesign that moves
 * the embedded JSON. Everything here is read by its label or its data-testid hook, never by position;
 * where each hook is comes from the reader rules' `dom_fields` (rules/built-in-zillow.ts).
 */

const ZILLOW_PHOTO = /^https:\/\/photos\.zillowstatic\.com\/fp\/([0-9a-f]+)-[a-z_]+?(\d+)?\.(jpe?g|webp)$/i;

/** "Label: value" facts of the facts-and-features lists ("Full bathrooms: 5", "Year built: 1901"), by label. */
const labelledFacts = (items: Element[]): Map<string, string> => {
  const facts = new Map<string, string>();
  for (const item of items) {
    const m = /^([^:]{1,60}):\s*(.+)$/.exec(cleanText(item.textContent) ?? '');
    const label = m?.[1]?.toLowerCase();
    if (label && m?.[2] && !facts.has(label)) facts.set(label, m[2]);
  }
  return facts;
};

/** Every size of every gallery photo (img src, srcset) → the widest JPEG of each, in gallery order. */
const galleryPhotos = (dom: DomInputs, roots: Element[]): string[] => {
  const candidates: PhotoCandidate[] = [];
  const add = (url: string) => {
    const m = ZILLOW_PHOTO.exec(url.trim());
    if (m?.[1] && m[3]?.toLowerCase() !== 'webp')
      candidates.push({ url: url.trim(), width: parseNumber(m[2]), key: m[1] });
  };
  for (const root of roots) {
    for (const el of dom.all('photo_images', root)) {
      const src = el.getAttribute('src');
      if (src) add(src);
      for (const part of (el.getAttribute('srcset') ?? '').split(',')) add(part.trim().split(/\s+/)[0] ?? '');
    }
  }
  return dedupePhotos(candidates);
};

/**
 * The parties of the attribution block by their role hooks (attribution-LISTING_AGENT, attribution-BROKER…).
 * The block's heading is hooked the same way (`title`): a heading is no party.
 */
const labelledParties = (dom: DomInputs): LabelledParty[] =>
  dom
    .suffixes('parties')
    .filter(({ rest }) => rest !== 'title')
    .map(({ rest, element }) => ({ role: rest, ...splitNameAndPhone(element.textContent) }));

/** "Source: StreetEasy, MLS#: S1782630" (also "MLS #: …" without a source) in the attribution block. */
const mlsLine = (text: string | null): Pick<ListingPart, 'mls_name' | 'mls_id'> => {
  const m = /(?:Source:\s*(.+?),?\s*)?MLS\s*#:?\s*([\w-]+)/i.exec(text ?? '');
  return m ? { mls_name: cleanText(m[1]), mls_id: m[2] ?? null } : {};
};

/**
 * "135 E 19th St, New York (Manhattan), NY 10003": the borough in brackets is not part of the city.
 * The postal code is all that follows the state, so a Canadian "BC V6S 1M4" keeps both its halves.
 */
const splitHeading = (heading: string | null): ListingPart['address'] => {
  const [street, city, stateZip] = (heading ?? '').split(',').map((s) => s.trim());
  const [, state = null, zip = null] = /^(\S+)(?:\s+(.+))?$/.exec(stateZip ?? '') ?? [];
  return street && city
    ? { street, city: city.replace(/\s*\([^)]*\)\s*$/, ''), state, postal_code: zip }
    : {};
};

/** A figure printed where the price goes but labelled as an estimate ("Est. $655,700", "Zestimate") is no price. */
const printedPrice = (price: Element | undefined): number | null => {
  const text = cleanText(price?.textContent);
  // The label may sit beside the figure rather than in it ("$655,700" then "Zestimate®").
  const label = cleanText(price?.nextElementSibling?.textContent) ?? '';
  return text && !/\bEst\b\.?|estimate/i.test(`${text} ${label}`) ? parsePrice(text) : null;
};

/**
 * The status pill of the gallery; pages without one (off-market, sold public records) say it in the chip
 * above the facts. Only words that name a state are taken from there: a chip also holds the address.
 */
const printedStatus = (pill: Element | undefined, chip: Element | undefined) =>
  mapStatus(cleanText(pill?.textContent)) ??
  mapStatus(
    /\b(off market|sold|pending|contingent|for rent|under contract)\b/i.exec(chip?.textContent ?? '')?.[1],
  );

const inPageOrder = (document: Document, elements: Element[]): Element[] => {
  if (elements.length < 2) return elements;
  const position = elementPositions(document);
  return elements.sort((a, b) => (position.get(a) ?? 0) - (position.get(b) ?? 0));
};

export const zillowFromDom = (
  document: Document,
  url: string,
  rules: TSourceRules = effectiveSourceRules(null, 'zillow'),
): ListingPart => {
  const dom = domInputs(document, rules);
  const facts = labelledFacts(dom.all('fact_items'));
  // Facts by the reader rules' label words (rules/built-in-rules.ts), compared lower case as read.
  const fact = (field: Parameters<typeof rowByLabels>[2]) =>
    rowByLabels(facts, rules, field, (l) => l.toLowerCase());
  const chips = dom
    .all('summary_facts')
    .map((e) => e.textContent ?? '')
    .join(' ');
  // The galleries in the page's order (the first photo is the first one shown), whichever rule found each.
  const galleries = inPageOrder(document, dom.all('photo_galleries'));
  const parties = labelledParties(dom);
  const attributionText = cleanText(dom.first('attribution')?.textContent);
  const fullBaths = parseCount(fact('baths_full'));
  const halfBaths = parseCount(fact('baths_half'));
  const lot = parseLotSize(fact('lot_size'));
  return {
    source_id: /\/(\d+)_zpid/.exec(url)?.[1] ?? null,
    status: printedStatus(dom.first('status_badge'), dom.first('status_chip')),
    price: printedPrice(dom.first('price')),
    currency: printedCurrency(dom.first('price')?.textContent) ?? undefined,
    beds: parseNumber(/([\d.]+)\s*(?:bd|beds?)\b/i.exec(chips)?.[1]) ?? parseCount(fact('beds')),
    baths_total: parseNumber(/([\d.]+)\s*(?:ba|baths?)\b/i.exec(chips)?.[1]),
    baths_full: fullBaths,
    baths_half: fullBaths === null ? null : halfBaths,
    living_area_sqft: parseNumber(/([\d,]+)\s*sq\s*ft/i.exec(chips)?.[1]),
    lot_size: lot?.value ?? null,
    lot_unit: lot?.unit ?? null,
    year_built: parseYear(fact('year_built')),
    property_type: mapPropertyType(fact('property_type')),
    address: splitHeading(cleanText(dom.first('address_line')?.textContent)),
    description: cleanParagraphs(readableText(dom.first('description'))),
    photos: galleryPhotos(dom, galleries),
    ...(parties.length > 0 ? attributionFromParties(parties) : parseAttributionText(attributionText)),
    ...mlsLine(attributionText),
  };
};
