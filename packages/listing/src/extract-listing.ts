import type { ListingSource, TListing } from '@pp/contract';
import { detectSource } from './detect-source';
import { listingFromJsonLd } from './helpers/json-ld-part';
import { finishListing, type ListingPart, mergePart, missingFields } from './helpers/listing-draft';
import { realtorFromEmbedded } from './sources/realtor';
import { realtorFromDom } from './sources/realtor-dom';
import { realtorFromLegacyDom } from './sources/realtor-legacy-dom';
import { redfinFromEmbedded } from './sources/redfin';
import { redfinFromDom } from './sources/redfin-dom';
import { truliaFromDom, truliaFromEmbedded } from './sources/trulia';
import { truliaFromCurrentDom } from './sources/trulia-current-dom';
import { zillowFromEmbedded } from './sources/zillow';
import { zillowFromDom } from './sources/zillow-dom';

type Layer = (document: Document, url: string) => ListingPart;

/** Each source's readers, most reliable first: embedded JSON, then JSON-LD, then the printed page. */
const LAYERS: Record<ListingSource, Layer[]> = {
  zillow: [zillowFromEmbedded, listingFromJsonLd, zillowFromDom],
  realtor: [realtorFromEmbedded, listingFromJsonLd, realtorFromDom, realtorFromLegacyDom],
  trulia: [truliaFromEmbedded, listingFromJsonLd, truliaFromCurrentDom, truliaFromDom],
  redfin: [redfinFromEmbedded, listingFromJsonLd, redfinFromDom],
};

export class UnsupportedSourceError extends Error {
  constructor(url: string) {
    super(`Not a Zillow, Realtor.com, Trulia or Redfin page: ${url}`);
    this.name = 'UnsupportedSourceError';
  }
}

/**
 * Reads the listing shown by `document` (any DOM implementation) at `url`. A redesign of a source
 * degrades to fewer fields, named in `warnings`, rather than to nothing.
 */
export const extractListing = (document: Document, url: string): TListing => {
  const source = detectSource(url);
  if (!source) throw new UnsupportedSourceError(url);
  let part: ListingPart = {};
  for (const layer of LAYERS[source]) {
    let found: ListingPart;
    try {
      found = layer(document, url);
    } catch {
      // A layer that trips over an unexpected page shape must not take the others down with it.
      continue;
    }
    part = mergePart(part, found);
    if (missingFields(part).length === 0) break;
  }
  return finishListing(source, url, part);
};
