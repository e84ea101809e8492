import { splitNameAndPhone } from '../helpers/attribution';
import { readAssignedJson, scriptContaining } from '../helpers/balanced-json';
import { isObject, type JsonObject } from '../helpers/json';
import type { ListingPart } from '../helpers/listing-draft';
import { indexPage } from '../helpers/page-index';
import { parseCount, parseLotSize, parseNumber, parsePrice, parseYear } from '../helpers/parse-number';
import { dedupePhotos } from '../helpers/photos';
import { mapPropertyType } from '../helpers/property-type';
import { mapStatus } from '../helpers/status';
import { cleanParagraphs, cleanText } from '../helpers/text';
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
const descriptionText = (el: Element | undefined): string | null => {
  if (!el) return null;
  const copy = el.cloneNode(true) as Element;
  const first = copy.firstElementChild;
  if (
    first &&
    /\bfont-bold\b/.test(first.getAttribute('class') ?? '') &&
    !cleanText(first.previousSibling?.textContent)
  )
    first.remove();
  for (const br of [...copy.getElementsByTagName('br')]) br.replaceWith('\n');
  return cleanParagraphs(copy.textContent?.replace(/^\s*[-–—:]\s*/, ''));
};

/** rdcpix renditions of one photo share the hash and the `-m<n>` index: "…affl-m5xd-w1020_h770_q80.jpg". */
const photoKey = (url: string) => /\/([0-9a-f]{20,}l?-m\d+)/i.exec(url)?.[1] ?? url;

/** A listing photo on rdcpix is "<hash>l-m<n>…"; the office logo ("…k-c0s.jpg") and agent photos are not. */
const LISTING_PHOTO = /rdcpix\.com\/.*\/[0-9a-f]{20,}l-m\d+/i;

/**
 * The galleries, the one naming the largest renditions first: the full-screen gallery (w1020), the
 * 2018 hero carousel, the 2017 carousel. A carousel repeats its end slides as "cloned" copies before
 * the first one; those are not more photos and not the first photo.
 */
const GALLERY_IDS = ['ldpPhotoGallery', 'ldpHeroCarousel', 'ldpPhotos'];

