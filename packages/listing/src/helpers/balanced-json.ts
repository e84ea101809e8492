import { parseJson } from './json';
import { elementsByTag } from './page-elements';

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

/**
 * Parses the object literal whose `{` is at `start`, scanning to its matching brace; `end` is the index
 * after it (or `start` when the braces never close), so a caller can go on scanning from there.
 */
export const readJsonAt = (text: string, start: number): { value: unknown; end: number } => {
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 /* { */) depth++;
    else if (c === 125 /* } */ && --depth === 0)
      return { value: parseJson(text.slice(start, i + 1)), end: i + 1 };
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
