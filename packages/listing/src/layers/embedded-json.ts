import { isObject, type JsonObject } from '../helpers/json';
import { candidateIdsFromUrl } from '../listing-id';
import { Collector, fieldValue, type LayerResult } from './collector';
import { nestedJson } from './json-discovery';
import { fieldOfKey, readRecord, recordOwner } from './listing-record';
import { type PageContext, pageContext } from './page-scan';

/**
 * Layer 3: the listing record in whatever JSON the page embeds, found by what it holds rather than
 * where a design put it. Every object whose own keys name three or more listing fields is a candidate;
 * the page's record is the one naming this page's listing id (a page also embeds nearby homes, similar
 * homes, partial copies of itself), then the most complete — never simply the first.
 */

/**
 * An object met on the walk. Its path ("script#__NEXT_DATA__.props.pageProps…") is spelled out only for
 * the few objects that are candidates: a large page embeds hundreds of thousands of objects.
 */
type Node = { value: JsonObject; parent: Node | null; step: string; root: string };
type Candidate = {
  node: Node;
  path: string;
  own: number;
  score: number;
  matchesUrl: boolean;
  into: Collector;
};

const pathOf = (node: Node): string => {
  const steps: string[] = [];
  for (let at: Node | null = node; at; at = at.parent) steps.push(at.step);
  return node.root + steps.reverse().join('');
};

const MAX_NODES = 400_000;
/** Fields that make a record a listing, weighted over the rest when records are compared. */
const CORE = new Set([
  'price',
  'beds',
  'baths_total',
  'living_area_sqft',
  'address.street',
  'address.city',
  'photos',
  'status',
]);

/** How many listing fields an object's own keys name; synonyms are told apart only past three keys. */
const ownHits = (o: JsonObject): number => {
  let keys = 0;
  for (const key in o) if (fieldOfKey(key)) keys++;
  if (keys < 3) return keys;
  const fields = new Set<string>();
  for (const key in o) {
    const field = fieldOfKey(key);
    if (field) fields.add(field);
  }
  return fields.size;
};

/** Objects and arrays, and strings long enough to hold JSON: scalars hold no record. */
const worthVisiting = (v: unknown): boolean =>
  (typeof v === 'object' && v !== null) || (typeof v === 'string' && v.length >= 80);

type Pending = { value: unknown; parent: Node | null; step: string; root: string };

const findCandidates = (roots: { value: unknown; path: string }[]): Candidate[] => {
  const candidates: Candidate[] = [];
  const stack: Pending[] = roots.map((r) => ({ value: r.value, parent: null, step: '', root: r.path }));
  let visited = 0;
  while (stack.length > 0 && visited++ < MAX_NODES) {
    const { value, parent, step, root } = stack.pop()!;
    if (typeof value === 'string') {
      const nested = nestedJson(value);
      if (nested !== undefined) stack.push({ value: nested, parent, step: `${step}(json)`, root });
    } else if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) {
        const item = value[i];
        if (worthVisiting(item)) stack.push({ value: item, parent, step: `${step}[${i}]`, root });
      }
    } else if (isObject(value)) {
      const node: Node = { value, parent, step, root };
      const own = ownHits(value);
      if (own >= 3)
        candidates.push({
          node,
          path: pathOf(node),
          own,
          score: 0,
          matchesUrl: false,
          into: new Collector(),
        });
      const keys = Object.keys(value);
      for (let i = keys.length - 1; i >= 0; i--) {
        const key = keys[i]!;
        const child = value[key];
        if (worthVisiting(child)) stack.push({ value: child, parent: node, step: `.${key}`, root });
      }
    }
  }
  return candidates;
};

type Owner = ReturnType<typeof recordOwner>;

/**
 * A record's owner, or that of the record holding it (a similar home's `description` is not ours).
 * Candidates share their holders, so each object's own answer is worked out once (`owners`).
 */
const ownerWithin = (node: Node, urlIds: string[], owners: Map<Node, Owner>): Owner => {
  for (let at: Node | null = node, n = 0; at && n <= 2; at = at.parent, n++) {
    let owner = owners.get(at);
    if (owner === undefined) {
      owner = recordOwner(at.value, urlIds);
      owners.set(at, owner);
    }
    if (owner !== 'unknown') return owner;
  }
  return 'unknown';
};

export const embeddedJsonLayer = (
  document: Document,
  url: string,
  page: PageContext = pageContext(document, url),
): LayerResult => {
  const candidates = findCandidates(page.json());
  if (candidates.length === 0) return new Collector().result();
  const urlIds = candidateIdsFromUrl(url);
  const owners = new Map<Node, Owner>();
  for (const c of candidates) {
    const owner = ownerWithin(c.node, urlIds, owners);
    // A record naming another home (similar homes, nearby homes) is never this page's: not read at all.
    if (owner === 'other') {
      c.score = -1;
      continue;
    }
    readRecord(c.node.value, c.path, c.into);
    const fields = Object.keys(c.into.paths);
    c.score = fields.reduce((n, f) => n + (CORE.has(f) ? 2 : 1), 0);
    c.matchesUrl = owner === 'same';
  }
  const ranked = candidates
    .filter((c) => c.score >= 0)
    .sort((a, b) => Number(b.matchesUrl) - Number(a.matchesUrl) || b.score - a.score || b.own - a.own);
  const best = ranked[0];
  if (!best) return new Collector().result();
  const into = best.into;
  // Gaps: other copies of the same listing (a partial record beside the full one), then the objects
  // that hold the record (Redfin keeps photos beside the facts, not inside them).
  if (best.matchesUrl) for (const c of ranked.slice(1)) if (c.matchesUrl) fill(into, c.into);
  for (let up = best.node.parent, n = 0; up && n < 2; up = up.parent, n++)
    readRecord(up.value, pathOf(up), into, 2);
  return into.result();
};

const fill = (into: Collector, from: Collector) => {
  for (const [field, path] of Object.entries(from.paths)) {
    const f = field as keyof typeof from.paths;
    if (!into.has(f)) into.set(f, fieldValue(from.part, f), path);
  }
};
