import type { PublishPlatform } from './constants';
import type { TListing } from './listing';

/**
 * Whether a listing read from a page is enough to save and to publish. One set of rules, applied
 * by the extension (before it saves or offers Publish) and by the API (which refuses with 400), so
 * an empty page never becomes a post about nothing.
 */
export const READINESS_MESSAGES = {
  nothingRead:
    'No listing could be read on this page. Open the home’s own page (not a search or map) and try again.',
  needsAddress: 'The listing has no street address, so it cannot be saved or published.',
  needsPriceOrStatus: 'The listing shows neither a price nor a status, so it cannot be saved or published.',
  needsPhoto: 'Facebook Marketplace needs at least one photo of the home.',
  offMarket:
    'This home is off the market (a public-record page): there is no listing to advertise, and an estimate is not a price.',
  notForMarketplace: (status: string) =>
    `Marketplace is for homes for sale or for rent; this one is ${status}. Post it on LinkedIn or X instead.`,
} as const;

const STATUS_WORDS: Record<NonNullable<TListing['status']>, string> = {
  for_sale: 'for sale',
  for_rent: 'for rent',
  pending: 'under contract',
  sold: 'sold',
  off_market: 'off the market',
};

/** The reason the listing cannot be saved at all, or null when it can. */
export function listingSaveProblem(listing: Pick<TListing, 'address' | 'price' | 'status'>): string | null {
  if (!listing.address.street?.trim()) {
    return listing.price === null && listing.status === null
      ? READINESS_MESSAGES.nothingRead
      : READINESS_MESSAGES.needsAddress;
  }
  if (listing.price === null && listing.status === null) return READINESS_MESSAGES.needsPriceOrStatus;
  return null;
}

/**
 * The reason this listing cannot be published on `platform`, or null. Off-market pages get no post
 * at all; Marketplace (a for-sale or for-rent ad) takes only homes on the market, with a photo.
 */
export function publishProblem(
  listing: Pick<TListing, 'address' | 'price' | 'status' | 'photos'>,
  platform: PublishPlatform,
  photoCount: number = listing.photos.length,
): string | null {
  const save = listingSaveProblem(listing);
  if (save) return save;
  if (listing.status === 'off_market') return READINESS_MESSAGES.offMarket;
  if (platform === 'facebook_marketplace') {
    if (listing.status === 'sold' || listing.status === 'pending')
      return READINESS_MESSAGES.notForMarketplace(STATUS_WORDS[listing.status]);
    if (photoCount < 1) return READINESS_MESSAGES.needsPhoto;
  }
  return null;
}
