/** SHOW_ELEMENT of NodeFilter, spelled out so the code runs where NodeFilter is not a global. */
const SHOW_ELEMENT = 1;

export type PageIndex = {
  /** Every element carrying one of the hook attributes, by its value, in page order. */
  hooks: Map<string, Element[]>;
  /** Every element carrying one of the wanted classes, by class, in page order. */
  classes: Map<string, Element[]>;
  /** Elements of the wanted tag names (lower case), in page order. */
  tags: Map<string, Element[]>;
};

const push = (map: Map<string, Element[]>, key: string, el: Element) => {
  const list = map.get(key);
  if (list) list.push(el);
  else map.set(key, [el]);
};

/**
 * One walk over the page collecting the elements a reader needs. Selector queries are slow in DOM
 * implementations without a native engine (happy-dom matches each selector against each element),
 * so readers look elements up here instead of querying the whole document many times.
 */
export const indexPage = (
  document: Document,
  hookAttributes: string | readonly string[],
  wantedClasses: readonly string[] = [],
  wantedTags: readonly string[] = [],
): PageIndex => {
  const index: PageIndex = { hooks: new Map(), classes: new Map(), tags: new Map() };
  const root = document.documentElement;
  if (!root) return index;
  const attributes = typeof hookAttributes === 'string' ? [hookAttributes] : hookAttributes;
  const walker = document.createTreeWalker(root, SHOW_ELEMENT);
  for (let node = walker.currentNode as Element | null; node; node = walker.nextNode() as Element | null) {
    for (const attribute of attributes) {
      const hook = node.getAttribute(attribute);
      if (hook) push(index.hooks, hook, node);
    }
    if (wantedClasses.length > 0) {
      const className = node.getAttribute('class');
      if (className) {
        for (const wanted of wantedClasses) {
          if (className.includes(wanted) && className.split(/\s+/).includes(wanted))
            push(index.classes, wanted, node);
        }
      }
    }
    if (wantedTags.length > 0) {
      const tag = node.tagName.toLowerCase();
      if (wantedTags.includes(tag)) push(index.tags, tag, node);
    }
  }
  return index;
};
