import type { TSourceRules } from '@pp/contract';
import type { ListingPart } from '../helpers/listing-draft';
import { parseCount, parseLotSize, parseNumber, parsePrice, parseYear } from '../helpers/parse-number';
import { dedupePhotos } from '../helpers/photos';
import { mapPropertyType } from '../helpers/property-type';
import { mapStatus } from '../helpers/status';
import { absoluteUrl, cleanParagraphs, cleanText, readableText } from '../helpers/text';
import { effectiveSourceRules } from '../rules/built-in-rules';
import { type DomInputs, domInputs } from '../rules/dom-inputs';
import { idFromUrl, splitBaths, truliaPhotoKey } from './trulia';

/**
 * Trulia's 2017 printed page: microdata (itemprop), the feature lists, og: and twitter: tags. Where each
 * element is comes from the reader rules' `legacy_*` `dom_fields` (rules/built-in-trulia.ts).
 */

/** Bullet facts ("4 Bedrooms", "Built In 1999", "Lot Size: 0.36 acres"), innermost items only. */
const featureItems = (items: Element[]): string[] =>
  items
    .filter((li) => !items.some((other) => other !== li && li.contains(other)))
    .map((li) => cleanText(li.textContent) ?? '')
    .filter((t) => t.length > 0 && t.length < 120);

/** The "Listing Provided by" block: agent, brokerage link, phone. */
const providerBlock = (dom: DomInputs): Element | null => {
  const heading = dom.all('provider_heading').find((h) => /Listing Provided by/i.test(h.textContent ?? ''));
  const next = heading?.nextElementSibling;
  return (next && dom.first('provider_block', next)) ?? null;
};

export const truliaFromDom = (
  document: Document,
  url: string,
  rules: TSourceRules = effectiveSourceRules(null, 'trulia'),
): ListingPart => {
  const dom = domInputs(document, rules, 'legacy');
  const items = featureItems(dom.all('feature_items'));
  const item = (re: RegExp) => items.find((t) => re.test(t)) ?? null;
  const lot = parseLotSize(item(/^Lot Size/i)?.replace(/^Lot Size:?\s*/i, ''));
  const provided = providerBlock(dom);
  const providedSpans = provided ? dom.all('agent_line', provided).map((s) => cleanText(s.textContent)) : [];
  const ogImage = dom.first('og_image')?.getAttribute('content');
  const photos = [
    ...dom.all('photo_metas').map((m) => m.getAttribute('content')),
    ...dom.all('photo_images').map((m) => m.getAttribute('src')),
  ].filter((u): u is string => !!u && /\/pictures\//.test(u));
  if (photos.length === 0 && ogImage && !/logo/i.test(ogImage)) photos.push(ogImage);
  const bathsText = item(/bathrooms?$/i);
  const block = dom.first('address_block')?.parentElement;
  return {
    source_id: idFromUrl(url),
    url: absoluteUrl(dom.first('canonical')?.getAttribute('href'), url),
    // The status line sits just above the address heading.
    status: mapStatus(block ? cleanText(dom.first('status_badge', block)?.textContent) : null),
    price: parsePrice(cleanText(dom.first('price')?.textContent)),
    currency: cleanText(dom.first('currency')?.getAttribute('content')) ?? undefined,
    address: {
      street: cleanText(dom.first('street')?.textContent),
      city: cleanText(dom.first('city')?.textContent),
      state: cleanText(dom.first('state')?.textContent),
      postal_code: cleanText(dom.first('postal_code')?.textContent),
    },
    beds: parseCount(item(/^\d+ Bedrooms?$/i)),
    ...(bathsText && /full|partial/i.test(bathsText) ? splitBaths(bathsText) : {}),
    living_area_sqft: parseNumber(item(/^[\d,]+ sqft$/i)),
    lot_size: lot?.value ?? null,
    lot_unit: lot?.unit ?? null,
    year_built: parseYear(item(/^Built In \d{4}$/i)),
    property_type: mapPropertyType(item(/^(Condominium|Single Family|Townhouse|Multi-?Family|Apartment)/i)),
    description: cleanParagraphs(readableText(dom.first('description'))),
    photos: dedupePhotos(
      // thumbs_<n>: a higher n is a larger rendition of the same picture.
      photos.map((u) => ({
        url: u,
        width: parseNumber(/\/thumbs_(\d+)\//.exec(u)?.[1]),
        key: truliaPhotoKey(u),
      })),
    ),
    agent_name: providedSpans[0]?.replace(/,$/, '') ?? null,
    // The comma printed between the brokerage and the phone after it is not part of the name.
    brokerage:
      cleanText(provided ? dom.first('brokerage', provided)?.textContent : null)?.replace(/\s*[,;]$/, '') ??
      null,
    agent_phone: cleanText(
      /Agent Phone:\s*(.+)$/
        .exec(cleanText(provided?.parentElement?.textContent) ?? '')?.[1]
        ?.split(/\s{2,}|MLS/)[0],
    ),
  };
};
