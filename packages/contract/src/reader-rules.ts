import { z } from 'zod';
import { LISTING_SOURCES, type ListingSource } from './constants';
import { successEnvelope } from './envelope';
import { EXTRACTION_FIELDS, type ExtractionField } from './extraction-health';
import { LISTING_STATUSES } from './listing';
import { ZDomFields } from './reader-dom-rules';

/**
 * Reader rules (issue 25): where each site keeps a listing's fields — paths into its embedded JSON,
 * CSS selectors and label words of its printed page — as versioned, signed DATA the API serves, so a
 * site's redesign is answered by publishing a rule set instead of shipping an extension release.
 *
 * Why this is data, not remote code: Manifest V3 forbids remote code (scripts, eval, new Function),
 * not remote data. A rule set only says where to look and which transform of a closed list to apply
 * ('price', 'count', 'status-map' …); the code that looks and transforms ships in the extension and
 * is reviewed with it. Nothing in a rule set is ever executed: paths are lists of object keys, selectors
 * go to querySelectorAll, and a pattern is a bounded regular expression compiled with `new RegExp` only
 * after this schema validated it, to pick a figure out of a text (data matching data, no code).
 */

export const READER_RULE_TRANSFORMS = [
  'text',
  'number',
  'price',
  'count',
  'year',
  'url',
  'status-map',
  'property-type',
] as const;
export type ReaderRuleTransform = (typeof READER_RULE_TRANSFORMS)[number];

/** The fields a rule may read: one value each (photos and open houses stay with the code readers). */
export const READER_RULE_FIELDS = EXTRACTION_FIELDS.filter(
  (f): f is Exclude<ExtractionField, 'photos' | 'open_houses' | 'lot_unit' | 'currency'> =>
    !['photos', 'open_houses', 'lot_unit', 'currency'].includes(f),
);
export type ReaderRuleField = (typeof READER_RULE_FIELDS)[number];

/** Limits that keep a rule set small enough to check and cheap to run on every read. */
export const READER_RULE_LIMITS = {
  keyLength: 120,
  pathDepth: 12,
  pathsPerField: 8,
  fieldsPerSource: 40,
  selectorLength: 200,
  patternLength: 120,
  labelLength: 60,
  /** Named inputs of one source reader (`record_fields`). */
  inputsPerSource: 80,
  /** The whole rule set as canonical JSON, in characters. */
  totalLength: 100_000,
} as const;

const L = READER_RULE_LIMITS;
const key = z.string().min(1).max(L.keyLength);
/** A path of object keys from a JSON value; '*' stands for every key of the object at that step. */
const ZRulePath = z.array(key).min(1).max(L.pathDepth);
/** A script holding JSON: by element id (`__NEXT_DATA__`), or by a text the script contains before its object. */
const ZScriptRef = z.strictObject({ id: key.optional(), marker: key.optional() });
/** The name of a source reader's input (`beds`, `sold_price`, `listed_by` …), as the built-in set names it. */
const ZInputName = z
  .string()
  .regex(/^[a-z][a-z0-9_]{0,59}$/, 'an input name is lower case letters, digits and _');

const compiles = (pattern: string) => {
  try {
    new RegExp(pattern, 'i');
    return true;
  } catch {
    return false;
  }
};
/** A data-only pattern: length-bounded, no back-references (no catastrophic matching on long text). */
const ZRulePattern = z
  .string()
  .min(1)
  .max(L.patternLength)
  .refine((p) => !/\\[1-9k]/.test(p), 'back-references are not allowed')
  .refine(compiles, 'not a valid regular expression');

const fieldMapping = {
  field: z.enum(READER_RULE_FIELDS),
  transform: z.enum(READER_RULE_TRANSFORMS),
  /** For 'status-map': the site's words (lower case) → our status. Other words fall back to the shared mapping. */
  status_map: z.record(z.string().min(1).max(L.labelLength), z.enum(LISTING_STATUSES)).optional(),
};

const ZEmbeddedFieldRule = z.strictObject({
  ...fieldMapping,
  /** Paths from the listing record, tried in order; the first that gives a value wins. */
  paths: z.array(ZRulePath).min(1).max(L.pathsPerField),
});

const ZTextFieldRule = z
  .strictObject({
    ...fieldMapping,
    /** Elements whose text is the value (the first that gives one wins). */
    selectors: z.array(z.string().min(1).max(L.selectorLength)).max(L.pathsPerField).default([]),
    /** Label words: a "Label: value" line, or a label element followed by its value, in any casing. */
    labels: z.array(z.string().min(1).max(L.labelLength)).max(L.pathsPerField).default([]),
    /** Picks the value out of the text found: the first capture group, or the whole match. */
    pattern: ZRulePattern.optional(),
  })
  .refine((r) => r.selectors.length + r.labels.length > 0, 'a text rule needs a selector or a label');

