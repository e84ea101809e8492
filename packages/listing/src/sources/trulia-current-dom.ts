import type { TSourceRules } from '@pp/contract';
import type { ListingPart } from '../helpers/listing-draft';
import { parseCount, parseLotSize, parseNumber, parsePrice, parseYear } from '../helpers/parse-number';
import { mapPropertyType } from '../helpers/property-type';
import { cleanParagraphs, cleanText, readableText } from '../helpers/text';
import { effectiveSourceRules } from '../rules/built-in-rules';
import { domInputs } from '../rules/dom-inputs';

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
 * data-testid hooks scrapers read and the `broker-info` line, found where the reader rules'
 * `dom_fields` say (rules/built-in-trulia.ts). Sources are listed in fixtures/README.md.
 */
export const truliaFromCurrentDom = (
  document: Document,
  url: string,
  rules: TSourceRules = effectiveSourceRules(null, 'trulia'),
): ListingPart => {
  const dom = domInputs(document, rules);
  const summary = (dom.text('summary_facts') ?? '').split('•').map((t) => t.trim());
  const fromSummary = (unit: RegExp) => summary.find((t) => unit.test(t)) ?? null;
  // The city line is the one ending in a ZIP; on a building page another city-state line holds the street.
  const cityLines = dom.texts('city_line');
  const cityLine = cityLines.map((t) => CITY_STATE_ZIP.exec(t)).find(Boolean);
  const streetLine = cityLines.find((t) => !CITY_STATE_ZIP.test(t)) ?? dom.text('street');
  const features = dom.all('feature_items').map((li) => cleanText(li.textContent) ?? '');
  const lot = parseLotSize(afterLabel(features, /lot size/));
  const priceText = dom.text('price');
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
    beds: parseCount(dom.text('beds') ?? fromSummary(/\bbeds?\b/i)),
    baths_total: parseCount(dom.text('baths') ?? fromSummary(/\bbaths?\b/i)),
    living_area_sqft: parseNumber(dom.text('area') ?? fromSummary(/sq\.?\s*ft/i)),
    lot_size: lot?.value ?? null,
    lot_unit: lot?.unit ?? null,
    year_built: parseYear(afterLabel(features, /year built|built in/)),
    property_type: mapPropertyType(afterLabel(features, /property type/)),
    description: cleanParagraphs(readableText(dom.first('description'))),
    mls_id: mlsNumber(dom.text('mls_id')),
    brokerage: cleanText(dom.first('brokerage')?.textContent),
  };
};
