import { isObject, type JsonObject } from '../helpers/json';
import { candidateIdsFromUrl } from '../listing-id';
import { Collector, fieldValue, type LayerResult } from './collector';
import { discoverJson, nestedJson } from './json-discovery';
import { fieldOfKey, readRecord, recordOwner } from './listing-record';

/**
 * Layer 3: the listing record in whatever JSON the page embeds, found by what it holds rather than
 * where a design put it. Every object whose own keys name three or more listing fields is a candidate;
 * the page's record is the one naming this page's listing id (a page also embeds nearby homes, similar
 * homes, partial copies of itself), then the most complete — never simply the first.
 */

type Node = { value: JsonObject; path: string; parent: Node | null };
type Candidate = { node: Node; own: number; score: number; matchesUrl: boolean; into: Collector };

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

const ownHits = (o: JsonObject): number => {
  const fields = new Set<string>();
  for (const key in o) {
    const field = fieldOfKey(key);
    if (field) fields.add(field);
  }
  return fields.size;
};

const findCandidates = (roots: { value: unknown; path: string }[]): Candidate[] => {
  const candidates: Candidate[] = [];
  const stack: { value: unknown; path: string; parent: Node | null }[] = roots.map((r) => ({
    ...r,
    parent: null,
  }));
  let visited = 0;
  while (stack.length > 0 && visited++ < MAX_NODES) {
    const { value, path, parent } = stack.pop()!;
    if (typeof value === 'string') {
      const nested = nestedJson(value);
      if (nested !== undefined) stack.push({ value: nested, path: `${path}(json)`, parent });
    } else if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--)
        stack.push({ value: value[i], path: `${path}[${i}]`, parent });
    } else if (isObject(value)) {
      const node: Node = { value, path, parent };
      const own = ownHits(value);
      if (own >= 3) candidates.push({ node, own, score: 0, matchesUrl: false, into: new Collector() });
      const keys = Object.keys(value);
      for (let i = keys.length - 1; i >= 0; i--) {
        const key = keys[i]!;
        const child = value[key];
        if (typeof child === 'object' || (typeof child === 'string' && child.length >= 80))
          stack.push({ value: child, path: `${path}.${key}`, parent: node });
      }
    }
  }
  return candidates;
};

/** A record's owner, or that of the record holding it (a similar home's `description` is not ours). */
const ownerWithin = (node: Node, urlIds: string[]): ReturnType<typeof recordOwner> => {
  for (let at: Node | null = node, n = 0; at && n <= 2; at = at.parent, n++) {
    const owner = recordOwner(at.value, urlIds);
    if (owner !== 'unknown') return owner;
  }
  return 'unknown';
};

export const embeddedJsonLayer = (document: Document, url: string): LayerResult => {
  const candidates = findCandidates(discoverJson(document));
  if (candidates.length === 0) return new Collector().result();
  const urlIds = candidateIdsFromUrl(url);
  for (const c of candidates) {
    readRecord(c.node.value, c.node.path, c.into);
    const fields = Object.keys(c.into.paths);
    c.score = fields.reduce((n, f) => n + (CORE.has(f) ? 2 : 1), 0);
    const owner = ownerWithin(c.node, urlIds);
    c.matchesUrl = owner === 'same';
    // A record naming another home (similar homes, nearby homes) is never this page's.
    if (owner === 'other') c.score = -1;
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
    readRecord(up.value, up.path, into, 2);
  return into.result();
};

const fill = (into: Collector, from: Collector) => {
  for (const [field, path] of Object.entries(from.paths)) {
    const f = field as keyof typeof from.paths;
    if (!into.has(f)) into.set(f, fieldValue(from.part, f), path);
  }
};
