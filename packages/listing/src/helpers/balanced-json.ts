import { parseJson } from './json';
import { elementsByTag, literalOnce } from './page-elements';

/**
 * Parses the JS object literal that starts at the first `{` after `marker` in a script's text
 * (e.g. `root.__reactServerState.InitialContext = {...};`), scanning to its matching brace so that
 * whatever code follows it does not matter.
 */
export const readAssignedJson = (text: string, marker: string): unknown => {
  const at = text.indexOf(marker);
  if (at < 0) return undefined;
  const start = text.indexOf('{', at + marker.length);
  return start < 0 ? undefined : readJsonAt(text, start).value;
};

/** Outside strings only quotes and braces matter; native searches skip the rest (a page's script is up to 1 MB). */
const STRUCTURE = /["{}]/g;

/** The index of the quote closing the string opened at `open`, or -1: a quote after an odd run of backslashes is escaped. */
const stringEnd = (text: string, open: number): number => {
  for (let at = text.indexOf('"', open + 1); at >= 0; at = text.indexOf('"', at + 1)) {
    let slashes = 0;
    while (text.charCodeAt(at - 1 - slashes) === 92 /* \ */) slashes++;
    if (slashes % 2 === 0) return at;
  }
  return -1;
};

/**
 * Parses the object literal whose `{` is at `start`, scanning to its matching brace; `end` is the index
 * after it (or `start` when the braces never close), so a caller can go on scanning from there.
 */
export const readJsonAt = (text: string, start: number): { value: unknown; end: number } =>
  literalOnce(text, start, () => scanJsonAt(text, start));

const scanJsonAt = (text: string, start: number): { value: unknown; end: number } => {
  let depth = 0;
  STRUCTURE.lastIndex = start;
  for (let m = STRUCTURE.exec(text); m; m = STRUCTURE.exec(text)) {
    const c = text.charCodeAt(m.index);
    if (c === 34 /* " */) {
      const end = stringEnd(text, m.index);
      if (end < 0) break;
      STRUCTURE.lastIndex = end + 1;
    } else if (c === 123 /* { */) depth++;
    else if (--depth === 0) return { value: parseJson(text.slice(start, m.index + 1)), end: m.index + 1 };
  }
  return { value: undefined, end: start };
};

/** The text of the first inline script containing `marker`. */
export const scriptContaining = (document: Document, marker: string): string | undefined => {
  // The page's scripts are gathered once per extraction (page-elements.ts), not once per marker.
  for (const script of elementsByTag(document, 'script')) {
    if (script.hasAttribute('src')) continue;
    const text = script.textContent ?? '';
    if (text.includes(marker)) return text;
  }
  return undefined;
};
