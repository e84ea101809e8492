import type { ListingPart } from '../helpers/listing-draft';
import { indexPage } from '../helpers/page-index';
import { parseCount, parseLotSize, parseNumber, parsePrice, parseYear } from '../helpers/parse-number';
import { dedupePhotos } from '../helpers/photos';
import { mapPropertyType } from '../helpers/property-type';
import { mapStatus } from '../helpers/status';
import { cleanParagraphs, cleanText, readableText } from '../helpers/text';
import { largestRdcPhoto, realtorIdFromUrl } from './realtor';

/** "123 Main St, Austin, TX 78701" (one line or street and city line apart). */
const ADDRESS = /^(.+?),\s*([^,]+),\s*([A-Z]{2})\s+(\d{5}(?:-\d{4})?)/;

/** Texts of the innermost elements of `element`, in order: a fact prints its label and value apart. */
const leafTexts = (element: Element): string[] =>
  [element, ...element.querySelectorAll('*')]
    .filter((e) => e.children.length === 0)
    .map((e) => cleanText(e.textContent) ?? '')
    .filter((t) => t.length > 0);

/**
 * Label → value of the printed facts lists (`key-facts`, `ldp-highlighted-facts`): each item prints a
 * label ("Property type", "Year built") and its value, as separate elements or as "Label: value".
 */
const factsByLabel = (lists: Element[]): Map<string, string> => {
  const facts = new Map<string, string>();
  for (const item of lists.flatMap((list) => [...list.getElementsByTagName('li')])) {
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
 * scrapers read (list-price / ldp-list-price, address / ldp-address / address-line-ldp,
 * property-meta-beds|baths|sqft|lot-size with their meta-value, status-indicator, key facts,
 * property-description, the photo carousel). Sources are listed in fixtures/README.md.
 */
export const realtorFromDom = (document: Document, url: string): ListingPart => {
  const page = indexPage(document, 'data-testid');
  const first = (...ids: string[]) => {
    for (const id of ids) {
      const element = page.hooks.get(id)?.[0];
      if (element && cleanText(element.textContent)) return element;
    }
    return undefined;
  };
  const hookText = (...ids: string[]) => cleanText(first(...ids)?.textContent);
  // The figure of a meta item sits in its meta-value child; the rest is its unit and a screen-reader copy.
  const metaText = (id: string) => {
    const item = first(id);
    const value = item?.querySelector('[data-testid="meta-value"]');
    return { value: cleanText((value ?? item)?.textContent), whole: cleanText(item?.textContent) };
  };
  const m = ADDRESS.exec(hookText('address', 'ldp-address', 'address-line-ldp') ?? '');
  const facts = factsByLabel([
    ...(page.hooks.get('key-facts') ?? []),
    ...(page.hooks.get('ldp-highlighted-facts') ?? []),
  ]);
  const fact = (re: RegExp) => [...facts].find(([label]) => re.test(label))?.[1] ?? null;
  const lot = metaText('property-meta-lot-size');
  const lotSize = parseLotSize(lot.value, lot.whole);
  const photos = [...(page.hooks.get('carousel-track') ?? []), ...(page.hooks.get('responsive-image') ?? [])]
    .flatMap((el) => (el.tagName.toLowerCase() === 'img' ? [el] : [...el.getElementsByTagName('img')]))
    .map((img) => img.getAttribute('src') ?? img.getAttribute('data-src'))
    .filter((src): src is string => !!src && /rdcpix\.com/.test(src));
  return {
    source_id: realtorIdFromUrl(url),
    status: mapStatus(hookText('status-indicator')),
    price: parsePrice(hookText('list-price', 'ldp-list-price')),
    address: m
      ? { street: m[1] ?? null, city: m[2] ?? null, state: m[3] ?? null, postal_code: m[4] ?? null }
      : {},
    beds: parseCount(metaText('property-meta-beds').value),
    baths_total: parseCount(metaText('property-meta-baths').value),
    living_area_sqft: parseNumber(metaText('property-meta-sqft').value),
    lot_size: lotSize?.value ?? null,
    lot_unit: lotSize?.unit ?? null,
    year_built: parseYear(fact(/^year built/)),
    property_type: mapPropertyType(fact(/^property type/)),
    description: cleanParagraphs(readableText(first('property-description'))),
    photos: dedupePhotos(
      photos.map((src) => {
        const big = largestRdcPhoto(src.split('?')[0] ?? src);
        return { url: big, key: big };
      }),
    ),
  };
};
