import type { TSourceRules } from '@pp/contract';
import { dropRepeatedLastWord, PHONE } from '../helpers/attribution';
import type { ListingPart } from '../helpers/listing-draft';
import { parseCount, parseLotSize, parseNumber, parsePrice, parseYear } from '../helpers/parse-number';
import { biggestRedfinPhoto } from '../helpers/photo-variants';
import { dedupePhotos } from '../helpers/photos';
import { mapPropertyType } from '../helpers/property-type';
import { mapStatus } from '../helpers/status';
import { cleanParagraphs, cleanText } from '../helpers/text';
import { effectiveSourceRules, rowByLabels } from '../rules/built-in-rules';
import { type DomInputs, domInputs } from '../rules/dom-inputs';
import { photoKey } from './redfin';

/** A dash ("—") is how Redfin prints a figure it does not have. */
const NOT_GIVEN = /^[—–-]+$/;

/**
 * "Label: value" rows of the details sections and the key-details tiles, by label; dashes are no value.
 * A tile prints its label and value in elements of their own; a details row prints "Label: value".
 */
const detailRows = (dom: DomInputs): Map<string, string> => {
  const rows = new Map<string, string>();
  const add = (label: string | null | undefined, value: string | null | undefined) => {
    if (label && value && !NOT_GIVEN.test(value) && !rows.has(label)) rows.set(label, value);
  };
  for (const tile of dom.all('detail_tiles'))
    add(dom.text('detail_tile_label', tile), dom.text('detail_tile_value', tile));
  for (const row of dom.all('detail_rows')) {
    const m = /^([^:]+):\s*(.+)$/.exec(cleanText(row.textContent) ?? '');
    add(m?.[1], m?.[2]);
  }
  return rows;
};

const splitAddress = (text: string | null): ListingPart['address'] => {
  const m = /^(.+?),\s*([^,]+),\s*([A-Z]{2})\s+(\d{5}(?:-\d{4})?)$/.exec(text ?? '');
  return m
    ? { street: m[1] ?? null, city: m[2] ?? null, state: m[3] ?? null, postal_code: m[4] ?? null }
    : {};
};

/** "Listing by Ed Freiberg Freiberg • Compass" → agent and brokerage (the first listing agent shown). */
const agentLine = (text: string | null): Pick<ListingPart, 'agent_name' | 'brokerage'> => {
  const [agent, broker] = (text ?? '').replace(/^List(?:ing|ed) by\s*/i, '').split('•');
  return { agent_name: dropRepeatedLastWord(cleanText(agent)), brokerage: cleanText(broker) };
};

/**
 * The server-rendered page, for when the data scripts are absent. Where each element is comes from the
 * reader rules' `dom_fields` (rules/built-in-redfin.ts, a published set's selectors first).
 */
export const redfinFromDom = (
  document: Document,
  url: string,
  rules: TSourceRules = effectiveSourceRules(null, 'redfin'),
): ListingPart => {
  const dom = domInputs(document, rules);
  // Detail rows by the reader rules' label words (rules/built-in-rules.ts), published ones first.
  const rows = detailRows(dom);
  const row = (field: Parameters<typeof rowByLabels>[2]) => rowByLabels(rows, rules, field);
  const lot = parseLotSize(row('lot_size'));
  const street = dom.text('street');
  const cityLine = street ? dom.text('city_line') : null;
  const strip = dom.first('photo_galleries');
  const images = strip ? dom.all('photo_images', strip) : [];
  const addressText =
    street && cityLine
      ? `${street.replace(/,\s*$/, '')}, ${cityLine}`
      : (images[0]?.getAttribute('alt') ?? null);
  const photos = images.flatMap((img) => {
    const src = img.getAttribute('src');
    if (!src || !/cdn-redfin\.com\/photo\//.test(src)) return [];
    const big = biggestRedfinPhoto(src);
    return [{ url: big, key: photoKey(big) }];
  });
  const fullBaths = parseCount(row('baths_full'));
  const halfBaths = parseCount(row('baths_half'));
  // The header prints "— sq ft" when the listing gives no size; the listing details or public facts may.
  const headerSqFt = parseNumber(dom.text('area'));
  const livingArea = headerSqFt ?? parseNumber(row('living_area_sqft'));
  // "• Source: REBNY #RLS20051849" under the agent line; older pages only have an "MLS#" key detail.
  const mlsId = dom.text('mls_id')?.replace(/^#\s*/, '') ?? cleanText(row('mls_id'));
  return {
    source_id: /\/home\/(\d+)/.exec(url)?.[1] ?? null,
    status: mapStatus(cleanText(dom.first('status_badge')?.textContent)),
    // Off-market pages print the Redfin Estimate in the price slot: an estimate is never a price.
    price: /Redfin Estimate/i.test(dom.text('price_box') ?? '') ? null : parsePrice(dom.text('price')),
    address: splitAddress(cleanText(addressText)),
    beds: parseCount(dom.text('beds')),
    baths_total: parseCount(dom.text('baths')),
    baths_full: fullBaths,
    baths_half: fullBaths === null ? null : halfBaths,
    living_area_sqft: livingArea !== null && livingArea > 0 ? livingArea : null,
    lot_size: lot?.value ?? null,
    lot_unit: lot?.unit ?? null,
    year_built: parseYear(row('year_built')),
    property_type: mapPropertyType(row('property_type')),
    description: cleanParagraphs(dom.first('description')?.textContent),
    photos: dedupePhotos(photos),
    ...agentLine(dom.text('agent_line')),
    agent_phone: PHONE.exec(dom.text('contact_block') ?? '')?.[0] ?? null,
    mls_name: mlsId ? dom.text('mls_name') : null,
    mls_id: mlsId,
  };
};
