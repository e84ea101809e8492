import type { TOpenHouse, TReaderRulePath, TReaderScriptRef, TSourceRules } from '@pp/contract';
import { readAssignedJson, scriptContaining } from '../helpers/balanced-json';
import { asArray, isObject, readScriptJson } from '../helpers/json';
import type { ListingPart } from '../helpers/listing-draft';
import { cleanText } from '../helpers/text';

/**
 * The generic half of a source reader (issue 25): its inputs are named in the reader rules
 * (`record_fields`: name → paths), and this follows the paths. A path steps into object keys, and into
 * an array by a number ("0"). The first path that gives a value (not null, not undefined) wins, as
 * `a ?? b` would in code; what the value means (parsing, checks) stays with the reader.
 */
export const valueAt = (root: unknown, path: TReaderRulePath, first = rootStep): unknown => {
  let current: unknown = first(root, path[0] ?? '');
  for (let i = 1; i < path.length && current !== undefined; i++) current = step(current, path[i] ?? '');
  return current;
};

const step = (value: unknown, key: string): unknown => {
  if (Array.isArray(value)) return /^\d+$/.test(key) ? value[Number(key)] : undefined;
  return isObject(value) ? value[key] : undefined;
};

/** How a path's first key is read from the reader's root (Redfin's roots are its cached API answers). */
export type FirstStep = (root: unknown, key: string) => unknown;
const rootStep: FirstStep = step;

/** The raw value of the reader input `name` under `root`: its paths in order, the first present wins. */
export const inputOf = (rules: TSourceRules, root: unknown, name: string, first?: FirstStep): unknown => {
  for (const path of rules.record_fields?.[name] ?? []) {
    const value = valueAt(root, path, first);
    if (value !== null && value !== undefined) return value;
  }
  return undefined;
};

/** Every path's value of the input `name` (lists the reader reads one after another, such as photo lists). */
export const inputsOf = (rules: TSourceRules, root: unknown, name: string, first?: FirstStep): unknown[] =>
  (rules.record_fields?.[name] ?? []).map((path) => valueAt(root, path, first));

/** The inputs `street`, `city`, `state` and `postal_code` under `root` (an address record), as clean text. */
export const addressAt = (
  rules: TSourceRules,
  root: unknown,
  first?: FirstStep,
): NonNullable<ListingPart['address']> => ({
  street: cleanText(inputOf(rules, root, 'street', first)),
  city: cleanText(inputOf(rules, root, 'city', first)),
  state: cleanText(inputOf(rules, root, 'state', first)),
  postal_code: cleanText(inputOf(rules, root, 'postal_code', first)),
});

/**
 * The open houses of a list: each item's inputs `open_house_start` and `open_house_end` as the source
 * writes its times (`time` answers null for none); an item without a start is left out.
 */
export const openHousesAt = (
  rules: TSourceRules,
  list: unknown,
  time: (value: unknown) => string | null,
): TOpenHouse[] =>
  asArray(list).flatMap((item) => {
    const start = time(inputOf(rules, item, 'open_house_start'));
    return start ? [{ start, end: time(inputOf(rules, item, 'open_house_end')) }] : [];
  });

/** The JSON of a rule's script: by element id, or the object literal after a marker text. */
export const scriptRootJson = (document: Document, script: TReaderScriptRef): unknown => {
  if (script.id) return readScriptJson(document, script.id);
  const text = script.marker ? scriptContaining(document, script.marker) : undefined;
  return text && script.marker ? readAssignedJson(text, script.marker) : undefined;
};

/** The candidate containers of the rules' `record_roots`, in order: the value at each root's path. */
export const recordRoots = (document: Document, rules: TSourceRules): unknown[] => {
  const scripts = new Map<string, unknown>();
  return (rules.record_roots ?? []).map(({ script, path }) => {
    const key = `${script.id ?? ''}\u0000${script.marker ?? ''}`;
    if (!scripts.has(key)) scripts.set(key, scriptRootJson(document, script));
    return valueAt(scripts.get(key), path);
  });
};
