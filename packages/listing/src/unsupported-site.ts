import { urlHost } from '@pp/contract';

/**
 * Listing sites the product does not read (yet), by host, with the name the agent knows them by. The
 * four supported sources' foreign editions are here too: redfin.ca is a different site with its own
 * pages, not Redfin with Canadian listings (those, on redfin.com or zillow.com, are read as usual).
 */
const UNSUPPORTED_SITES: [host: string, name: string][] = [
  ['redfin.ca', 'Redfin Canada'],
  ['realtor.ca', 'REALTOR.ca'],
  ['zillow.ca', 'Zillow Canada'],
  ['homes.com', 'Homes.com'],
  ['movoto.com', 'Movoto'],
  ['compass.com', 'Compass'],
  ['apartments.com', 'Apartments.com'],
  ['rew.ca', 'REW.ca'],
  ['housesigma.com', 'HouseSigma'],
  ['foreclosure.com', 'Foreclosure.com'],
];

/** The name of the unsupported listing site the URL is on, or null. */
export const unsupportedListingSite = (url: string): string | null => {
  const host = urlHost(url);
  if (!host) return null;
  return UNSUPPORTED_SITES.find(([h]) => host === h || host.endsWith(`.${h}`))?.[1] ?? null;
};

/** Thrown for a page of any site but the four sources; its message is written for the agent. */
export class UnsupportedSourceError extends Error {
  /** The listing site's name when it is one we know of (redfin.ca → "Redfin Canada"), else null. */
  readonly site: string | null;
  constructor(url: string) {
    const site = unsupportedListingSite(url);
    super(
      site
        ? `${site} is not supported yet: Property Promoter reads Zillow, Realtor.com, Trulia and Redfin (US) pages.`
        : `Not a Zillow, Realtor.com, Trulia or Redfin page: ${url}`,
    );
    this.name = 'UnsupportedSourceError';
    this.site = site;
  }
}
