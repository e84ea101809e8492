import { z } from 'zod';
import { successEnvelope } from './envelope';
import { ZComplianceFindingSchema } from './listing';
import { type TPublicOutputProblem, ZPublicOutputProblemSchema } from './public-output-problem';
import { safeText } from './safe-text';
import { requiredText } from './zod-helpers';

/**
 * Whose listing it is, the listing broker's permission and the audit trail of public outputs
 * (issue 22; NAR Standards of Practice 12-4, 12-5, 12-7: https://www.nar.realtor/about-nar/governing-documents/code-of-ethics/2025-code-of-ethics-standards-of-practice).
 */

export const LISTING_COMPLIANCE_MESSAGES = {
  claimFetched: 'Listing claim fetched',
  claimSaved: 'Listing claim saved',
  permissionRecorded: 'Permission recorded',
  permissionExists:
    'The listing broker’s permission is already recorded for this listing; it is kept as the record of what was agreed',
  grantedByRequired: 'Say who gave the permission (the listing broker or agent)',
  methodInvalid: 'Choose how the permission was given: email, MLS or written',
  grantedOnInvalid: 'Give the day the permission was given as YYYY-MM-DD',
  grantedOnFuture: 'The day the permission was given cannot be in the future',
  notAllowed: (what: string) => `This can't be published yet: ${what}`,
  pageNotAvailable: 'This property page is not available',
  auditFetched: 'Audit history fetched',
  exportRangeRequired: 'Give a listing_id, or a from and to date (YYYY-MM-DD)',
  exportRangeOrder: 'The from date must be on or before the to date',
} as const;

export const REPRESENTED_SIDES = ['listing', 'buyer', 'both'] as const;
export type RepresentedSide = (typeof REPRESENTED_SIDES)[number];
export const REPRESENTED_SIDE_LABELS: Record<RepresentedSide, string> = {
  listing: 'The seller (listing side)',
  buyer: 'The buyer',
  both: 'Both sides',
};

export const PERMISSION_METHODS = ['email', 'mls', 'written'] as const;
export type PermissionMethod = (typeof PERMISSION_METHODS)[number];
export const PERMISSION_METHOD_LABELS: Record<PermissionMethod, string> = {
  email: 'By email',
  mls: 'Through the MLS',
  written: 'In writing',
};

/** The four kinds of public output the gate and the audit trail know. */
export const PUBLIC_OUTPUT_KINDS = ['post', 'scheduled_post', 'reel', 'property_page'] as const;
export type PublicOutputKind = (typeof PUBLIC_OUTPUT_KINDS)[number];

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar day that exists (2025-02-30 does not). */
export function isRealDay(value: string): boolean {
  const m = DAY.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === value;
}

/**
 * Why a permission day is refused, or nothing. "Today" is the latest day anywhere on Earth (UTC+14),
 * so an agent whose local date is already tomorrow relative to UTC is never refused.
 */
export function permissionDayProblem(value: string, now: Date): string | undefined {
  if (!isRealDay(value)) return LISTING_COMPLIANCE_MESSAGES.grantedOnInvalid;
  const latest = new Date(now.getTime() + 14 * 3_600_000).toISOString().slice(0, 10);
  return value > latest ? LISTING_COMPLIANCE_MESSAGES.grantedOnFuture : undefined;
}

