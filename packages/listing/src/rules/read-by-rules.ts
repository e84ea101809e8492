import type { TReaderRulePath, TReaderScriptRef, TSourceRules, TTextFieldRule } from '@pp/contract';
import { isObject, type JsonObject, parseJson } from '../helpers/json';
import type { ListingPart } from '../helpers/listing-draft';
import { cleanText } from '../helpers/text';
import { Collector, type FieldName } from '../layers/collector';
import { scriptRootJson } from './record-input';
import { applyTransform, pickByPattern } from './rule-transforms';

/** Sets a rule's value; a lot size carries its unit along (lot_unit is no rule field of its own). */
const setValue = (into: Collector, field: string, value: unknown, path: string): boolean => {
  if (value === null || value === undefined) return false;
  if (field === 'lot_size' && isObject(value)) {
    into.set('lot_size', value.value, path);
    into.set('lot_unit', value.unit, path);
  } else into.set(field as FieldName, value, path);
  return true;
};

/** A JSON text met on the way down a path (caches kept as strings) is read as the JSON it holds. */
const unwrap = (value: unknown): unknown =>
  typeof value === 'string' && /^\s*[[{]/.test(value) ? parseJson(value) : value;

/** Every value at `path` under `root`; '*' steps into every key (or item) of the value there. */
export const valuesAtPath = (root: unknown, path: TReaderRulePath): unknown[] => {
  let level: unknown[] = [root];
  for (const key of path) {
    const next: unknown[] = [];
    for (const raw of level) {
      const value = unwrap(raw);
      if (key === '*') {
        if (Array.isArray(value)) next.push(...value);
        else if (isObject(value)) next.push(...Object.values(value));
      } else if (Array.isArray(value) && /^\d+$/.test(key)) next.push(value[Number(key)]);
      else if (isObject(value) && key in value) next.push(value[key]);
    }
    level = next;
    if (level.length === 0) break;
  }
  return level.map(unwrap).filter((v) => v !== undefined);
};

/** The JSON of each script a rule names: by element id, or the object after a marker text. */
const scriptRoots = (document: Document, scripts: TReaderScriptRef[]): unknown[] =>
  scripts.flatMap((script) => {
    const json = scriptRootJson(document, script);
    return script.id || json !== undefined ? [json] : [];
  });

/** The first object found at `paths` (most specific first) carrying one of `keys`; roots are the page's JSON. */
export const findRecord = (
  roots: unknown[],
  paths: TReaderRulePath[],
  keys: string[],
): { record: JsonObject; at: string } | undefined => {
  for (const path of paths) {
    for (const root of roots) {
      const record = valuesAtPath(root, path).find(
        (v): v is JsonObject => isObject(v) && keys.some((k) => v[k] !== undefined && v[k] !== null),
      );
      if (record) return { record, at: path.join('.') };
    }
  }
  return undefined;
};

const readEmbedded = (
  rules: NonNullable<TSourceRules['embedded']>,
  document: Document,
  url: string,
  into: Collector,
) => {
  if (rules.fields.length === 0) return;
  const found = findRecord(scriptRoots(document, rules.scripts), rules.records, rules.record_keys);
  if (!found) return;
  for (const rule of rules.fields) {
    for (const path of rule.paths) {
      const value = applyTransform(rule, valuesAtPath(found.record, path)[0], url);
      if (setValue(into, rule.field, value, `rules:${found.at}.${path.join('.')}`)) break;
    }
  }
};

/** The value printed with a label: the rest of a "Label: value" line, or the element after the label. */
const byLabel = (document: Document, label: string): string | null => {
  const wanted = label.trim().toLowerCase();
  for (const el of Array.from(document.body?.getElementsByTagName('*') ?? [])) {
    if (el.children.length > 2) continue;
    const text = cleanText(el.textContent);
    if (!text) continue;
    const lower = text.toLowerCase();
    if (lower.startsWith(`${wanted}:`)) return cleanText(text.slice(wanted.length + 1));
    if (lower === wanted) return cleanText(el.nextElementSibling?.textContent);
  }
  return null;
};

/** The text of the first element of a selector; a selector the page's DOM refuses finds nothing. */
const bySelector = (document: Document, selector: string): string | null => {
  try {
    for (const el of Array.from(document.querySelectorAll(selector))) {
      const text = cleanText(el.textContent);
      if (text) return text;
    }
  } catch {
    // An invalid selector is a rule's mistake: it finds nothing, the other rules still run.
  }
  return null;
};

const readText = (rules: TTextFieldRule[], document: Document, url: string, into: Collector) => {
  for (const rule of rules) {
    const places = [
      ...rule.selectors.map((s) => [`rules:css ${s}`, () => bySelector(document, s)] as const),
      ...rule.labels.map((l) => [`rules:label ${l}`, () => byLabel(document, l)] as const),
    ];
    for (const [path, read] of places) {
      const text = read();
      const picked = text === null ? null : pickByPattern(text, rule.pattern);
      if (picked !== null && setValue(into, rule.field, applyTransform(rule, picked, url), path)) break;
    }
  }
};

/**
 * The reader a rule set describes for one source: its embedded-JSON field paths, then its printed-page
 * selectors and labels. It runs before the code readers, so a published rule has the first word.
 */
export const readByRules = (document: Document, url: string, rules?: TSourceRules): ListingPart => {
  const into = new Collector();
  if (rules?.embedded) readEmbedded(rules.embedded, document, url, into);
  if (rules?.text) readText(rules.text.fields, document, url, into);
  return into.result().part;
};
