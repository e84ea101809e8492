import { isListingHost, LISTING_SOURCES, type ListingSource } from '@pp/contract';

/** The source whose site the URL is on, or null for any other site. */
export const detectSource = (url: string): ListingSource | null =>
  LISTING_SOURCES.find((source) => isListingHost(url, source)) ?? null;

/** Paths of a single home's page on each source (not search results, not building pages). */
const DETAIL_PATHS: Record<ListingSource, RegExp> = {
  // /homedetails/<slug>/<zpid>_zpid/ ; short links /homes/<zpid>_zpid/
  zillow: /^\/(?:homedetails\/[^/]+\/\d+_zpid|homes\/\d+_zpid)\/?/i,
  // /realestateandhomes-detail/<slug>_M12345-67890 ; rentals /rentals/details/<slug>
  realtor: /^\/(?:realestateandhomes-detail|rentals\/details)\/[^/]+/i,
  // current /home/<slug>-<id> ; legacy /p/<st>/<city>/<slug> , /property/<id>-<slug> , /homes/<State>/<City>/sold/<id>-<slug>
  trulia:
    /^\/(?:home\/[^/]+-\d+|p\/[a-z]{2}\/[^/]+\/[^/]+|property\/\d+-[^/]+|homes\/[^/]+\/[^/]+\/sold\/\d+-[^/]+)/i,
  // /<ST>/<City>/<slug>/home/<id> ; units /<ST>/<City>/<slug>/unit-<n>/home/<id>
  redfin: /^\/[A-Z]{2}\/[^/]+\/[^/]+(?:\/[^/]+)?\/home\/\d+/i,
};

/** True when the URL is one home's listing page on one of the four sources. */
export const isListingDetailUrl = (url: string): boolean => {
  const source = detectSource(url);
  if (!source) return false;
  const path = /^https?:\/\/[^/?#]+(\/[^?#]*)?/i.exec(url)?.[1] ?? '/';
  return DETAIL_PATHS[source].test(path);
};
