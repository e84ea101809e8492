import type { ListingSource } from '@pp/contract';
import { detectSource } from './detect-source';

/** Each source's listing id in its detail URLs, normalised as the extractor writes `source_id`. */
const URL_IDS: Record<ListingSource, (path: string) => string | null> = {
  zillow: (p) => /\/(\d+)_zpid/i.exec(p)?.[1] ?? null,
  redfin: (p) => /\/home\/(\d+)/i.exec(p)?.[1] ?? null,
  // _M63976-24204 → 6397624204 (Realtor.com's property id without its dash)
  realtor: (p) => {
    const m = /_M(\d+)-(\d+)/i.exec(p);
    return m ? `${m[1]}${m[2]}` : null;
  },
  // /home/<slug>-<id>, /property/<id>-<slug>, /homes/<State>/<City>/sold/<id>-<slug>
  trulia: (p) =>
    /^\/home\/[^/]*-(\d{5,})\/?$/i.exec(p)?.[1] ??
    /^\/(?:property|homes\/[^/]+\/[^/]+\/sold)\/(\d+)-/i.exec(p)?.[1] ??
    null,
};

const pathOf = (url: string) => /^https?:\/\/[^/?#]+(\/[^?#]*)?/i.exec(url)?.[1] ?? '/';

/** The listing id the URL names, or null when its shape has none (legacy Trulia /p/ pages). */
export function listingIdFromUrl(url: string): string | null {
  const source = detectSource(url);
  if (!source) return null;
  return URL_IDS[source](pathOf(url));
}

/**
 * Every id the URL may name, for layers that do not know the site's URL shape: the source's own id
 * first, then each run of five or more digits in the path (a redesign may move the id, not drop it).
 */
export function candidateIdsFromUrl(url: string): string[] {
  const ids = new Set<string>();
  const known = listingIdFromUrl(url);
  if (known) ids.add(known);
  for (const m of pathOf(url).matchAll(/\d{5,}/g)) ids.add(m[0]);
  return [...ids];
}