export const legacyGalleryPhotos = (galleries: (Element | undefined)[]): string[] =>
  dedupePhotos(
    galleries.flatMap((gallery) =>
      [...(gallery?.getElementsByTagName('img') ?? [])].flatMap((img) => {
        if (img.closest('.cloned')) return [];
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
export const textAfterLabel = (root: Element | null | undefined, label: RegExp): string | null => {
  for (const line of [...(root?.querySelectorAll('p, li') ?? [])]) {
    const text = cleanText(line.textContent);
    const match = text ? label.exec(text) : null;
    if (!text || match?.index !== 0) continue;
    const named = cleanText(line.querySelector('[itemprop="name"], .font-bold')?.textContent);
    return splitNameAndPhone(named ?? text.slice(match[0].length)).name;
  }
  return null;
};

/**
 * The 2018 (pre-Next.js) design: no embedded listing record on every page and no data-testid hooks;
 * the printed page carries ids (ldp-pricewrap, ldp-address, ldp-detail-romance), data-label hooks
 * (property-meta-beds, branding-agent-name) and schema.org microdata.
 */
export const realtorFromLegacyDom = (document: Document, url: string): ListingPart => {
  const page = indexPage(document, ['id', 'data-label']);
  const hook = (name: string) => page.hooks.get(name)?.[0];
  const within = (root: Element | null | undefined, selector: string) =>
    root?.querySelector(selector) ?? null;
  const address = hook('ldp-address');
  if (!address && !hook('ldp-pricewrap')) return {};
  const meta = hook('ldp-property-meta');
  const metaText = (label: string) => cleanText(within(meta, `[data-label="${label}"]`)?.textContent);
  // "Est. $190,600" on a public record: an estimate is never a price.
  const offers = within(hook('ldp-pricewrap'), '[itemprop="offers"]');
  const priceEl = within(offers, '[itemprop="price"]');
  const label = cleanText(offers?.textContent?.split(priceEl?.textContent ?? '\u0000')[0]) ?? '';
  const lot = parseLotSize(metaText('property-meta-lotsize')?.replace(/\s*lot$/i, ''));
  // A sold page hooks its "Buyer Broker:" row as "Listed by" too: the buyer's side is never the listing's.
  const providerRow = (name: string) =>
    page.hooks
      .get(name)
      ?.find(
        (el) => el.tagName === 'TR' && !BUYER_SIDE.test(cleanText(el.querySelector('td')?.textContent) ?? ''),
      );
  // The agent's name is the text of the last link in the "Listing Agent" row (the first is an icon).
  const providerAgent = [...(providerRow('Listing Agent')?.getElementsByTagName('a') ?? [])]
    .map((a) => cleanText(a.textContent))
    .filter(Boolean)
    .at(-1);
  const attribution = hook('ldp-agentbroker-attribution');
  const record = legacyRecord(document);
  return {
    source_id: realtorIdFromUrl(url),
    // The page's own record first; then the printed status line, or the "Status: Active" key fact.
    status:
      mapStatus(record?.status) ??
      mapStatus(record?.status_display) ??
      mapStatus(cleanText(hook('property-meta-status')?.textContent)) ??
      mapStatus(textAfterLabel(hook('ldp-detail-keyfacts'), /^Status:\s*/i)),
    price: /\best\b|estimate/i.test(label) ? null : parsePrice(cleanText(priceEl?.textContent)),
    currency: cleanText(within(offers, '[itemprop="priceCurrency"]')?.getAttribute('content')) ?? undefined,
    address: {
      street: part(within(address, '[itemprop="streetAddress"]')),
      city: part(within(address, '[itemprop="addressLocality"]')),
      state: part(within(address, '[itemprop="addressRegion"]')),
      postal_code: part(within(address, '[itemprop="postalCode"]')),
    },
    beds: parseCount(metaText('property-meta-beds')),
    ...bathsFrom(metaText('property-meta-baths') ?? metaText('property-meta-bath')),
    living_area_sqft: parseNumber(metaText('property-meta-sqft')),
    lot_size: lot?.value ?? null,
    lot_unit: lot?.unit ?? null,
    year_built: parseYear(cleanText(hook('property-year')?.textContent)?.replace(/^\D+/, '')),
    property_type: mapPropertyType(cleanText(hook('property-type')?.textContent)?.replace(/^Type\s*/i, '')),
    description: descriptionText(hook('ldp-detail-romance')),
    photos: legacyGalleryPhotos(GALLERY_IDS.map(hook)),
    agent_name:
      part(hook('branding-agent-name') ?? hook('additional-agent-name')) ??
      // Sold pages name both sides ("Seller represented by: …", "Buyer represented by: …"): the seller's is the listing's.
      part(hook('branding-seller-agent-name') ?? hook('additional-seller-agent-name')) ??
      textAfterLabel(attribution, /^Presented by:?\s*/i) ??
      providerAgent ??
      null,
    // "Listed by: Firm, (801) 790-4030": the phone printed with the firm is the firm's, never the agent's.
    brokerage:
      part(hook('branding-office-name') ?? hook('additional-office-link')) ??
      cleanText(cleanText(hook('branding-seller-broker-name')?.textContent)?.replace(/^with\s+/i, '')) ??
      textAfterLabel(attribution, /^Brokered by:?\s*/i) ??
      splitNameAndPhone(providerRow('Listed by')?.querySelector('li')?.textContent).name,
    // "Data Source: Houston" names the MLS feed; its "Source's Property ID" is the MLS number.
    mls_name: part(providerRow('Data Source')?.querySelector('td:last-child')),
    mls_id: part(within(providerRow('Source Property ID'), '[itemprop="productID"]')),
  };
};
