import {
  PLATFORM_LIMITS,
  type PropertyType,
  type TGenerateOptions,
  type TListing,
  type TMarketplaceDraft,
} from '@pp/contract';
import { clipText, formatAddress, formatFacts, formatNumber, formatPrice, postLink } from './format';
import type { MarketplaceType } from './phrasebook';
import { phrasebookFor } from './phrasebooks';
import { creditLines, type Wording } from './wording';

const MARKETPLACE_TYPES: Partial<Record<PropertyType, MarketplaceType>> = {
  condo: 'Condo',
  townhouse: 'Townhouse',
  apartment: 'Apartment',
};

/** The 'Home for Sale or Rent' form of Facebook Marketplace, field by field. */
export const marketplaceDraft = (
  listing: TListing,
  options: TGenerateOptions,
  wording: Wording,
): TMarketplaceDraft => {
  const limits = PLATFORM_LIMITS.facebook_marketplace;
  const propertyType = (listing.property_type && MARKETPLACE_TYPES[listing.property_type]) || 'House';
  const { language } = options;
  const short = phrasebookFor(language).marketplaceShort(
    propertyType,
    listing.beds,
    listing.baths_total,
    (n) => formatNumber(n, language),
  );
  const title = clipText(
    [`${wording.label}: ${short}`, listing.address.street, listing.address.city].filter(Boolean).join(', '),
    limits.title,
  );
  const head = [
    wording.headline,
    wording.detail,
    [formatPrice(listing, listing.price, language), formatFacts(listing, ' · ', language)]
      .filter(Boolean)
      .join(' · '),
    formatAddress(listing),
  ].filter(Boolean);
  const tail = [
    wording.callToAction,
    options.agent_signature || null,
    ...creditLines(listing, options),
    postLink(listing, options.page_url, 'fb'),
  ].filter(Boolean);
  const fixed = [...head, ...tail].join('\n').length + 4;
  const body = listing.description
    ? clipText(listing.description, Math.max(0, limits.description - fixed))
    : '';
  const description = [head.join('\n'), body, tail.join('\n')].filter(Boolean).join('\n\n');
  return {
    listing_type: listing.status === 'for_rent' ? 'rent' : 'sale',
    property_type: propertyType,
    bedrooms: listing.beds,
    bathrooms: listing.baths_total,
    price: listing.price,
    address: formatAddress(listing),
    square_feet: listing.living_area_sqft === null ? null : Math.round(listing.living_area_sqft),
    title,
    description: clipText(description, limits.description),
    photos: listing.photos.slice(0, limits.photos),
  };
};
