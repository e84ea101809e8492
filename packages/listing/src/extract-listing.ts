import type { ListingSource, TListing, TReaderRules, TSourceRules } from '@pp/contract';
import { detectSource } from './detect-source';
import { listingFromJsonLd } from './helpers/json-ld-part';
import { finishListing, type ListingPart, mergePart, missingFields } from './helpers/listing-draft';
import { withPageCache } from './helpers/page-elements';
import {
  Collector,
  type FieldName,
  fieldValue,
  isMissing,
  LAYER_NAMES,
  type LayerName,
  type LayerResult,
} from './layers/collector';
import { embeddedJsonLayer } from './layers/embedded-json';
import { CRITICAL, type FieldReport, mergeLayers, reportDerived, sameValue } from './layers/merge-layers';
import { type PageContext, pageContext } from './layers/page-scan';
import { structuredDataLayer } from './layers/structured-data';
import { visibleTextLayer } from './layers/visible-text';
import { BUILT_IN_READER_RULES, effectiveSourceRules } from './rules/built-in-rules';
import { readByRules } from './rules/read-by-rules';
import { realtorFromEmbedded } from './sources/realtor';
import { realtorFromDom } from './sources/realtor-dom';
import { realtorFromLegacyDom } from './sources/realtor-legacy-dom';
import { redfinFromEmbedded } from './sources/redfin';
import { redfinFromDom } from './sources/redfin-dom';
import { truliaFromEmbedded } from './sources/trulia';
import { truliaFromCurrentDom } from './sources/trulia-current-dom';
import { truliaFromDom } from './sources/trulia-legacy-dom';
import { zillowFromEmbedded } from './sources/zillow';
import { zillowFromDom } from './sources/zillow-dom';
import { UnsupportedSourceError } from './unsupported-site';

export { UnsupportedSourceError, unsupportedListingSite } from './unsupported-site';

/** A reader gets the source's reader rules (built-in, with a published set laid over them). */
type Reader = (document: Document, url: string, rules: TSourceRules) => ListingPart;

/**
 * Each source's readers, most reliable first: a published rule set's own paths and selectors (they
 * answer a redesign the code has not met), embedded JSON, then JSON-LD, then the printed page.
 */
const SOURCE_READERS: Record<ListingSource, Reader[]> = {
  zillow: [readByRules, zillowFromEmbedded, listingFromJsonLd, zillowFromDom],
  realtor: [readByRules, realtorFromEmbedded, listingFromJsonLd, realtorFromDom, realtorFromLegacyDom],
  trulia: [readByRules, truliaFromEmbedded, listingFromJsonLd, truliaFromCurrentDom, truliaFromDom],
  redfin: [readByRules, redfinFromEmbedded, listingFromJsonLd, redfinFromDom],
};

/** Version of the reader as a whole, named in every report so a change in rates can be traced to it. */
export const READER_VERSION = '2026.11.1';

/** Layer 1: the source's own readers, each field's path naming the reader that found it. */
const sourceLayer = (
  source: ListingSource,
  document: Document,
  url: string,
  rules: TReaderRules | undefined,
): LayerResult => {
  const into = new Collector();
  const sourceRules = effectiveSourceRules(rules, source);
  let part: ListingPart = {};
  for (const reader of SOURCE_READERS[source]) {
    let found: ListingPart;
    try {
      found = reader(document, url, sourceRules);
    } catch {
      // A reader that trips over an unexpected page shape must not take the others down with it.
      continue;
    }
    into.setPart(found, reader.name);
    part = mergePart(part, found);
    if (missingFields(part).length === 0) break;
  }
  return into.result();
};

/**
 * The source readers know this page's design: they found the home's street and what it is doing
 * (its status or its price). On a design they do not know they find next to nothing.
 */
const recognised = ({ paths }: LayerResult): boolean =>
  !!paths['address.street'] && !!(paths.status || paths.price);

const LAYERS: Record<
  Exclude<LayerName, 'source'>,
  (document: Document, url: string, page: PageContext) => LayerResult
> = {
  structured: structuredDataLayer,
  embedded: embeddedJsonLayer,
  text: visibleTextLayer,
};

