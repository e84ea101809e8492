/**
 * The page's elements, gathered once per extraction (issue 25's budget). In a DOM without a native
 * selector engine (happy-dom in the bench and the tests) every document-wide `getElementsByTagName`,
 * selector query or tree walk visits all of a large page's thousands of elements, and the readers and
 * layers each made their own: six such walks cost a 2018 Realtor.com page about half its extraction
 * time. Here one walk serves them all.
 *
 * The cache lives only inside `withPageCache` (one synchronous extraction): a page that changes (a
 * single-page app moving to the next home) is read afresh at the next click. Readers copy an element
 * before changing it, so the lists stay true for the whole extraction. Outside it (a reader
 * called alone by a unit test) every call computes anew, with the same answers.
 */

import { HOOK_ATTRIBUTES, type PageWalk, walkPage } from './page-walk';

type PageCache = {
  document: Document;
  walk?: PageWalk;
  position?: Map<Element, number>;
  tags: Map<string, Element[]>;
  attributes: Map<string, Map<string, Element[]>>;
  memo: Map<string, unknown>;
  /** Parsed JSON by its text: a source reader and the embedded JSON layer read the same large scripts. */
  parsed: Map<string, unknown>;
  /** Object literals read out of a script's text, by the text and where the literal starts. */
  literals: Map<string, Map<number, unknown>>;
};

let scope: PageCache | null = null;

const cacheOf = (document: Document): PageCache | null => (scope?.document === document ? scope : null);

/** Runs `read` with this document's elements kept for its duration (re-entrant for the same page). */
export const withPageCache = <T>(document: Document, read: () => T): T => {
  if (cacheOf(document)) return read();
  const outer = scope;
  scope = {
    document,
    tags: new Map(),
    attributes: new Map(),
    memo: new Map(),
    parsed: new Map(),
    literals: new Map(),
  };
  try {
    return read();
  } finally {
    scope = outer;
  }
};

/** The value `map` keeps under `key`, computed and kept on first use. */
const remember = <K, T>(map: Map<K, unknown>, key: K, compute: () => T): T => {
  if (map.has(key)) return map.get(key) as T;
  const value = compute();
  map.set(key, value);
  return value;
};

/** A value computed once per page within the extraction (parsed JSON-LD, the canonical link). */
export const pageMemo = <T>(document: Document, key: string, compute: () => T): T => {
  const cache = cacheOf(document);
  return cache ? remember(cache.memo, key, compute) : compute();
};

/**
 * `parse(text)` once per text within the extraction under way (any page's). Large pages embed the
 * same 100 KB-1 MB of JSON that Zillow's reader, the rules reader and the embedded JSON layer each
 * parsed again. The values are shared, so no reader may change parsed JSON (none does).
 */
export const parseOnce = (text: string, parse: (text: string) => unknown): unknown =>
  scope ? remember(scope.parsed, text, () => parse(text)) : parse(text);

/**
 * `read()` of the object literal at `start` of a script's `text`, once per extraction: Redfin's reader
 * and the embedded JSON layer both scan the same 1 MB InitialContext from the same brace.
 */
export const literalOnce = <T>(text: string, start: number, read: () => T): T => {
  if (!scope) return read();
  const byStart = remember(scope.literals, text, () => new Map<number, unknown>());
  return remember(byStart, start, read);
};

/** The one walk over the page (page-walk.ts), made on first use within the extraction. */
export const pageWalk = (document: Document): PageWalk => {
  const cache = cacheOf(document);
  if (!cache) return walkPage(document);
  cache.walk ??= walkPage(document);
  return cache.walk;
};

/** Every element of the page in document order. */
export const allElements = (document: Document): Element[] =>
  cacheOf(document) ? pageWalk(document).elements : Array.from(document.getElementsByTagName('*'));

/** The page's elements of one tag name (lower case), in document order: scripts, links, metas. */
export const elementsByTag = (document: Document, tag: string): Element[] => {
  const cache = cacheOf(document);
  const kept = cache?.tags.get(tag);
  if (kept) return kept;
  const found = cache
    ? allElements(document).filter((el) => el.localName === tag)
    : Array.from(document.getElementsByTagName(tag));
  cache?.tags.set(tag, found);
  return found;
};

/** Elements by the value of one attribute, each list in document order. */
export const elementsByAttribute = (document: Document, attribute: string): Map<string, Element[]> => {
  const cache = cacheOf(document);
  const walked =
    cache && HOOK_ATTRIBUTES.has(attribute) ? pageWalk(document).hooks.get(attribute) : undefined;
  if (walked) return walked;
  const kept = cache?.attributes.get(attribute);
  if (kept) return kept;
  const map = new Map<string, Element[]>();
  for (const el of allElements(document)) {
    const value = el.getAttribute(attribute);
    if (!value) continue;
    const list = map.get(value);
    if (list) list.push(el);
    else map.set(value, [el]);
  }
  cache?.attributes.set(attribute, map);
  return map;
};

/** Where each element stands in the page, to put lists gathered apart back in document order. */
export const elementPositions = (document: Document): Map<Element, number> => {
  const cache = cacheOf(document);
  if (cache?.position) return cache.position;
  const position = new Map(allElements(document).map((el, i) => [el, i]));
  if (cache) cache.position = position;
  return position;
};

/** The `href` of the page's first `<link rel=canonical>`, as written (null without one). */
export const canonicalHref = (document: Document): string | null =>
  pageMemo(document, 'canonical', () => {
    const link = elementsByTag(document, 'link').find(
      (l) => (l.getAttribute('rel') ?? '').toLowerCase() === 'canonical',
    );
    return link ? link.getAttribute('href') : null;
  });

/** The first element with this id: from the extraction's id map when a reader already made it. */
export const elementById = (document: Document, id: string): Element | null =>
  cacheOf(document)
    ? (elementsByAttribute(document, 'id').get(id)?.[0] ?? null)
    : document.getElementById(id);
