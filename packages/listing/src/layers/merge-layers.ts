import type { ListingPart } from '../helpers/listing-draft';
import { standardStreet } from '../helpers/street-words';
import {
  Collector,
  type FieldName,
  fieldValue,
  isMissing,
  type LayerName,
  type LayerResult,
} from './collector';
import { photoKey } from './record-photos';

/** Where a merged field came from and how far it can be trusted. */
export type FieldReport = {
  value: unknown;
  layer: LayerName | null;
  path: string | null;
  /** 0-1: the layer's own reliability, raised by layers that agree, lowered by layers that do not. */
  confidence: number;
  /** Layers that found a different value (so the agent is asked). */
  disagreeing: LayerName[];
  /** Shown to the agent to confirm or correct before anything is published. */
  needsConfirmation: boolean;
};

/** How much a field is worth from each layer alone: a site's own data down to text read by pattern. */
const BASE: Record<LayerName, number> = { source: 0.8, structured: 0.7, embedded: 0.6, text: 0.4 };
/** Fields never published unconfirmed when they are empty or doubtful (issue 25). */
export const CRITICAL: FieldName[] = ['price', 'status', 'address.street'];
/**
 * Never put to the agent: the page's address is the tab they are on (a layer's canonical link in
 * another scheme or form is not a doubt about the listing).
 */
const NEVER_ASKED = new Set<FieldName>(['url']);

const words = (v: string) => v.toLowerCase().replace(/[^a-z0-9]+/g, '');

/**
 * Two layers agree when they name the same thing, however each writes it: a street in its Postal
 * Service form ("Court" is "Ct"), a page address whatever its scheme.
 */
export const sameValue = (a: unknown, b: unknown, field?: FieldName): boolean => {
  if (field === 'address.street' && typeof a === 'string' && typeof b === 'string')
    return standardStreet(a) === standardStreet(b);
  if (typeof a === 'number' && typeof b === 'number')
    return Math.abs(a - b) <= Math.max(1, Math.abs(a) * 0.005);
  if (typeof a === 'string' && typeof b === 'string') return words(a) === words(b);
  if (Array.isArray(a) && Array.isArray(b)) {
    const keys = new Set(a.map((u) => photoKey(String(u))));
    return b.some((u) => keys.has(photoKey(String(u))));
  }
  return JSON.stringify(a) === JSON.stringify(b);
};

export type MergedLayers = { part: ListingPart; fields: Partial<Record<FieldName, FieldReport>> };

/**
 * Merges the layers' results, `results` in order of trust: each field takes the first layer's value,
 * and its confidence from how many of the other layers that found it agree.
 */
export const mergeLayers = (
  results: [LayerName, LayerResult][],
  /** Layers whose values may fill the record; the others only vouch for or question them. */
  filling: readonly LayerName[] = results.map(([layer]) => layer),
): MergedLayers => {
  const merged = new Collector();
  const fields: Partial<Record<FieldName, FieldReport>> = {};
  const names = new Set<FieldName>([
    ...results.flatMap(([, r]) => Object.keys(r.paths) as FieldName[]),
    ...CRITICAL,
  ]);
  for (const field of names) {
    const found = results.flatMap(([layer, r]) => {
      const value = fieldValue(r.part, field);
      return isMissing(value) ? [] : [{ layer, value, path: r.paths[field] ?? null }];
    });
    const chosen = found.find((f) => filling.includes(f.layer));
    if (!chosen) {
      // Left empty on purpose (an estimate is not a price) or not shown; another layer's reading is a
      // question for the agent, not an answer.
      const others = found.map((f) => f.layer);
      fields[field] = {
        value: null,
        layer: null,
        path: null,
        confidence: 0,
        disagreeing: others,
        needsConfirmation: CRITICAL.includes(field) || (others.length > 0 && !NEVER_ASKED.has(field)),
      };
      continue;
    }
    merged.set(field, chosen.value, chosen.path ?? chosen.layer);
    const agreeing = found.filter((f) => sameValue(chosen.value, f.value, field)).length;
    const disagreeing = found.filter((f) => !sameValue(chosen.value, f.value, field)).map((f) => f.layer);
    const confidence = Math.min(1, BASE[chosen.layer] + 0.15 * (agreeing - 1)) * (agreeing / found.length);
    fields[field] = {
      value: chosen.value,
      layer: chosen.layer,
      path: chosen.path,
      confidence: Math.round(confidence * 100) / 100,
      disagreeing,
      needsConfirmation: !NEVER_ASKED.has(field) && (disagreeing.length > 0 || chosen.layer === 'text'),
    };
  }
  return { part: merged.part, fields };
};

/**
 * A field the trusted layer left empty but the finished listing derives from what it did read (a
 * total of baths from the full and half counts) is that layer's answer: the other layers' readings
 * vouch for or question the derived value instead of standing in for a missing one.
 */
export const reportDerived = (
  fields: Partial<Record<FieldName, FieldReport>>,
  results: [LayerName, LayerResult][],
  finished: ListingPart,
): void => {
  for (const [field, report] of Object.entries(fields) as [FieldName, FieldReport][]) {
    const value = fieldValue(finished, field);
    if (report.layer !== null || isMissing(value) || CRITICAL.includes(field)) continue;
    const found = results.flatMap(([layer, r]) => {
      const v = fieldValue(r.part, field);
      return isMissing(v) ? [] : [{ layer, v }];
    });
    const disagreeing = found.filter((f) => !sameValue(value, f.v, field)).map((f) => f.layer);
    fields[field] = {
      value,
      layer: 'source',
      path: 'derived',
      confidence: found.length === 0 ? BASE.source : BASE.source * (1 - disagreeing.length / found.length),
      disagreeing,
      needsConfirmation: !NEVER_ASKED.has(field) && disagreeing.length > 0,
    };
  }
};