/**
 * Every price, status and street the source readers found is vouched for by another layer. The
 * embedded JSON layer mostly re-reads the record the source reader read, at the highest cost of all
 * (hundreds of thousands of objects on a large page), so on a recognised page it is asked only when
 * the cheap layers leave one of these unconfirmed.
 */
const criticalConfirmed = (source: LayerResult, others: LayerResult[]): boolean =>
  CRITICAL.every((field) => {
    const value = fieldValue(source.part, field);
    return isMissing(value) || others.some((r) => sameValue(value, fieldValue(r.part, field), field));
  });

export type ExtractOptions = {
  /** The layers to run, in order of trust (all by default); the bench switches the source readers off. */
  layers?: readonly LayerName[];
  /** A published reader rule set (checked and signed); without one, the rules built into the reader. */
  rules?: TReaderRules | null;
};

export type ExtractionReport = {
  source: ListingSource;
  readerVersion: string;
  /** The published reader rule set's version the read used (the built-in one's when none). */
  rulesVersion: number;
  /** The fields each layer found (names only: nothing of the listing itself). */
  layers: Partial<Record<LayerName, FieldName[]>>;
  /** Layers not run because their answer could not change the listing (see criticalConfirmed). */
  skipped: LayerName[];
  needsConfirmation: FieldName[];
};

export type ListingWithReport = {
  listing: TListing;
  fields: Partial<Record<FieldName, FieldReport>>;
  report: ExtractionReport;
};

/**
 * Reads the listing shown by `document` (any DOM implementation) at `url` through every layer, and
 * says for each field which layer and path it came from, how far the layers agree, and whether the
 * agent must confirm it. A redesign degrades to fields the agent is asked about, not to nothing.
 */
export const extractListingWithReport = (
  document: Document,
  url: string,
  options: ExtractOptions = {},
): ListingWithReport => withPageCache(document, () => extractWithCache(document, url, options));

const extractWithCache = (document: Document, url: string, options: ExtractOptions): ListingWithReport => {
  const source = detectSource(url);
  if (!source) throw new UnsupportedSourceError(url);
  const page = pageContext(document, url);
  const read = (layer: LayerName): LayerResult => {
    try {
      return layer === 'source'
        ? sourceLayer(source, document, url, options.rules ?? undefined)
        : LAYERS[layer](document, url, page);
    } catch {
      return new Collector().result();
    }
  };
  const requested = options.layers ?? LAYER_NAMES;
  const ran = new Map<LayerName, LayerResult>();
  for (const layer of requested) if (layer !== 'embedded') ran.set(layer, read(layer));
  const fromSource = ran.get('source');
  const skipped: LayerName[] = [];
  if (requested.includes('embedded')) {
    const others = [...ran].filter(([layer]) => layer !== 'source').map(([, r]) => r);
    if (fromSource && recognised(fromSource) && criticalConfirmed(fromSource, others))
      skipped.push('embedded');
    else ran.set('embedded', read('embedded'));
  }
  const results = requested.flatMap((layer): [LayerName, LayerResult][] => {
    const result = ran.get(layer);
    return result ? [[layer, result]] : [];
  });
  // A source reader that knows its page has the last word, gaps included (its rules know an estimate
  // is not a price); the other layers fill the record only on a design it does not know.
  const filling = fromSource && recognised(fromSource) ? (['source'] as const) : requested;
  const { part, fields } = mergeLayers(results, filling);
  const listing = finishListing(source, url, part);
  if (filling.length === 1) reportDerived(fields, results, listing);
  const needsConfirmation = (Object.keys(fields) as FieldName[]).filter((f) => fields[f]?.needsConfirmation);
  return {
    listing,
    fields,
    report: {
      source,
      readerVersion: READER_VERSION,
      rulesVersion: options.rules?.version ?? BUILT_IN_READER_RULES.version,
      layers: Object.fromEntries(results.map(([layer, r]) => [layer, Object.keys(r.paths)])),
      skipped,
      needsConfirmation,
    },
  };
};

/** The listing alone, as the extension and the API have always read it. */
export const extractListing = (document: Document, url: string, options?: ExtractOptions): TListing =>
  extractListingWithReport(document, url, options).listing;
