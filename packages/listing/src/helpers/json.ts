import { elementById, parseOnce } from './page-elements';

/** Safe access into parsed page JSON, whose shape we never trust. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

export const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Follows a path of keys and indexes; undefined as soon as a step is missing. */
export const dig = (value: unknown, ...path: (string | number)[]): unknown => {
  let current: unknown = value;
  for (const key of path) {
    if (typeof key === 'number') {
      if (!Array.isArray(current)) return undefined;
      current = current[key];
    } else {
      if (!isObject(current)) return undefined;
      current = current[key];
    }
  }
  return current;
};

export const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

const parseOrUndefined = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/** Short texts are parsed each time; long ones once per extraction (page-elements.ts parseOnce). */
const PARSE_ONCE_FROM = 2_000;

export const parseJson = (text: string | null | undefined): unknown => {
  if (!text) return undefined;
  return text.length < PARSE_ONCE_FROM ? parseOrUndefined(text) : parseOnce(text, parseOrUndefined);
};

/** Parsed JSON of the script with this id (e.g. __NEXT_DATA__); by id, the cheapest lookup a DOM has. */
export const readScriptJson = (document: Document, id: string): unknown => {
  const element = elementById(document, id);
  return element?.tagName.toLowerCase() === 'script' ? parseJson(element.textContent) : undefined;
};
