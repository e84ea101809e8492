import { discoverJson, type JsonRoot } from './json-discovery';

/**
 * One walk over the page for the layers under the source readers: the printed text in reading order,
 * the microdata and RDFa properties, the `<meta>` tags, the headings and the gallery's images. Selector
 * and tag queries each walk the whole tree in DOM implementations without a native engine (happy-dom
 * in the bench and the tests), and the structured and text layers need the same elements, so the walk
 * is made once per extraction.
 */

export type TextChunk = {
  text: string;
  /** Inside navigation, a header or footer, or a link: menus say "For sale" without meaning this home. */
  chrome: boolean;
  /** Inside an h1. */
  heading: boolean;
};

export type PageScan = {
  chunks: TextChunk[];
  /** Elements with `itemprop` (microdata) or a schema.org `property` (RDFa), by property name. */
  properties: Map<string, Element[]>;
  /** `<meta>` tags, in page order. */
  metas: Element[];
  /** Images inside a gallery, carousel or photo container, in page order. */
  galleryImages: Element[];
  title: string;
};

const SKIPPED = new Set(['script', 'style', 'noscript', 'template', 'svg', 'iframe']);
const CHROME = new Set(['nav', 'header', 'footer', 'a', 'button', 'select', 'option']);
const GALLERY = /gallery|carousel|photo|media-?stream|slide|hero|swiper|lightbox/i;

const isGallery = (el: Element): boolean => {
  const hint = `${el.getAttribute('class') ?? ''} ${el.id} ${el.getAttribute('data-testid') ?? ''} ${el.getAttribute('data-rf-test-id') ?? ''}`;
  return GALLERY.test(hint);
};

const pushTo = (map: Map<string, Element[]>, key: string, el: Element) => {
  const list = map.get(key);
  if (list) list.push(el);
  else map.set(key, [el]);
};

/**
 * The images among `images` that sit in a gallery (the image itself or one of its ancestors up to the
 * body names one). Asked of the images' ancestors only, each once, rather than of every element.
 */
const inGallery = (images: Element[], body: Element): Element[] => {
  const known = new Map<Element, boolean>();
  const gallery = (el: Element | null): boolean => {
    if (!el) return false;
    const cached = known.get(el);
    if (cached !== undefined) return cached;
    const answer = isGallery(el) || (el !== body && gallery(el.parentElement));
    known.set(el, answer);
    return answer;
  };
  return images.filter((img) => gallery(img));
};

export const scanPage = (document: Document): PageScan => {
  const scan: PageScan = {
    chunks: [],
    properties: new Map(),
    metas: [],
    galleryImages: [],
    title: document.title ?? '',
  };
  const images: Element[] = [];
  const walk = (el: Element, inBody: boolean, chrome: boolean, heading: boolean) => {
    const tag = el.localName;
    if (tag === 'meta') scan.metas.push(el);
    if (SKIPPED.has(tag)) return;
    const body = inBody || tag === 'body';
    if (body) {
      const itemprop = el.getAttribute('itemprop');
      if (itemprop) for (const name of itemprop.split(/\s+/)) pushTo(scan.properties, name, el);
      const property = tag === 'meta' ? null : el.getAttribute('property');
      if (property) pushTo(scan.properties, property.replace(/^schema:/, ''), el);
      if (tag === 'img') images.push(el);
    }
    const inChrome = chrome || CHROME.has(tag);
    const inHeading = heading || tag === 'h1';
    for (let node = el.firstChild; node; node = node.nextSibling) {
      if (node.nodeType === 1) walk(node as Element, body, inChrome, inHeading);
      else if (body && node.nodeType === 3) {
        const text = node.textContent;
        if (!text) continue;
        const trimmed = text.replace(/\s+/g, ' ').trim();
        if (trimmed) scan.chunks.push({ text: trimmed, chrome: inChrome, heading: inHeading });
      }
    }
  };
  if (document.documentElement) walk(document.documentElement, false, false, false);
  if (document.body) scan.galleryImages = inGallery(images, document.body);
  return scan;
};

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
