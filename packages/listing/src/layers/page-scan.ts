import { pageWalk } from '../helpers/page-elements';
import type { PageScan } from '../helpers/page-walk';
import { discoverJson, type JsonRoot } from './json-discovery';

export type { PageScan, TextChunk } from '../helpers/page-walk';

/**
 * The printed text, microdata and RDFa properties, `<meta>` tags and gallery images the layers under
 * the source readers read: part of the one walk over the page (helpers/page-walk.ts) the readers share.
 */
export const scanPage = (document: Document): PageScan => pageWalk(document).scan;

/**
 * What the layers read of one page, each part computed on first use and kept for this extraction only:
 * a page that changes (a single-page app moving to the next home) is read afresh next time.
 */
export type PageContext = {
  document: Document;
  url: string;
  scan: () => PageScan;
  json: () => JsonRoot[];
};

export const pageContext = (document: Document, url: string): PageContext => {
  let scan: PageScan | undefined;
  let json: JsonRoot[] | undefined;
  return {
    document,
    url,
    scan: () => (scan ??= scanPage(document)),
    json: () => (json ??= discoverJson(document)),
  };
};
