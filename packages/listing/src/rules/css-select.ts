import {
  allElements,
  elementPositions,
  elementsByAttribute,
  elementsByTag,
  pageMemo,
} from '../helpers/page-elements';
import { HOOK_ATTRIBUTES } from '../helpers/page-walk';

/**
 * CSS selectors of the reader rules (issue 25), answered from the page's one walk (page-elements.ts)
 * when they are of the shape the rules use: compounds of a tag, ids, classes and attribute tests
 * (`[a]`, `[a="v"]`, `[a^="v"]`) joined by spaces. happy-dom, where the readers are tested and measured,
 * matches a selector query against each element of the page, and a rule set asks dozens of them per
 * read: a lookup in the walk's maps costs next to nothing. Any other selector goes to the DOM's own
 * querySelectorAll, guarded: a selector the DOM refuses finds nothing and never throws out of a reader.
 */

type Test = { kind: 'id' | 'class' | 'attr'; name: string; op?: '=' | '^='; value?: string };
type Compound = { tag: string | null; tests: Test[] };

/** An identifier as CSS writes one unescaped (a class or id may not start with a digit). */
const IDENT = String.raw`-?[_a-zA-Z][\w-]*`;
const VALUE = String.raw`(?:"([^"]*)"|'([^']*)'|([\w-]+))`;
const ATTR = String.raw`\[([\w-]+)(?:(\^?=)${VALUE})?\]`;
const COMPOUND = new RegExp(String.raw`([a-zA-Z][\w-]*|\*)?((?:#${IDENT}|\.${IDENT}|${ATTR})*)`, 'y');
const TEST = new RegExp(String.raw`#(${IDENT})|\.(${IDENT})|${ATTR}`, 'g');

/** The compounds of a selector the walk can answer, or null (it goes to querySelectorAll). */
export const parseSelector = (selector: string): Compound[] | null => {
  const compounds: Compound[] = [];
  const text = selector.trim();
  let at = 0;
  while (at < text.length) {
    COMPOUND.lastIndex = at;
    const m = COMPOUND.exec(text);
    if (!m || m[0].length === 0) return null;
    const tests: Test[] = [];
    for (const t of (m[2] ?? '').matchAll(TEST)) {
      if (t[1]) tests.push({ kind: 'id', name: t[1] });
      else if (t[2]) tests.push({ kind: 'class', name: t[2] });
      else if (t[3])
        tests.push({
          kind: 'attr',
          name: t[3].toLowerCase(),
          op: t[4] as Test['op'],
          value: t[5] ?? t[6] ?? t[7],
        });
    }
    compounds.push({ tag: m[1] && m[1] !== '*' ? m[1].toLowerCase() : null, tests });
    at += m[0].length;
    const gap = /\s*/y;
    gap.lastIndex = at;
    const space = gap.exec(text)?.[0].length ?? 0;
    // Only the descendant combinator (a space) joins compounds here.
    if (space === 0 && at < text.length) return null;
    at += space;
  }
  return compounds.length > 0 ? compounds : null;
};

const passes = (el: Element, t: Test): boolean => {
  if (t.kind === 'id') return el.getAttribute('id') === t.name;
  // The attribute, not classList: happy-dom builds a token list object for each classList read.
  if (t.kind === 'class') return !!el.getAttribute('class')?.split(/\s+/).includes(t.name);
  const value = el.getAttribute(t.name);
  if (value === null) return false;
  if (t.op === '=') return value === t.value;
  if (t.op === '^=') return !!t.value && value.startsWith(t.value);
  return true;
};

export const matchesCompound = (el: Element, c: Compound): boolean =>
  (c.tag === null || el.localName === c.tag) && c.tests.every((t) => passes(el, t));

/**
 * The elements of each wanted class, in one pass over the page kept for the extraction (a reader's
 * classes together: one pass, not one per class). Only wanted classes are kept: splitting every class
 * attribute of a large page costs more than the cheap substring test that rules most elements out.
 */
const classIndex = (document: Document, wanted: ReadonlySet<string>): Map<string, Element[]> =>
  pageMemo(document, `css-select:classes:${[...wanted].sort().join(' ')}`, () => {
    const index = new Map<string, Element[]>();
    const names = [...wanted];
    for (const el of allElements(document)) {
      const value = el.getAttribute('class');
      if (!value) continue;
      for (const name of names) {
        if (!value.includes(name) || !value.split(/\s+/).includes(name)) continue;
        const list = index.get(name);
        if (list) list.push(el);
        else index.set(name, [el]);
      }
    }
    return index;
  });