/** POST /api/v1/listings/:id/permission */
export const ZRecordPermissionRequestSchema = z.object({
  granted_by: requiredText(LISTING_COMPLIANCE_MESSAGES.grantedByRequired, 200),
  method: z.enum(PERMISSION_METHODS, { error: LISTING_COMPLIANCE_MESSAGES.methodInvalid }),
  granted_on: safeText({ error: LISTING_COMPLIANCE_MESSAGES.grantedOnInvalid }).superRefine((v, ctx) => {
    const problem = permissionDayProblem(v, new Date());
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
  note: safeText().trim().max(500, 'Must be at most 500 characters').optional().default(''),
});
export type TRecordPermissionRequest = z.input<typeof ZRecordPermissionRequestSchema>;

export const ZListingPermissionSchema = z.object({
  granted_by: z.string(),
  method: z.enum(PERMISSION_METHODS),
  granted_on: z.string(),
  note: z.string(),
  recorded_at: z.string(),
});
export type TListingPermission = z.infer<typeof ZListingPermissionSchema>;

/** PUT /api/v1/listings/:id/claim: the agent's answer to "Is this my listing?" and the side represented. */
export const ZUpdateListingClaimRequestSchema = z.object({
  is_mine: z.boolean({ error: 'Answer whether this is your listing (true or false)' }),
  represented_side: z
    .enum(REPRESENTED_SIDES, { error: 'Choose the side you represented: listing, buyer or both' })
    .nullable()
    .optional(),
});
export type TUpdateListingClaimRequest = z.infer<typeof ZUpdateListingClaimRequestSchema>;

/** Where the web app lets the agent fix a problem (the profile field's anchor, or the listing page's form). */
export function problemFixPath(problem: Pick<TPublicOutputProblem, 'fix' | 'field'>, listingId: string) {
  return problem.fix === 'profile'
    ? `/dashboard/profile#${problem.field}`
    : `/dashboard/listings/${listingId}#${problem.field}`;
}

/** GET/PUT /api/v1/listings/:id/claim: the listing's compliance state, and what a public output lacks now. */
export const ZListingComplianceSchema = z.object({
  listing_id: z.string(),
  /** The agent's stored answer; null when not answered yet (then `is_mine_default` applies). */
  is_mine: z.boolean().nullable(),
  /** The default from a name AND brokerage match (a name alone never decides). */
  is_mine_default: z.boolean(),
  represented_side: z.enum(REPRESENTED_SIDES).nullable(),
  permission: ZListingPermissionSchema.nullable(),
  /** What a post of the listing lacks now (empty: it can go out). */
  problems: z.array(ZPublicOutputProblemSchema),
});
export type TListingCompliance = z.infer<typeof ZListingComplianceSchema>;
export const ZListingComplianceResponseSchema = successEnvelope(ZListingComplianceSchema);

/** A warning the agent published past: which finding, who accepted it, when. */
export const ZAcceptedWarningSchema = z.object({
  category: z.string(),
  phrase: z.string(),
  user_id: z.string(),
  accepted_at: z.string(),
  /** A claim finding (category 'claim', issue 26): the listing field, its value, and the severity. */
  field: z.string().optional(),
  listed: z.union([z.string(), z.number()]).nullable().optional(),
  severity: z.enum(['block', 'warn']).optional(),
  /** True for a block the agent overrode explicitly (override_claims). */
  override: z.boolean().optional(),
});

export const ZAuditEventSchema = z.object({
  id: z.string(),
  listing_id: z.string().nullable(),
  kind: z.enum(PUBLIC_OUTPUT_KINDS),
  platform: z.string(),
  output_id: z.string(),
  /** The exact text (posts) or media (reel id and photo ids; a page's rendered facts). */
  content: z.record(z.string(), z.unknown()),
  findings: z.array(ZComplianceFindingSchema),
  accepted_warnings: z.array(ZAcceptedWarningSchema),
  permission: z.record(z.string(), z.unknown()).nullable(),
  attribution: z.record(z.string(), z.unknown()),
  facts: z.record(z.string(), z.unknown()),
  created_at: z.string(),
});
export type TAuditEvent = z.infer<typeof ZAuditEventSchema>;
export const ZAuditEventsResponseSchema = successEnvelope(z.object({ events: z.array(ZAuditEventSchema) }));

const exportDay = z.string().refine(isRealDay, 'Give the day as YYYY-MM-DD').optional();

/** GET /api/v1/audit/export?listing_id=…|from=…&to=…&format=csv|json */
export const ZAuditExportQuerySchema = z
  .object({
    listing_id: z.string().uuid('Listing not found').optional(),
    from: exportDay,
    to: exportDay,
    format: z.enum(['csv', 'json'], { error: 'format must be csv or json' }).default('csv'),
  })
  .superRefine((q, ctx) => {
    if (!q.listing_id && !(q.from && q.to))
      ctx.addIssue({
        code: 'custom',
        message: LISTING_COMPLIANCE_MESSAGES.exportRangeRequired,
        path: ['from'],
      });
    if (q.from && q.to && q.from > q.to)
      ctx.addIssue({ code: 'custom', message: LISTING_COMPLIANCE_MESSAGES.exportRangeOrder, path: ['to'] });
  });
export type TAuditExportQuery = z.input<typeof ZAuditExportQuerySchema>;
