import type { TSourceRules } from '@pp/contract';
import { dropRepeatedLastWord, PHONE } from '../helpers/attribution';
import type { ListingPart } from '../helpers/listing-draft';
import { indexPage } from '../helpers/page-index';
import { parseCount, parseLotSize, parseNumber, parsePrice, parseYear } from '../helpers/parse-number';
import { biggestRedfinPhoto } from '../helpers/photo-variants';
import { dedupePhotos } from '../helpers/photos';
import { mapPropertyType } from '../helpers/property-type';
import { mapStatus } from '../helpers/status';
import { cleanParagraphs, cleanText } from '../helpers/text';
import { effectiveSourceRules, rowByLabels } from '../rules/built-in-rules';
import { photoKey } from './redfin';

/** A dash ("—") is how Redfin prints a figure it does not have. */
const NOT_GIVEN = /^[—–-]+$/;

/** "Label: value" rows of the details sections and the key-details tiles, by label; dashes are no value. */
const detailRows = (elements: Element[]): Map<string, string> => {
  const rows = new Map<string, string>();
  for (const el of elements) {
    let label: string | null = null;
    let value: string | null = null;
    if (el.classList.contains('keyDetails-value')) {
      label = cleanText(el.querySelector('.valueType')?.textContent);
      value = cleanText(el.querySelector('.valueText')?.textContent);
    } else {
      const m = /^([^:]+):\s*(.+)$/.exec(cleanText(el.textContent) ?? '');
      label = m?.[1] ?? null;
      value = m?.[2] ?? null;
    }
    if (label && value && !NOT_GIVEN.test(value) && !rows.has(label)) rows.set(label, value);
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

/** The server-rendered page (data-rf-test-id hooks), for when the data scripts are absent. */
export const redfinFromDom = (
  document: Document,
  url: string,
  rules: TSourceRules = effectiveSourceRules(null, 'redfin'),
): ListingPart => {
  // Detail rows by the reader rules' label words (rules/built-in-rules.ts), published ones first.
  const row = (field: Parameters<typeof rowByLabels>[2]) => rowByLabels(rows, rules, field);
  const page = indexPage(document, 'data-rf-test-id', [
    'keyDetails-value',
    'entryItemContent',
    'ListingStatusBannerSection',
    'ListingSource--dataSourceName',
    'ListingSource--mlsId',
    'listingContactSection',
  ]);
  const hook = (id: string) => page.hooks.get(id)?.[0];
  const classText = (name: string) => cleanText(page.classes.get(name)?.[0]?.textContent);
  const details = [
    ...(page.classes.get('keyDetails-value') ?? []),
    ...(page.classes.get('entryItemContent') ?? []),
  ];
  const status = page.classes.get('ListingStatusBannerSection')?.[0];
  const hookText = (id: string, inner?: string) => {
    const el = hook(id);
    return cleanText((inner ? (el?.querySelector(inner) ?? null) : el)?.textContent);
  };
  const rows = detailRows(details);
  const lot = parseLotSize(row('lot_size'));
  const street = hookText('abp-streetLine');
  const cityLine = street ? hookText('abp-cityStateZip') : null;
  const strip = hook('mediaBrowser');
  const images = strip ? Array.from(strip.getElementsByTagName('img')) : [];
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
  const remarks = hook('listingRemarks');
  const fullBaths = parseCount(row('baths_full'));
  const halfBaths = parseCount(row('baths_half'));
  // The header prints "— sq ft" when the listing gives no size; the listing details or public facts may.
  const headerSqFt = parseNumber(hookText('abp-sqFt', '.statsValue'));
  const livingArea = headerSqFt ?? parseNumber(row('living_area_sqft'));
  // "• Source: REBNY #RLS20051849" under the agent line; older pages only have an "MLS#" key detail.
  const mlsId = classText('ListingSource--mlsId')?.replace(/^#\s*/, '') ?? cleanText(row('mls_id'));
  return {
    source_id: /\/home\/(\d+)/.exec(url)?.[1] ?? null,
    status: mapStatus(cleanText(status?.textContent)),
    // Off-market pages print the Redfin Estimate in the price slot: an estimate is never a price.
    price: /Redfin Estimate/i.test(hookText('abp-price') ?? '')
      ? null
      : parsePrice(hookText('abp-price', '.statsValue')),
    address: splitAddress(cleanText(addressText)),
    beds: parseCount(hookText('abp-beds', '.statsValue')),
    baths_total: parseCount(hookText('abp-baths')),
    baths_full: fullBaths,
    baths_half: fullBaths === null ? null : halfBaths,
    living_area_sqft: livingArea !== null && livingArea > 0 ? livingArea : null,
    lot_size: lot?.value ?? null,
    lot_unit: lot?.unit ?? null,
    year_built: parseYear(row('year_built')),
    property_type: mapPropertyType(row('property_type')),
    // The remarks hook wraps a second one around the text itself ("Show more" sits outside it).
    description: cleanParagraphs((remarks?.querySelector('.remarks') ?? remarks)?.textContent),
    photos: dedupePhotos(photos),
    ...agentLine(hookText('agentInfoItem-agentDisplay')),
    agent_phone: PHONE.exec(classText('listingContactSection') ?? '')?.[0] ?? null,
    mls_name: mlsId ? classText('ListingSource--dataSourceName') : null,
    mls_id: mlsId,
  };
};
