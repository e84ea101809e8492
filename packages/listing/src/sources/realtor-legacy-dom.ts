import type { TSourceRules } from '@pp/contract';
import { splitNameAndPhone } from '../helpers/attribution';
import { readAssignedJson, scriptContaining } from '../helpers/balanced-json';
import { isObject, type JsonObject } from '../helpers/json';
import type { ListingPart } from '../helpers/listing-draft';
import { parseCount, parseLotSize, parseNumber, parsePrice, parseYear } from '../helpers/parse-number';
import { dedupePhotos } from '../helpers/photos';
import { mapPropertyType } from '../helpers/property-type';
import { mapStatus } from '../helpers/status';
import { cleanParagraphs, cleanText } from '../helpers/text';
import { effectiveSourceRules } from '../rules/built-in-rules';
import { type DomInputs, domInputs } from '../rules/dom-inputs';
import { realtorIdFromUrl } from './realtor';

/** Printed figures end with the comma the page sets between address parts ("Fulshear ,"). */
const part = (el: Element | null | undefined) => cleanText(el?.textContent)?.replace(/\s*,$/, '') ?? null;

/** "3 full, 1 half baths" → 3.5 with its split; "2 baths" → 2 full (the page prints halves when there are any). */
const bathsFrom = (text: string | null): Pick<ListingPart, 'baths_total' | 'baths_full' | 'baths_half'> => {
  const full = parseCount(/(\d+)\s*full/i.exec(text ?? '')?.[1]);
  const half = parseCount(/(\d+)\s*(?:half|partial)/i.exec(text ?? '')?.[1]);
  if (full !== null || half !== null)
    return { baths_total: (full ?? 0) + (half ?? 0) * 0.5, baths_full: full, baths_half: half };
  const total = parseCount(text);
  return { baths_total: total, baths_full: total !== null && Number.isInteger(total) ? total : null };
};

/**
 * The description paragraph without a bold heading that opens it ("Property Overview -" on public
 * records), keeping the line breaks the page draws with <br>.
 */
const descriptionText = (dom: DomInputs, el: Element | undefined): string | null => {
  if (!el) return null;
  const copy = el.cloneNode(true) as Element;
  const first = copy.firstElementChild;
  if (first && dom.matches(first, 'description_heading') && !cleanText(first.previousSibling?.textContent))
    first.remove();
  for (const br of [...copy.getElementsByTagName('br')]) br.replaceWith('\n');
  return cleanParagraphs(copy.textContent?.replace(/^\s*[-–—:]\s*/, ''));
};

/** rdcpix renditions of one photo share the hash and the `-m<n>` index: "…affl-m5xd-w1020_h770_q80.jpg". */
const photoKey = (url: string) => /\/([0-9a-f]{20,}l?-m\d+)/i.exec(url)?.[1] ?? url;

/** A listing photo on rdcpix is "<hash>l-m<n>…"; the office logo ("…k-c0s.jpg") and agent photos are not. */
const LISTING_PHOTO = /rdcpix\.com\/.*\/[0-9a-f]{20,}l-m\d+/i;

/** A slide inside a cloned copy: `el` or an ancestor inside the gallery matches `cloned_slide`. */
const cloned = (dom: DomInputs, el: Element, gallery: Element): boolean => {
  for (let at: Element | null = el; at && at !== gallery; at = at.parentElement)
    if (dom.matches(at, 'cloned_slide')) return true;
  return dom.matches(gallery, 'cloned_slide');
};

/**
 * The galleries (the rules list the one naming the largest renditions first). A carousel repeats its
 * end slides as "cloned" copies before the first one; those are not more photos and not the first photo.
 */
const legacyGalleryPhotos = (dom: DomInputs): string[] =>
  dedupePhotos(
    dom.all('photo_galleries').flatMap((gallery) =>
      dom.all('photo_images', gallery).flatMap((img) => {
        if (cloned(dom, img, gallery)) return [];
        // Lazy slides keep the photo in data-src and a placeholder (or a saved local copy) in src.
        const src = [img.getAttribute('data-src'), img.getAttribute('src')].find(
          (u): u is string => !!u && LISTING_PHOTO.test(u),
        );
        if (!src) return [];
        return [{ url: src, width: parseNumber(/[-_]w(\d+)_h\d+/.exec(src)?.[1]), key: photoKey(src) }];
      }),
    ),
  );

const LEGACY_RECORD = 'MOVE_DATA.propertyDetails=';

/** The partial record these pages assign to MOVE_DATA.propertyDetails (status, price, address; never the agent). */
const legacyRecord = (document: Document): JsonObject | undefined => {
  const script = scriptContaining(document, LEGACY_RECORD);
  const data = script ? readAssignedJson(script, LEGACY_RECORD) : undefined;
  return isObject(data) ? data : undefined;
};

/** A provider row or label of the buyer's side of a sale ("Buyer Broker:", "Buyer represented by:"). */
const BUYER_SIDE = /^buyer/i;

