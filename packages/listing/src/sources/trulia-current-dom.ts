import type { ListingPart } from '../helpers/listing-draft';
import { indexPage } from '../helpers/page-index';
import { parseCount, parseLotSize, parseNumber, parsePrice, parseYear } from '../helpers/parse-number';
import { mapPropertyType } from '../helpers/property-type';
import { cleanParagraphs, cleanText, readableText } from '../helpers/text';

/** "Oakland, CA 94612" */
const CITY_STATE_ZIP = /^(.+?),\s*([A-Z]{2})\s+(\d{5}(?:-\d{4})?)$/;

/** Trulia's listing id: the trailing number of /home/<slug>-<id>. */
const idFromUrl = (url: string): string | null => /\/home\/[^/?#]*-(\d+)(?:[/?#]|$)/.exec(url)?.[1] ?? null;

/** "MLS ID #: 2301234" → "2301234". */
const mlsNumber = (text: string | null): string | null =>
  cleanText(text?.replace(/^.*?\bMLS\b\s*(?:ID|number|no\.?)?\s*[#:]*\s*/i, ''));

/** A value written after its label in a list of facts ("Built in 1999", "Lot Size: 0.25 acres"). */
const afterLabel = (items: string[], label: RegExp): string | null => {
  for (const item of items) {
    const m = new RegExp(`^(?:${label.source})\\s*:?\\s*(?<value>.+)$`, 'i').exec(item);
    if (m?.groups?.value) return m.groups.value;
  }
  return null;
};

/**
 * Printed page of the current (Next.js, /home/ URL) design, for when its data is missing: the
 * data-testid hooks scrapers read (on-market-price-details, home-details-summary-headline and
 * -city-state, home-summary-size-bedrooms|bathrooms|floorspace or bed|bath|floor,
 * home-details-summary-features, home-description-text-description-text, home-features, hdp-mls-id)
 * and the `broker-info` line. Sources are listed in fixtures/README.md.
 */
export const truliaFromCurrentDom = (document: Document, url: string): ListingPart => {
  const page = indexPage(document, 'data-testid', ['broker-info']);
  const all = (id: string) =>
    (page.hooks.get(id) ?? []).map((e) => cleanText(e.textContent)).filter(Boolean) as string[];
  const text = (...ids: string[]) => ids.map((id) => all(id)[0]).find(Boolean) ?? null;
  // "3 beds • 2 baths • 1,500 sqft" when the facts are printed on one line.
  const summary = (text('home-details-summary-features') ?? '').split('•').map((t) => t.trim());
  const fromSummary = (unit: RegExp) => summary.find((t) => unit.test(t)) ?? null;
  // The city line is the one ending in a ZIP; on a building page another city-state line holds the street.
  const cityLines = all('home-details-summary-city-state');
  const cityLine = cityLines.map((t) => CITY_STATE_ZIP.exec(t)).find(Boolean);
  const streetLine = cityLines.find((t) => !CITY_STATE_ZIP.test(t)) ?? text('home-details-summary-headline');
  const features = (page.hooks.get('home-features') ?? []).flatMap((list) =>
    [...list.getElementsByTagName('li')].map((li) => cleanText(li.textContent) ?? ''),
  );
  const lot = parseLotSize(afterLabel(features, /lot size/));
  const priceText = text('on-market-price-details', 'home-details-summary-price');
  return {
    source_id: idFromUrl(url),
    // A figure marked as an estimate is never the price.
    price: priceText && /\best\b|estimate/i.test(priceText) ? null : parsePrice(priceText),
    address: {
      street: streetLine?.replace(/,\s*$/, '') ?? null,
      city: cityLine?.[1] ?? null,
      state: cityLine?.[2] ?? null,
      postal_code: cityLine?.[3] ?? null,
    },
    beds: parseCount(text('home-summary-size-bedrooms', 'bed') ?? fromSummary(/\bbeds?\b/i)),
    baths_total: parseCount(text('home-summary-size-bathrooms', 'bath') ?? fromSummary(/\bbaths?\b/i)),
    living_area_sqft: parseNumber(
      text('home-summary-size-floorspace', 'floor') ?? fromSummary(/sq\.?\s*ft/i),
    ),
    lot_size: lot?.value ?? null,
    lot_unit: lot?.unit ?? null,
    year_built: parseYear(afterLabel(features, /year built|built in/)),
    property_type: mapPropertyType(afterLabel(features, /property type/)),
    description: cleanParagraphs(readableText(page.hooks.get('home-description-text-description-text')?.[0])),
    mls_id: mlsNumber(text('hdp-mls-id')),
    brokerage: cleanText(page.classes.get('broker-info')?.[0]?.textContent),
  };
};
