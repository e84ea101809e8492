import { z } from 'zod';
import { COMPLIANCE_SEVERITIES } from './listing';

/**
 * The claim checker's findings (issue 26): a fact stated in a post's text, checked against the
 * listing it promotes. `block` when the listing says otherwise; `warn` when nothing in the listing's
 * facts or description supports it (the agent confirms it, or removes it).
 */
export const CLAIM_FIELDS = [
  'price',
  'beds',
  'baths_total',
  'baths_full',
  'baths_half',
  'living_area_sqft',
  'lot_size',
  'year_built',
  'status',
  'open_houses',
  'property_type',
  'address.street',
  'address.postal_code',
  'mls_id',
  /** A property feature (pool, garage, view…): the listing has no feature list, so its description decides. */
  'description',
] as const;
export type ClaimField = (typeof CLAIM_FIELDS)[number];

export const ZClaimFindingSchema = z.object({
  /** The claim as written in the checked text. */
  claim: z.string().max(300),
  field: z.enum(CLAIM_FIELDS),
  /** The feature a `description` finding is about (pool, garage, water_view…). */
  feature: z.string().max(40).nullable(),
  /** The listing's value, as the editor shows it beside the claim (null when the listing has none). */
  listed: z.union([z.string().max(300), z.number()]).nullable(),
  /** Offset of the claim in the checked text. */
  index: z.number().int().min(0),
  severity: z.enum(COMPLIANCE_SEVERITIES),
  /** One sentence for the agent: what the listing says and why the claim is flagged. */
  reason: z.string().max(500),
});
export type TClaimFinding = z.infer<typeof ZClaimFindingSchema>;

/**
 * An agent's explicit override of the claim checker's blocks, sent with a publish or a schedule:
 * `all` accepts every block in the text; otherwise each accepted claim is named by its field and text.
 * Every accepted block is recorded in the listing's audit trail with who and when.
 */
export const ZClaimOverrideSchema = z.union([
  z.literal(true),
  z.array(z.object({ field: z.enum(CLAIM_FIELDS), claim: z.string().max(300) })).max(50),
]);
export type TClaimOverride = z.infer<typeof ZClaimOverrideSchema>;
