import { readJsonAt } from '../helpers/balanced-json';
import { isObject, parseJson } from '../helpers/json';
import { elementsByTag } from '../helpers/page-elements';

/**
 * Every JSON document a page embeds, wherever a design puts it: JSON scripts (`__NEXT_DATA__`,
 * Apollo and Redux states, `type=application/json`), and object literals assigned or passed in page
 * scripts (`window.x = {…}`, `__APOLLO_STATE__ = {…}`, `trulia.propertyData.set({…})`,
 * `MOVE_DATA.propertyDetails={…}`). JSON-LD is the structured layer's.
 */
export type JsonRoot = { value: unknown; path: string };

/** An assignment or call whose object literal starts with a quoted key: JSON, not code. */
const LITERAL = /([\w$.\]['"-]{0,80})\s*(?:=|\(|:)\s*\{\s*"/g;
const MAX_LITERALS_PER_SCRIPT = 40;

export const discoverJson = (document: Document): JsonRoot[] => {
  const roots: JsonRoot[] = [];
  for (const script of elementsByTag(document, 'script')) {
    if (script.hasAttribute('src')) continue;
    const type = (script.getAttribute('type') ?? '').toLowerCase();
    if (type === 'application/ld+json') continue;
    const text = script.textContent ?? '';
    if (text.length < 20) continue;
    const name = script.id ? `script#${script.id}` : 'script';
    if (type.includes('json')) {
      const value = parseJson(text.trim());
      if (value !== undefined) roots.push({ value, path: name });
      continue;
    }
    LITERAL.lastIndex = 0;
    let tries = 0;
    for (let m = LITERAL.exec(text); m && tries < MAX_LITERALS_PER_SCRIPT; m = LITERAL.exec(text)) {
      tries++;
      const start = text.indexOf('{', m.index + m[0].length - 3);
      const { value, end } = readJsonAt(text, start);
      if (isObject(value)) roots.push({ value, path: `${name} ${m[1] || '{…}'}` });
      if (end > start) LITERAL.lastIndex = end;
    }
  }
  return roots;
};

/**
 * A string holding JSON (Zillow's `gdpClientCache`, Redfin's cached API answers prefixed `{}&&`):
 * its parsed value, else undefined. Only long strings that open an object are tried.
 */
export const nestedJson = (value: string): unknown => {
  if (value.length < 80) return undefined;
  const text = value.startsWith('{}&&') ? value.slice(4) : value;
  if (text.charCodeAt(0) !== 123 /* { */ || text.charCodeAt(1) !== 34 /* " */) return undefined;
  return parseJson(text);
};
