import { canonicalHref } from '../helpers/page-elements';
import { parseCount, parseNumber, parsePrice, printedCurrency } from '../helpers/parse-number';
import { absoluteUrl, cleanText } from '../helpers/text';
import { Collector, type LayerResult } from './collector';
import { readJsonLdListing } from './json-ld-listing';
import { type PageContext, pageContext } from './page-scan';
import { readAddress, readFigures, readLabelled } from './text-facts';

/**
 * Layer 2: what the page declares about itself for search engines and link previews — JSON-LD,
 * microdata and RDFa, Open Graph and other `<meta>` tags, and the canonical link. Designs change the
 * page; these they keep, because search ranking and link previews depend on them.
 */

const propertyValue = (el: Element | undefined): string | null =>
  el
    ? cleanText(
        el.getAttribute('content') ??
          el.getAttribute('href') ??
          el.getAttribute('src') ??
          el.getAttribute('datetime') ??
          el.textContent,
      )
    : null;

const readMicrodata = (page: PageContext, url: string, into: Collector) => {
  const { properties } = page.scan();
  const first = (...names: string[]) => {
    for (const name of names) {
      const v = propertyValue(properties.get(name)?.[0]);
      if (v) return { v, name };
    }
    return undefined;
  };
  const set = (field: Parameters<Collector['set']>[0], parse: (v: string) => unknown, ...names: string[]) => {
    const found = first(...names);
    if (found) into.set(field, parse(found.v), `microdata [itemprop=${found.name}]`);
  };
  // A public record marks its estimate up as the price ("Est. $1,149,540"): an estimate is never a price.
  const priceEl = properties.get('price')?.[0];
  const priceContext = cleanText(priceEl?.parentElement?.textContent) ?? '';
  if (!/\best\b|estimate/i.test(priceContext)) set('price', parsePrice, 'price', 'lowPrice');
  set('currency', (v) => (/^[A-Z]{3}$/.test(v) ? v : undefined), 'priceCurrency');
  set('address.street', (v) => v.replace(/,$/, ''), 'streetAddress');
  set('address.city', (v) => v.replace(/,$/, ''), 'addressLocality');
  set('address.state', (v) => v.replace(/,$/, ''), 'addressRegion');
  set('address.postal_code', (v) => v, 'postalCode');
  set('beds', parseCount, 'numberOfBedrooms', 'numberOfRooms');
  set('baths_total', parseCount, 'numberOfBathroomsTotal');
  set('living_area_sqft', parseNumber, 'floorSize');
  const images = (properties.get('image') ?? []).flatMap((el) => absoluteUrl(propertyValue(el), url) ?? []);
  into.set('photos', [...new Set(images)], 'microdata [itemprop=image]');
};

/** Meta tags by name or property, lower case: og:*, product:*, twitter:*, zillow_fb:*, description. */
const readMetas = (page: PageContext): Map<string, string[]> => {
  const metas = new Map<string, string[]>();
  for (const meta of page.scan().metas) {
    const key = (meta.getAttribute('property') ?? meta.getAttribute('name') ?? '').toLowerCase();
    const content = cleanText(meta.getAttribute('content'));
    if (!key || !content) continue;
    metas.set(key, [...(metas.get(key) ?? []), content]);
  }
  return metas;
};

const readMetaTags = (page: PageContext, url: string, into: Collector) => {
  const metas = readMetas(page);
  const meta = (key: string) => metas.get(key)?.[0];
  const tag = (key: string) => `meta[${key}]`;
  for (const key of ['og:price:amount', 'product:price:amount', 'zillow_fb:price', 'price'])
    into.set('price', parsePrice(meta(key)), tag(key));
  for (const key of ['og:price:currency', 'product:price:currency'])
    into.set('currency', cleanText(meta(key)) ?? undefined, tag(key));
  into.set('beds', parseCount(meta('zillow_fb:beds')), tag('zillow_fb:beds'));
  into.set('baths_total', parseCount(meta('zillow_fb:baths')), tag('zillow_fb:baths'));
  // twitter:label1/data1 … pairs ("Price" / "$1,150,000", "Beds" / "3").
  for (let i = 1; i <= 6; i++) {
    const label = meta(`twitter:label${i}`);
    const data = meta(`twitter:data${i}`);
    if (label && data) readLabelled(`${label}: ${data}`, into, tag(`twitter:data${i}`));
  }
  for (const key of ['zillow_fb:address', 'og:street-address']) readAddress(meta(key), into, tag(key));
  for (const key of ['og:locality', 'og:region', 'og:postal-code']) {
    const field = {
      'og:locality': 'address.city',
      'og:region': 'address.state',
      'og:postal-code': 'address.postal_code',
    }[key] as 'address.city';
    into.set(field, cleanText(meta(key)), tag(key));
  }
  for (const key of ['description', 'og:description', 'twitter:description']) {
    const text = meta(key);
    if (!text) continue;
    readFigures(text, into, tag(key));
    // "Zillow has 30 photos of this $1,880,000 …" — the first dollar figure of the sentence.
    if (!/\best\.?\b|estimate/i.test(text))
      into.set('price', parsePrice(/\$\s?\d[\d,.]*[KkMm]?/.exec(text)?.[0]), tag(key));
    readAddress(/located at (.+?)(?:\s+built in|\.\s|$)/i.exec(text)?.[1], into, tag(key));
  }
  readAddress(meta('og:title') ?? meta('twitter:title'), into, tag('og:title'));
  into.set('currency', printedCurrency(meta('og:title')) === 'CAD' ? 'CAD' : undefined, tag('og:title'));
  const images = [...(metas.get('og:image') ?? []), ...(metas.get('twitter:image') ?? [])];
  const photos = images.flatMap((u) => absoluteUrl(u, url) ?? []).filter((u) => !/logo|icon|sprite/i.test(u));
  into.set('photos', [...new Set(photos)], tag('og:image'));
  into.set('url', absoluteUrl(meta('og:url'), url), tag('og:url'));
};

const canonicalLink = (document: Document, url: string): string | null => {
  const href = canonicalHref(document);
  return href === null ? null : absoluteUrl(href, url);
};

export const structuredDataLayer = (
  document: Document,
  url: string,
  page: PageContext = pageContext(document, url),
): LayerResult => {
  const into = new Collector();
  // The canonical link first: an absolute address the site itself names for this page.
  into.set('url', canonicalLink(document, url), 'link[rel=canonical]');
  readJsonLdListing(document, url, into);
  readMicrodata(page, url, into);
  readMetaTags(page, url, into);
  return into.result();
};
