/**
 * One walk over the page for the layers under the source readers: the printed text in reading order,
 * the microdata and RDFa properties, the headings and the gallery's images. Selector queries are slow
 * in DOM implementations without a native engine, and the structured and text layers need the same
 * elements, so the walk is made once per document.
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
  /** Images inside a gallery, carousel or photo container, in page order. */
  galleryImages: Element[];
  title: string;
};

const SKIPPED = new Set(['script', 'style', 'noscript', 'template', 'svg', 'iframe', 'head']);
const CHROME = new Set(['nav', 'header', 'footer', 'a', 'button', 'select', 'option']);
const GALLERY = /gallery|carousel|photo|media-?stream|slide|hero|swiper|lightbox/i;

const scans = new WeakMap<Document, PageScan>();

const isGallery = (el: Element): boolean => {
  const hint = `${el.getAttribute('class') ?? ''} ${el.id} ${el.getAttribute('data-testid') ?? ''} ${el.getAttribute('data-rf-test-id') ?? ''}`;
  return GALLERY.test(hint);
};

const pushTo = (map: Map<string, Element[]>, key: string, el: Element) => {
  const list = map.get(key);
  if (list) list.push(el);
  else map.set(key, [el]);
};

export const scanPage = (document: Document): PageScan => {
  const cached = scans.get(document);
  if (cached) return cached;
  const scan: PageScan = {
    chunks: [],
    properties: new Map(),
    galleryImages: [],
    title: document.title ?? '',
  };
  const walk = (el: Element, chrome: boolean, heading: boolean, gallery: boolean) => {
    const tag = el.localName;
    if (SKIPPED.has(tag)) return;
    const itemprop = el.getAttribute('itemprop');
    if (itemprop) for (const name of itemprop.split(/\s+/)) pushTo(scan.properties, name, el);
    const property = el.getAttribute('property');
    if (property && tag !== 'meta') pushTo(scan.properties, property.replace(/^schema:/, ''), el);
    const inChrome = chrome || CHROME.has(tag);
    const inHeading = heading || tag === 'h1';
    const inGallery = gallery || isGallery(el);
    if (inGallery && tag === 'img') scan.galleryImages.push(el);
    for (let node = el.firstChild; node; node = node.nextSibling) {
      if (node.nodeType === 1) walk(node as Element, inChrome, inHeading, inGallery);
      else if (node.nodeType === 3) {
        const text = node.textContent;
        if (!text) continue;
        const trimmed = text.replace(/\s+/g, ' ').trim();
        if (trimmed) scan.chunks.push({ text: trimmed, chrome: inChrome, heading: inHeading });
      }
    }
  };
  if (document.body) walk(document.body, false, false, false);
  scans.set(document, scan);
  return scan;
};