/** The class names a list of selectors tests, to index them in one pass (classIndex). */
export const classNamesOf = (selectors: readonly string[]): Set<string> =>
  new Set(
    selectors.flatMap((s) =>
      (parseSelector(s) ?? []).flatMap((c) => c.tests.filter((t) => t.kind === 'class').map((t) => t.name)),
    ),
  );

/**
 * The page's elements that may match `c`, in document order, from the cheapest list that holds them
 * all: an id, a hook attribute's value (the walk's maps), a class, a tag, and only then an attribute the
 * walk does not keep (one more pass over the page, kept for the extraction).
 */
const candidates = (document: Document, c: Compound, classes?: ReadonlySet<string>): Element[] => {
  const id = c.tests.find((t) => t.kind === 'id');
  if (id) return elementsByAttribute(document, 'id').get(id.name) ?? [];
  const attrs = c.tests.filter((t) => t.kind === 'attr' && t.op !== undefined);
  const hooked = attrs.filter((t) => HOOK_ATTRIBUTES.has(t.name));
  const others = attrs.filter((t) => !HOOK_ATTRIBUTES.has(t.name));
  const byValue = hooked.find((t) => t.op === '=') ?? hooked[0];
  if (byValue) return valued(document, byValue);
  const cls = c.tests.find((t) => t.kind === 'class');
  if (cls)
    return classIndex(document, classes?.has(cls.name) ? classes : new Set([cls.name])).get(cls.name) ?? [];
  if (c.tag) return elementsByTag(document, c.tag);
  const other = others.find((t) => t.op === '=') ?? others[0];
  return other ? valued(document, other) : allElements(document);
};

/** Elements whose attribute is (or, for `^=`, starts with) the test's value, in document order. */
const valued = (document: Document, t: Test): Element[] => {
  const map = elementsByAttribute(document, t.name);
  if (t.op === '=') return map.get(t.value ?? '') ?? [];
  const lists = [...map].filter(([value]) => value.startsWith(t.value ?? '')).map(([, els]) => els);
  if (lists.length <= 1) return lists[0] ?? [];
  const position = elementPositions(document);
  return lists.flat().sort((a, b) => (position.get(a) ?? 0) - (position.get(b) ?? 0));
};

/** Elements under any of `roots` (not the roots themselves) matching `c`: each once, root by root. */
const below = (
  document: Document,
  roots: Element[],
  c: Compound,
  classes?: ReadonlySet<string>,
): Element[] => {
  const found = new Set<Element>();
  const indexed = c.tests.some((t) => t.kind !== 'attr' || t.op !== undefined);
  for (const root of roots) {
    // A tag alone is the root's own list (a gallery's images); anything indexed is looked up once.
    const pool =
      !indexed && c.tag
        ? Array.from(root.getElementsByTagName(c.tag))
        : candidates(document, c, classes).filter((el) => el !== root && root.contains(el));
    for (const el of pool) if (matchesCompound(el, c)) found.add(el);
  }
  return [...found];
};

/** A querySelectorAll the DOM may refuse (an invalid selector in a published rule set): nothing found. */
const guardedQuery = (scope: ParentNode, selector: string): Element[] => {
  try {
    return Array.from(scope.querySelectorAll(selector));
  } catch {
    return [];
  }
};

/**
 * Every element matching `selector` in the page, or under `root` when given, in document order.
 * `classes`: every class the caller's selectors test, indexed together on first use.
 */
export const selectAll = (
  document: Document,
  selector: string,
  root?: Element,
  classes?: ReadonlySet<string>,
): Element[] => {
  const compounds = parseSelector(selector);
  if (!compounds) return guardedQuery(root ?? document, selector);
  const [head, ...rest] = compounds;
  if (!head) return [];
  let found = root
    ? below(document, [root], head, classes)
    : candidates(document, head, classes).filter((el) => matchesCompound(el, head));
  for (const c of rest) found = below(document, found, c, classes);
  return found;
};

/** Whether `el` itself matches `selector` (a refused selector matches nothing). */
export const elementMatches = (el: Element, selector: string): boolean => {
  const compounds = parseSelector(selector);
  if (compounds?.length === 1 && compounds[0]) return matchesCompound(el, compounds[0]);
  try {
    return el.matches(selector);
  } catch {
    return false;
  }
};