const ZSourceRules = z.strictObject({
  embedded: z
    .strictObject({
      /** Scripts holding the data: by element id (`__NEXT_DATA__`), or by a text the script contains before its JSON. */
      scripts: z.array(ZScriptRef).min(1).max(8),
      /** Paths from the script's JSON to the candidate listing records, most specific first. */
      records: z
        .array(ZRulePath)
        .min(1)
        .max(L.pathsPerField * 2),
      /** A candidate is the record only if it has one of these keys (a bare object is not a listing). */
      record_keys: z.array(key).min(1).max(L.pathsPerField),
      fields: z.array(ZEmbeddedFieldRule).max(L.fieldsPerSource).default([]),
    })
    .optional(),
  text: z.strictObject({ fields: z.array(ZTextFieldRule).max(L.fieldsPerSource) }).optional(),
  /**
   * Extra label words for the code readers' printed-detail rows (Redfin "Year Built", Zillow "year
   * built"), by field: read where the readers already look, before their own words.
   */
  labels: z
    .partialRecord(z.enum(READER_RULE_FIELDS), z.array(z.string().min(1).max(L.labelLength)).max(12))
    .optional(),
  /** Paths (from the page's JSON) the code reader takes as the listing record before its own. */
  record_paths: z
    .array(ZRulePath)
    .max(L.pathsPerField * 2)
    .optional(),
  /**
   * Where the source reader's candidate records are: a script, then a path of plain keys into its
   * JSON (followed as an input path is: no '*'). Roots are tried in order. Zillow's root is a cache
   * whose every entry is a candidate: the reader picks among one root's entries (the URL's home,
   * then the most complete) and goes to the next root only when it has none.
   */
  record_roots: z
    .array(z.strictObject({ script: ZScriptRef, path: ZRulePath }))
    .max(L.pathsPerField)
    .optional(),
  /**
   * The source reader's inputs: for each name, paths from its record to the raw value, tried in order
   * (the first present wins, as `a ?? b` in code). The reader's own parsing and checks still apply to
   * what a path gives (an estimate is never a price, a count is above zero), so a published set can
   * re-map any input without touching them.
   */
  record_fields: z
    .record(ZInputName, z.array(ZRulePath).min(1).max(L.pathsPerField))
    .refine((r) => Object.keys(r).length <= L.inputsPerSource, 'too many record fields')
    .optional(),
  /**
   * The printed-page readers' inputs (reader-dom-rules.ts): for each name, CSS selectors tried in
   * order. Only where to look: what the element's text means stays with the reader.
   */
  dom_fields: ZDomFields.optional(),
});

const sourcesShape = z.partialRecord(z.enum(LISTING_SOURCES), ZSourceRules);

/** What an operator writes and `npm run reader-rules -- publish` stamps with a version and a date. */
export const ZReaderRulesDraftSchema = z.strictObject({
  version: z.int().positive().optional(),
  created_at: z.iso.datetime().optional(),
  note: z.string().max(500).optional(),
  sources: sourcesShape,
});

export const ZReaderRulesSchema = ZReaderRulesDraftSchema.extend({
  version: z.int().positive(),
  created_at: z.iso.datetime(),
}).refine((r) => canonicalJson(r).length <= L.totalLength, 'the rule set is too large');

export type TReaderRules = z.infer<typeof ZReaderRulesSchema>;
export type TReaderRulesDraft = z.input<typeof ZReaderRulesDraftSchema>;
export type TSourceRules = z.infer<typeof ZSourceRules>;
export type TEmbeddedFieldRule = z.infer<typeof ZEmbeddedFieldRule>;
export type TTextFieldRule = z.infer<typeof ZTextFieldRule>;
export type TReaderRulePath = z.infer<typeof ZRulePath>;
export type TReaderScriptRef = z.infer<typeof ZScriptRef>;

/** GET /api/v1/reader-rules: the latest rule set and its Ed25519 signature (base64) over canonicalJson(rules). */
export const ZSignedReaderRulesSchema = z.strictObject({
  rules: ZReaderRulesSchema,
  signature: z.base64().max(200),
});
export type TSignedReaderRules = z.infer<typeof ZSignedReaderRulesSchema>;

export const ZReaderRulesResponseSchema = successEnvelope(ZSignedReaderRulesSchema);

export const READER_RULES_MESSAGES = { fetched: 'Reader rules fetched' } as const;

/**
 * The bytes that are signed: JSON with every object's keys sorted, so the API (which stores the rules
 * as JSONB, whose key order is its own) and the extension sign and check the very same text.
 */
export const canonicalJson = (value: unknown): string => {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
};

export const sourceRulesOf = (rules: TReaderRules | null | undefined, source: ListingSource) =>
  rules?.sources[source];
