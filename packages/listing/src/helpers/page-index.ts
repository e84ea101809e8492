import { allElements, elementPositions, elementsByAttribute, elementsByTag } from './page-elements';

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

/** Lists of several attributes' maps under one value, back in document order (a stable sort). */
const mergeHooks = (document: Document, maps: Map<string, Element[]>[]): Map<string, Element[]> => {
  if (maps.length === 1) return maps[0] ?? new Map();
  const merged = new Map<string, Element[]>();
  const mixed = new Set<string>();
  for (const map of maps) {
    for (const [value, elements] of map) {
      const list = merged.get(value);
      if (list) {
        list.push(...elements);
        mixed.add(value);
      } else merged.set(value, [...elements]);
    }
  }
  if (mixed.size > 0) {
    const position = elementPositions(document);
    for (const value of mixed)
      merged.get(value)?.sort((a, b) => (position.get(a) ?? 0) - (position.get(b) ?? 0));
  }
  return merged;
};

/**
 * The elements a reader needs, by hook attribute, class and tag. Selector queries are slow in DOM
 * implementations without a native engine (happy-dom matches each selector against each element), so
 * readers look elements up here instead of querying the whole document many times; within one
 * extraction the page's elements and each attribute's map are gathered once for all readers
 * (`page-elements.ts`).
 */
export const indexPage = (
  document: Document,
  hookAttributes: string | readonly string[],
  wantedClasses: readonly string[] = [],
  wantedTags: readonly string[] = [],
): PageIndex => {
  const attributes = typeof hookAttributes === 'string' ? [hookAttributes] : hookAttributes;
  const index: PageIndex = {
    hooks: mergeHooks(
      document,
      attributes.map((a) => elementsByAttribute(document, a)),
    ),
    classes: new Map(),
    tags: new Map(),
  };
  if (wantedClasses.length > 0) {
    for (const node of allElements(document)) {
      const className = node.getAttribute('class');
      if (!className) continue;
      for (const wanted of wantedClasses) {
        if (className.includes(wanted) && className.split(/\s+/).includes(wanted))
          push(index.classes, wanted, node);
      }
    }
  }
  for (const tag of wantedTags) {
    const found = elementsByTag(document, tag);
    if (found.length > 0) index.tags.set(tag, found);
  }
  return index;
};
