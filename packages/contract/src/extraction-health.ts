import { z } from 'zod';
import { LISTING_SOURCES } from './constants';
import { successEnvelope } from './envelope';

/**
 * Extraction health (issue 25, "Health you can see"): after each read the extension may send how the
 * reader did — which field NAMES each layer found — so a site's redesign shows as a drop in the
 * operators' view before agents report it. The report is made of names, enums and fixed formats
 * only, and the schemas are strict: a key or value that could carry a URL, an address, an agent or
 * anything else about a person or a home is refused (400), never stored.
 */

export const EXTRACTION_HEALTH_MESSAGES = {
  recorded: 'Extraction report recorded',
  fetched: 'Extraction health fetched',
  operatorsOnly: 'Only operators (admin or support) may read extraction health',
} as const;

/** Every field the reader can find (packages/listing's FieldName, kept equal by a type check there). */
export const EXTRACTION_FIELDS = [
  'source_id',
  'url',
  'status',
  'price',
  'currency',
  'address.street',
  'address.city',
  'address.state',
  'address.postal_code',
  'beds',
  'baths_total',
  'baths_full',
  'baths_half',
  'living_area_sqft',
  'lot_size',
  'lot_unit',
  'year_built',
  'property_type',
  'description',
  'photos',
  'agent_name',
  'agent_phone',
  'brokerage',
  'mls_name',
  'mls_id',
  'open_houses',
] as const;
export type ExtractionField = (typeof EXTRACTION_FIELDS)[number];

/** The reader's layers, in order of trust (packages/listing's LAYER_NAMES). */
export const EXTRACTION_LAYERS = ['source', 'structured', 'embedded', 'text'] as const;
export type ExtractionLayer = (typeof EXTRACTION_LAYERS)[number];

/** packages/listing's designFingerprint: FNV-1a as 8 hex digits, nothing else fits. */
export const DESIGN_FINGERPRINT = /^[0-9a-f]{8}$/;
/** packages/listing's READER_VERSION (year.month.patch). */
export const READER_VERSION_FORMAT = /^\d{4}\.\d{1,2}\.\d{1,3}$/;

const fieldList = z.array(z.enum(EXTRACTION_FIELDS)).max(EXTRACTION_FIELDS.length);
const layerFields = fieldList.optional();

/** POST /api/v1/extraction-reports: one read of one page, names only. */
export const ZExtractionReportRequestSchema = z.strictObject({
  source: z.enum(LISTING_SOURCES),
  reader_version: z.string().regex(READER_VERSION_FORMAT),
  fingerprint: z.string().regex(DESIGN_FINGERPRINT),
  /** The fields each layer found. */
  layers: z.strictObject({
    source: layerFields,
    structured: layerFields,
    embedded: layerFields,
    text: layerFields,
  }),
  /** Layers not run because their answer could not change the listing. */
  skipped: z.array(z.enum(EXTRACTION_LAYERS)).max(EXTRACTION_LAYERS.length),
  /** Fields the agent is asked to confirm. */
  needs_confirmation: fieldList,
  /** Fields no layer found. */
  empty: fieldList,
});
export type TExtractionReportRequest = z.infer<typeof ZExtractionReportRequestSchema>;

export const ZExtractionReportResponseSchema = successEnvelope(z.null());

const ZDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** GET /api/v1/operator/extraction-health?days=N: the last N UTC days, today included. */
export const ZExtractionHealthQuerySchema = z.strictObject({
  days: z.coerce.number().int().min(2).max(90).default(14),
});
export type TExtractionHealthQuery = z.infer<typeof ZExtractionHealthQuerySchema>;

/** One source/field on one day: reads seen, reads that filled it, and filled / reads. */
export const ZFieldDaySchema = z.object({
  day: ZDay,
  reports: z.number().int(),
  filled: z.number().int(),
  needs_confirmation: z.number().int(),
  rate: z.number(),
});
export type TFieldDay = z.infer<typeof ZFieldDaySchema>;

export const ZFieldSeriesSchema = z.object({
  source: z.enum(LISTING_SOURCES),
  field: z.enum(EXTRACTION_FIELDS),
  days: z.array(ZFieldDaySchema),
});
export type TFieldSeries = z.infer<typeof ZFieldSeriesSchema>;

/** One page design of a source over the window: its fields filled over fields seen. */
export const ZDesignRateSchema = z.object({
  source: z.enum(LISTING_SOURCES),
  fingerprint: z.string(),
  first_seen: ZDay,
  reports: z.number().int(),
  rate: z.number(),
});
export type TDesignRate = z.infer<typeof ZDesignRateSchema>;

export const ZHealthFlagSchema = z.discriminatedUnion('kind', [
  /** A field's rate fell by a fifth or more from one day to the next. */
  z.object({
    kind: z.literal('field_drop'),
    source: z.enum(LISTING_SOURCES),
    field: z.enum(EXTRACTION_FIELDS),
    day: ZDay,
    previous_rate: z.number(),
    rate: z.number(),
  }),
  /** A design first seen in the window that reads a fifth or more worse than the source's others. */
  z.object({
    kind: z.literal('new_design'),
    source: z.enum(LISTING_SOURCES),
    fingerprint: z.string(),
    first_seen: ZDay,
    rate: z.number(),
    /** The source's established designs over the window; null when it has none. */
    baseline_rate: z.number().nullable(),
  }),
]);
export type THealthFlag = z.infer<typeof ZHealthFlagSchema>;

export const ZExtractionHealthSchema = z.object({
  from: ZDay,
  to: ZDay,
  fields: z.array(ZFieldSeriesSchema),
  designs: z.array(ZDesignRateSchema),
  flags: z.array(ZHealthFlagSchema),
});
export type TExtractionHealth = z.infer<typeof ZExtractionHealthSchema>;

export const ZExtractionHealthResponseSchema = successEnvelope(ZExtractionHealthSchema);

/** Roles of the users table; granted only by `npm run admin -- grant`, never through the API. */
export const USER_ROLES = ['user', 'support', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];
/** Who may read the operators' views. */
export const OPERATOR_ROLES: readonly UserRole[] = ['support', 'admin'];
