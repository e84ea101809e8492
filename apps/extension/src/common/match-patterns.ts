/**
 * Where the extension runs. Content scripts are declared only for single-listing pages (the same
 * paths as `isListingDetailUrl` in @pp/listing), never for whole sites.
 */
export const LISTING_PAGE_MATCHES = [
  'https://www.zillow.com/homedetails/*',
  'https://www.zillow.com/homes/*_zpid*',
  'https://www.realtor.com/realestateandhomes-detail/*',
  'https://www.realtor.com/rentals/details/*',
  'https://www.trulia.com/home/*',
  'https://www.trulia.com/p/*',
  'https://www.trulia.com/property/*',
  'https://www.trulia.com/homes/*/sold/*',
  'https://www.redfin.com/*/home/*',
];

/** Marketplace's 'Home for Sale or Rent' form, which the extension fills (never submits). */
export const MARKETPLACE_CREATE_MATCHES = ['https://www.facebook.com/marketplace/create/*'];
/** Where Facebook sends a signed-out visitor of the create form (and its two-step check). */
export const FACEBOOK_LOGIN_MATCHES = [
  'https://www.facebook.com/login*',
  'https://www.facebook.com/checkpoint/*',
];
export { MARKETPLACE_CREATE_URL } from '@pp/contract';

/** Photo hosts of the four sources: the service worker downloads the chosen photos for the form. */
export const PHOTO_HOST_MATCHES = [
  'https://photos.zillowstatic.com/*',
  'https://ap.rdcpix.com/*',
  'https://ssl.cdn-redfin.com/*',
  'https://*.trulia-cdn.com/*',
  // Trulia's current pages serve Zillow's photo files under its own host (listing/helpers/photo-variants.ts).
  'https://www.trulia.com/pictures/*',
];

export const LINKEDIN_SHARE_URL = 'https://www.linkedin.com/feed/?shareActive=true&text=';
export const X_INTENT_URL = 'https://x.com/intent/tweet?text=';
