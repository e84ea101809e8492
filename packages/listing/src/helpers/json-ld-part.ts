import { asArray, dig, isObject, type JsonObject } from './json';
import { findResidenceNode, jsonLdTypes, readJsonLd } from './json-ld';
import type { ListingPart } from './listing-draft';
import { canonicalHref } from './page-elements';
import { parseCount, parseNumber, parsePrice } from './parse-number';
import { dedupePhotos } from './photos';
import { mapPropertyType } from './property-type';
import { absoluteUrl, cleanRecordText, cleanText } from './text';

const offerOf = (node: JsonObject): JsonObject | undefined => {
  const offers = node.offers;
  const offer = Array.isArray(offers) ? offers[0] : offers;
  return isObject(offer) ? offer : undefined;
};

const imagesOf = (value: unknown): string[] =>
  asArray(Array.isArray(value) ? value : [value])
    .map((img) => (typeof img === 'string' ? img : (dig(img, 'url') ?? dig(img, 'contentUrl'))))
    .filter((u): u is string => typeof u === 'string');

/**
 * The listing's address on the web: an absolute `url` as given; a relative one (2019-20 Zillow pages
 * write "/homedetails/…") gives way to the page's canonical link, else is resolved against the page.
 */
const pageUrl = (document: Document, url: string | null): string | null => {
  if (!url || /^https?:\/\//i.test(url)) return url;
  return absoluteUrl(canonicalHref(document), document.URL) ?? absoluteUrl(url, document.URL);
};

/** What schema.org JSON-LD (residence, product, offer, postal address) says about the home. */
export const listingFromJsonLd = (document: Document): ListingPart => {
  const nodes = readJsonLd(document);
  const node = findResidenceNode(nodes);
  if (!node) return {};
  // Residence data is sometimes split over a Product node and an Offer's itemOffered.
  const offer = offerOf(node);
  const item = isObject(offer?.itemOffered) ? offer.itemOffered : undefined;
  const home = item ?? node;
  const address = dig(home, 'address') ?? dig(node, 'address');
  const type = [...jsonLdTypes(home), ...jsonLdTypes(node)].find((t) => t !== 'Product' && t !== 'Offer');
  return {
    url: pageUrl(document, cleanText(offer?.url ?? node.url)),
    price: parsePrice(offer?.price ?? dig(offer, 'priceSpecification', 'price')),
    currency: cleanText(offer?.priceCurrency) ?? undefined,
    // JSON-LD only tells a rental apart (an Offer that leases out); sale status comes from the page data.
    status: String(dig(offer, 'businessFunction') ?? '').endsWith('LeaseOut') ? 'for_rent' : null,
    address: {
      street: cleanText(dig(address, 'streetAddress')),
      city: cleanText(dig(address, 'addressLocality')),
      state: cleanText(dig(address, 'addressRegion')),
      postal_code: cleanText(dig(address, 'postalCode')),
    },
    beds: parseCount(dig(home, 'numberOfBedrooms') ?? dig(home, 'numberOfRooms')),
    baths_total: parseCount(dig(home, 'numberOfBathroomsTotal')),
    baths_full: parseCount(dig(home, 'numberOfFullBathrooms')),
    baths_half: parseCount(dig(home, 'numberOfPartialBathrooms')),
    living_area_sqft: parseNumber(dig(home, 'floorSize', 'value') ?? dig(home, 'floorSize')),
    year_built: parseNumber(dig(home, 'yearBuilt')),
    property_type: type ? mapPropertyType(type) : null,
    description: cleanRecordText(home.description ?? node.description),
    photos: dedupePhotos(imagesOf(home.image ?? node.image).map((url) => ({ url, key: url }))),
  };
};
