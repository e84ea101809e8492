import type { ListingSource } from '@pp/contract';
import { detectSource, isListingDetailUrl } from '@pp/listing';

/** The source of the listing page at `url`, or null when it is not one home's page (search, map...). */
export function listingPageSource(url: string): ListingSource | null {
  if (!isListingDetailUrl(url)) return null;
  return detectSource(url);
}

/** Same page for our purposes: a changed hash or tracking query does not mean a new listing. */
export const listingKey = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.host}${parsed.pathname.replace(/\/+$/, '')}`;
};
