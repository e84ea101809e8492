import type { TSourceRules } from '@pp/contract';
import type { ListingPart } from '../helpers/listing-draft';
import { parseCount, parseLotSize, parseNumber, parsePrice, parseYear } from '../helpers/parse-number';
import { dedupePhotos } from '../helpers/photos';
import { mapPropertyType } from '../helpers/property-type';
import { mapStatus } from '../helpers/status';
import { cleanParagraphs, cleanText, readableText } from '../helpers/text';
import { effectiveSourceRules } from '../rules/built-in-rules';
import { domInputs } from '../rules/dom-inputs';
import { largestRdcPhoto, realtorIdFromUrl } from './realtor';

/** "123 Main St, Austin, TX 78701" (one line or street and city line apart). */
const ADDRESS = /^(.+?),\s*([^,]+),\s*([A-Z]{2})\s+(\d{5}(?:-\d{4})?)/;

/** Texts of the innermost elements of `element`, in order: a fact prints its label and value apart. */
const leafTexts = (element: Element): string[] =>
  [element, ...element.getElementsByTagName('*')]
    .filter((e) => e.children.length === 0)
    .map((e) => cleanText(e.textContent) ?? '')
    .filter((t) => t.length > 0);

/**
 * Label → value of the printed facts lists' items (`key-facts`, `ldp-highlighted-facts`): each item
 * prints a label ("Property type", "Year built") and its value, as separate elements or as "Label: value".
 */
const factsByLabel = (items: Element[]): Map<string, string> => {
  const facts = new Map<string, string>();
  for (const item of items) {
    const texts = leafTexts(item);
    const joined = /^([^:]{2,40}):\s*(.+)$/.exec(texts.join(' '));
    const [label, value] =
      texts.length >= 2 ? [texts[0], texts[texts.length - 1]] : [joined?.[1], joined?.[2]];
    if (label && value && !facts.has(label.toLowerCase()))
      facts.set(label.toLowerCase().replace(/:$/, ''), value);
  }
  return facts;
};

/**
 * Printed page of the current (Next.js) design, for when its data is missing: the data-testid hooks
 * scrapers read (list price, address line, property meta items, status indicator, key facts,
 * description, the photo carousel), found where the reader rules' `dom_fields` say
 * (rules/built-in-realtor.ts). Sources are listed in fixtures/README.md.
 */
export const realtorFromDom = (
  document: Document,
  url: string,
  rules: TSourceRules = effectiveSourceRules(null, 'realtor'),
): ListingPart => {
  const dom = domInputs(document, rules);
  const m = ADDRESS.exec(dom.text('address_line') ?? '');
  const facts = factsByLabel(dom.all('fact_items'));
  const fact = (re: RegExp) => [...facts].find(([label]) => re.test(label))?.[1] ?? null;
  const lotSize = parseLotSize(dom.text('lot_size'), dom.text('lot_size_line'));
  // A gallery hook on an image is that image; on a container, the images inside it.
  const photos = dom
    .all('photo_galleries')
    .flatMap((el) => (dom.matches(el, 'photo_images') ? [el] : dom.all('photo_images', el)))
    .map((img) => img.getAttribute('src') ?? img.getAttribute('data-src'))
    .filter((src): src is string => !!src && /rdcpix\.com/.test(src));
  return {
    source_id: realtorIdFromUrl(url),
    status: mapStatus(dom.text('status_badge')),
    price: parsePrice(dom.text('price')),
    address: m
      ? { street: m[1] ?? null, city: m[2] ?? null, state: m[3] ?? null, postal_code: m[4] ?? null }
      : {},
    beds: parseCount(dom.text('beds')),
    baths_total: parseCount(dom.text('baths')),
    living_area_sqft: parseNumber(dom.text('area')),
    lot_size: lotSize?.value ?? null,
    lot_unit: lotSize?.unit ?? null,
    year_built: parseYear(fact(/^year built/)),
    property_type: mapPropertyType(fact(/^property type/)),
    description: cleanParagraphs(
      readableText(dom.all('description').find((el) => cleanText(el.textContent))),
    ),
    photos: dedupePhotos(
      photos.map((src) => {
        const big = largestRdcPhoto(src.split('?')[0] ?? src);
        return { url: big, key: big };
      }),
    ),
  };
};
