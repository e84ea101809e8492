import { asArray, dig, isObject, type JsonObject } from '../helpers/json';
import { jsonLdTypes, readJsonLd } from '../helpers/json-ld';
import { parseCount, parseNumber, parsePrice, parseYear } from '../helpers/parse-number';
import { mapPropertyType } from '../helpers/property-type';
import { absoluteUrl, cleanRecordText, cleanText } from '../helpers/text';
import type { Collector } from './collector';

/**
 * schema.org JSON-LD as listing pages write it: a Residence (SingleFamilyResidence, Apartment, House…),
 * a Product or Offer wrapping one (`itemOffered`), or a RealEstateListing pointing at one (`about`,
 * `mainEntity`), alone, in an array or in a `@graph`.
 */
const HOME = /^(SingleFamilyResidence|Residence|House|Apartment|ApartmentComplex|Accommodation|Place)$/;
const WRAPPER = /^(Product|Offer|RealEstateListing|IndividualProduct)$/;

const offerOf = (node: JsonObject | undefined): JsonObject | undefined => {
  const offer = asArray(Array.isArray(node?.offers) ? node.offers : [node?.offers])[0];
  return isObject(offer) ? offer : undefined;
};

const imagesOf = (value: unknown): string[] =>
  asArray(Array.isArray(value) ? value : [value]).flatMap((img) => {
    const u = typeof img === 'string' ? img : (dig(img, 'contentUrl') ?? dig(img, 'url'));
    return typeof u === 'string' ? [u] : [];
  });

/** The home node, the node carrying its offer, and the offer, from every JSON-LD node of the page. */
const pick = (nodes: JsonObject[]) => {
  const wrapper = nodes.find((n) => jsonLdTypes(n).some((t) => WRAPPER.test(t)) && (n.offers || n.price));
  const inner = [
    wrapper?.about,
    wrapper?.mainEntity,
    wrapper?.itemOffered,
    offerOf(wrapper)?.itemOffered,
  ].find(isObject);
  const home = inner ?? nodes.find((n) => jsonLdTypes(n).some((t) => HOME.test(t)) && n.address) ?? wrapper;
  const offer = jsonLdTypes(wrapper ?? {}).includes('Offer') ? wrapper : (offerOf(wrapper) ?? offerOf(home));
  return { home, wrapper, offer };
};

export const readJsonLdListing = (document: Document, url: string, into: Collector): void => {
  const { home, wrapper, offer } = pick(readJsonLd(document));
  if (!home && !offer) return;
  const at = (field: string) => `json-ld ${field}`;
  const address = dig(home, 'address') ?? dig(wrapper, 'address');
  into.set(
    'price',
    parsePrice(offer?.price ?? dig(offer, 'priceSpecification', 'price')),
    at('offers.price'),
  );
  into.set('currency', cleanText(offer?.priceCurrency) ?? undefined, at('offers.priceCurrency'));
  if (String(dig(offer, 'businessFunction') ?? '').endsWith('LeaseOut'))
    into.set('status', 'for_rent', at('offers.businessFunction'));
  const availability = String(offer?.availability ?? '');
  if (/InStock|PreOrder/i.test(availability)) into.set('status', 'for_sale', at('offers.availability'));
  if (/SoldOut/i.test(availability)) into.set('status', 'sold', at('offers.availability'));
  into.set('address.street', cleanText(dig(address, 'streetAddress')), at('address.streetAddress'));
  into.set('address.city', cleanText(dig(address, 'addressLocality')), at('address.addressLocality'));
  into.set('address.state', cleanText(dig(address, 'addressRegion')), at('address.addressRegion'));
  into.set('address.postal_code', cleanText(dig(address, 'postalCode')), at('address.postalCode'));
  into.set(
    'beds',
    parseCount(dig(home, 'numberOfBedrooms') ?? dig(home, 'numberOfRooms')),
    at('numberOfBedrooms'),
  );
  into.set('baths_total', parseCount(dig(home, 'numberOfBathroomsTotal')), at('numberOfBathroomsTotal'));
  into.set('baths_full', parseCount(dig(home, 'numberOfFullBathrooms')), at('numberOfFullBathrooms'));
  into.set('baths_half', parseCount(dig(home, 'numberOfPartialBathrooms')), at('numberOfPartialBathrooms'));
  into.set(
    'living_area_sqft',
    parseNumber(dig(home, 'floorSize', 'value') ?? dig(home, 'floorSize')),
    at('floorSize'),
  );
  into.set('year_built', parseYear(dig(home, 'yearBuilt')), at('yearBuilt'));
  const type = [...jsonLdTypes(home ?? {}), ...jsonLdTypes(wrapper ?? {})].find(
    (t) => !WRAPPER.test(t) && t !== 'Place',
  );
  into.set('property_type', type ? mapPropertyType(type) : null, at('@type'));
  into.set('description', cleanRecordText(home?.description ?? wrapper?.description), at('description'));
  const photos = imagesOf(home?.image ?? wrapper?.image ?? home?.photo).flatMap(
    (u) => absoluteUrl(u, url) ?? [],
  );
  into.set('photos', [...new Set(photos)], at('image'));
  // A relative `url` is only a path: the canonical link (read after) gives the page's full address.
  const own = cleanText(wrapper?.url ?? home?.url);
  if (own && /^https?:\/\//i.test(own)) into.set('url', own, at('url'));
};
