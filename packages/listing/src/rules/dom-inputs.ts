import type { ReaderDomInput, TSourceRules } from '@pp/contract';
import { cleanText } from '../helpers/text';
import { classNamesOf, elementMatches, selectAll } from './css-select';

/**
 * The printed-page readers' inputs (issue 25): where each element is, as the reader rules' `dom_fields`
 * say (a published set's selectors first, the built-in ones after: built-in-rules.ts). Nothing in a rule
 * runs: a selector only finds elements (css-select.ts); what their text means stays with the reader.
 */
export type DomInputs = {
  /** Every element the input's selectors find, selector by selector, each once. */
  all: (name: ReaderDomInput, root?: Element) => Element[];
  /** The first element found: the first selector that finds one wins. */
  first: (name: ReaderDomInput, root?: Element) => Element | undefined;
  /** The clean text of the first element that has text: the first selector that yields one wins. */
  text: (name: ReaderDomInput, root?: Element) => string | null;
  /** Every element's clean text, empty ones left out. */
  texts: (name: ReaderDomInput, root?: Element) => string[];
  /** Whether `el` itself matches one of the input's selectors. */
  matches: (el: Element, name: ReaderDomInput) => boolean;
  /**
   * For the input's `[attr^="prefix"]` selectors: each value's first element and what follows the
   * prefix (Zillow's `attribution-LISTING_AGENT` → `LISTING_AGENT`), in the page's order.
   */
  suffixes: (name: ReaderDomInput) => { rest: string; element: Element }[];
};

const PREFIX = /^\[([\w-]+)\^=(?:"([^"]*)"|'([^']*)')\]$/;

/** `design` 'legacy' reads a source's older printed design's inputs (`legacy_<name>`: reader-dom-rules.ts). */
export const domInputs = (document: Document, rules: TSourceRules, design?: 'legacy'): DomInputs => {
  const selectors = (name: ReaderDomInput) =>
    rules.dom_fields?.[design ? (`${design}_${name}` as const) : name] ?? [];
  const prefix = design ? `${design}_` : '';
  const classes = classNamesOf(
    Object.entries(rules.dom_fields ?? {}).flatMap(([key, list]) =>
      key.startsWith(prefix) && (design || !key.startsWith('legacy_')) ? (list ?? []) : [],
    ),
  );
  // Each (selector, root) once per read: readers ask some inputs twice (a check, then the value).
  const found = new Map<string, Element[]>();
  const roots = new Map<Element, number>();
  const select = (selector: string, root?: Element) => {
    if (root && !roots.has(root)) roots.set(root, roots.size);
    const key = `${root ? roots.get(root) : ''}\u0000${selector}`;
    let list = found.get(key);
    if (!list) {
      list = selectAll(document, selector, root, classes);
      found.set(key, list);
    }
    return list;
  };
  const all: DomInputs['all'] = (name, root) => {
    const seen = new Set<Element>();
    for (const selector of selectors(name)) for (const el of select(selector, root)) seen.add(el);
    return [...seen];
  };
  const first: DomInputs['first'] = (name, root) => {
    for (const selector of selectors(name)) {
      const el = select(selector, root)[0];
      if (el) return el;
    }
    return undefined;
  };
  const text: DomInputs['text'] = (name, root) => {
    for (const selector of selectors(name)) {
      for (const el of select(selector, root)) {
        const value = cleanText(el.textContent);
        if (value) return value;
      }
    }
    return null;
  };
  return {
    all,
    first,
    text,
    texts: (name, root) => all(name, root).flatMap((el) => cleanText(el.textContent) ?? []),
    matches: (el, name) => selectors(name).some((s) => elementMatches(el, s)),
    suffixes: (name) =>
      selectors(name).flatMap((selector) => {
        const m = PREFIX.exec(selector.trim());
        const prefix = m?.[2] ?? m?.[3];
        if (!m?.[1] || !prefix) return [];
        const byValue = new Map<string, Element>();
        for (const el of select(selector)) {
          const value = el.getAttribute(m[1]) ?? '';
          if (!byValue.has(value)) byValue.set(value, el);
        }
        return [...byValue].map(([value, element]) => ({ rest: value.slice(prefix.length), element }));
      }),
  };
};