/**
 * The name a line gives after its label ("Presented by <b>Jane Doe</b>", "Brokered by <b>Firm</b>",
 * "Status: Active"): the bold or itemprop=name part when the page marks one, else the rest of the
 * line, without a phone printed with it.
 */
const textAfterLabel = (dom: DomInputs, root: Element | null | undefined, label: RegExp): string | null => {
  for (const line of root ? dom.all('label_lines', root) : []) {
    const text = cleanText(line.textContent);
    const match = text ? label.exec(text) : null;
    if (!text || match?.index !== 0) continue;
    const named = cleanText(dom.first('label_name', line)?.textContent);
    return splitNameAndPhone(named ?? text.slice(match[0].length)).name;
  }
  return null;
};

/**
 * The 2018 (pre-Next.js) design: no embedded listing record on every page and no data-testid hooks;
 * the printed page carries ids, data-label hooks and schema.org microdata, found where the reader
 * rules' `legacy_*` `dom_fields` say (rules/built-in-realtor-legacy.ts).
 */
export const realtorFromLegacyDom = (
  document: Document,
  url: string,
  rules: TSourceRules = effectiveSourceRules(null, 'realtor'),
): ListingPart => {
  const dom = domInputs(document, rules, 'legacy');
  if (!dom.first('address_block') && !dom.first('price_block')) return {};
  // "Est. $190,600" on a public record: an estimate is never a price.
  const offers = dom.first('price_box');
  const priceEl = dom.first('price');
  const label = cleanText(offers?.textContent?.split(priceEl?.textContent ?? '\u0000')[0]) ?? '';
  const lot = parseLotSize(dom.text('lot_size')?.replace(/\s*lot$/i, ''));
  // A sold page hooks its "Buyer Broker:" row as "Listed by" too: the buyer's side is never the listing's.
  const providerRow = (name: 'agent_row' | 'brokerage_row' | 'mls_name_row' | 'mls_id_row') =>
    dom.all(name).find((row) => !BUYER_SIDE.test(cleanText(dom.first('row_label', row)?.textContent) ?? ''));
  const inRow = (row: Element | undefined, name: 'row_item' | 'row_mls_name' | 'row_mls_id') =>
    row ? dom.first(name, row) : undefined;
  // The agent's name is the text of the last link in the "Listing Agent" row (the first is an icon).
  const agentRow = providerRow('agent_row');
  const providerAgent = (agentRow ? dom.all('row_links', agentRow) : [])
    .map((a) => cleanText(a.textContent))
    .filter(Boolean)
    .at(-1);
  const attribution = dom.first('attribution');
  const record = legacyRecord(document);
  return {
    source_id: realtorIdFromUrl(url),
    // The page's own record first; then the printed status line, or the "Status: Active" key fact.
    status:
      mapStatus(record?.status) ??
      mapStatus(record?.status_display) ??
      mapStatus(cleanText(dom.first('status_badge')?.textContent)) ??
      mapStatus(textAfterLabel(dom, dom.first('key_facts'), /^Status:\s*/i)),
    price: /\best\b|estimate/i.test(label) ? null : parsePrice(cleanText(priceEl?.textContent)),
    currency: cleanText(dom.first('currency')?.getAttribute('content')) ?? undefined,
    address: {
      street: part(dom.first('street')),
      city: part(dom.first('city')),
      state: part(dom.first('state')),
      postal_code: part(dom.first('postal_code')),
    },
    beds: parseCount(dom.text('beds')),
    ...bathsFrom(dom.text('baths')),
    living_area_sqft: parseNumber(dom.text('area')),
    lot_size: lot?.value ?? null,
    lot_unit: lot?.unit ?? null,
    year_built: parseYear(cleanText(dom.first('year_built')?.textContent)?.replace(/^\D+/, '')),
    property_type: mapPropertyType(
      cleanText(dom.first('property_type')?.textContent)?.replace(/^Type\s*/i, ''),
    ),
    description: descriptionText(dom, dom.first('description')),
    photos: legacyGalleryPhotos(dom),
    agent_name:
      part(dom.first('agent_name')) ??
      // Sold pages name both sides ("Seller represented by: …", "Buyer represented by: …"): the seller's is the listing's.
      part(dom.first('seller_agent_name')) ??
      textAfterLabel(dom, attribution, /^Presented by:?\s*/i) ??
      providerAgent ??
      null,
    // "Listed by: Firm, (801) 790-4030": the phone printed with the firm is the firm's, never the agent's.
    brokerage:
      part(dom.first('brokerage')) ??
      cleanText(cleanText(dom.first('seller_brokerage')?.textContent)?.replace(/^with\s+/i, '')) ??
      textAfterLabel(dom, attribution, /^Brokered by:?\s*/i) ??
      splitNameAndPhone(inRow(providerRow('brokerage_row'), 'row_item')?.textContent).name,
    // "Data Source: Houston" names the MLS feed; its "Source's Property ID" is the MLS number.
    mls_name: part(inRow(providerRow('mls_name_row'), 'row_mls_name')),
    mls_id: part(inRow(providerRow('mls_id_row'), 'row_mls_id')),
  };
};
