/**
 * The one walk over a page (issue 25's budget): every element in document order with the hook
 * attributes the readers look elements up by, and what the layers under the source readers read — the
 * printed text in reading order, the microdata and RDFa properties, the `<meta>` tags and the gallery's
 * images. A full walk of a 4,000-element page costs several milliseconds in happy-dom (each node
 * getter and attribute read is a JavaScript call), and the readers and layers each made their own.
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

export type PageWalk = {
  /** Every element, in document order (as `getElementsByTagName('*')` lists them). */
  elements: Element[];
  /** Elements by value of each of HOOK_ATTRIBUTES, each list in document order. */
  hooks: Map<string, Map<string, Element[]>>;
  scan: PageScan;
};

/** The attributes readers find elements by (the rules' selectors: rules/css-select.ts; microdata, RDFa, script ids). */
export const HOOK_ATTRIBUTES: ReadonlySet<string> = new Set([
  'id',
  'data-testid',
  'data-label',
  'data-rf-test-id',
  'data-role',
  'itemprop',
  'property',
]);

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

export const walkPage = (document: Document): PageWalk => {
  const scan: PageScan = {
    chunks: [],
    properties: new Map(),
    metas: [],
    galleryImages: [],
    title: document.title ?? '',
  };
  const elements: Element[] = [];
  const hooks = new Map<string, Map<string, Element[]>>([...HOOK_ATTRIBUTES].map((a) => [a, new Map()]));
  /** Records the element and its hook attributes; answers them for the scan. */
  const record = (el: Element): Map<string, string> | null => {
    elements.push(el);
    // Most elements carry no hook: one names call spares reading each hook attribute of each element,
    // and an element without attributes (a good part of a page) needs not even that.
    if (!el.hasAttributes()) return null;
    let found: Map<string, string> | null = null;
    for (const name of el.getAttributeNames()) {
      if (!HOOK_ATTRIBUTES.has(name)) continue;
      const value = el.getAttribute(name);
      if (!value) continue;
      const map = hooks.get(name);
      if (map) pushTo(map, value, el);
      found ??= new Map();
      found.set(name, value);
    }
    return found;
  };
  /**
   * Elements inside scripts, styles, SVG…: listed for the readers, not read as page text. One query
   * lists a subtree in document order; stepping by sibling costs a search of the parent's children
   * per step in happy-dom, and an inline SVG sprite has hundreds of siblings.
   */
  const elementsOnly = (el: Element) => {
    if (el.firstElementChild) for (const child of Array.from(el.getElementsByTagName('*'))) record(child);
  };
  const images: Element[] = [];
  const walk = (el: Element, inBody: boolean, chrome: boolean, heading: boolean) => {
    const attributes = record(el);
    const tag = el.localName;
    if (tag === 'meta') scan.metas.push(el);
    if (SKIPPED.has(tag)) {
      elementsOnly(el);
      return;
    }
    const body = inBody || tag === 'body';
    if (body) {
      const itemprop = attributes?.get('itemprop');
      if (itemprop) for (const name of itemprop.split(/\s+/)) pushTo(scan.properties, name, el);
      const property = tag === 'meta' ? null : attributes?.get('property');
      if (property) pushTo(scan.properties, property.replace(/^schema:/, ''), el);
      if (tag === 'img') images.push(el);
    }
    const inChrome = chrome || CHROME.has(tag);
    const inHeading = heading || tag === 'h1';
    for (let node = el.firstChild; node; node = node.nextSibling) {
      if (node.nodeType === 1) walk(node as Element, body, inChrome, inHeading);
      else if (body && node.nodeType === 3) {
        // Trimmed first: most text nodes between elements are only whitespace (trim and \s strip the
        // same characters, so this is the collapsed and trimmed text as before, without the regex).
        const text = node.textContent?.trim();
        if (!text) continue;
        const trimmed = text.replace(/\s+/g, ' ');
        scan.chunks.push({ text: trimmed, chrome: inChrome, heading: inHeading });
      }
    }
  };
  if (document.documentElement) walk(document.documentElement, false, false, false);
  if (document.body) scan.galleryImages = inGallery(images, document.body);
  return { elements, hooks, scan };
};
