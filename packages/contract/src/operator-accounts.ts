import { z } from 'zod';
import { ADDON_KEYS } from './constants';
import { successEnvelope } from './envelope';
import { ZOperatorAuditEntrySchema, ZOperatorReasonSchema } from './operator-console';
import { safeText } from './safe-text';
import { ZAddonsSchema } from './users';

/** The operators' view of accounts (issue 28): search, one account in full, and the actions on it. */

export const OPERATOR_PAGE_SIZE = 20;

/** GET /api/v1/operator/users?q=&page=: by email or name, any case, part of a word. */
export const ZOperatorUserSearchQuerySchema = z.strictObject({
  q: safeText().trim().max(200).default(''),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type TOperatorUserSearchQuery = z.input<typeof ZOperatorUserSearchQuerySchema>;

export const ZOperatorUserRowSchema = z.object({
  id: z.string(),
  email: z.string(),
  full_name: z.string(),
  role: z.string(),
  email_verified: z.boolean(),
  plan: z.string().nullable(),
  created_at: z.string(),
});
export type TOperatorUserRow = z.infer<typeof ZOperatorUserRowSchema>;

export const ZOperatorUserSearchResponseSchema = successEnvelope(
  z.object({
    users: z.array(ZOperatorUserRowSchema),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
  }),
);
export type TOperatorUserSearch = z.infer<typeof ZOperatorUserSearchResponseSchema>['data'];

export const ZOperatorLedgerRowSchema = z.object({
  id: z.number().int(),
  addon: z.string(),
  delta: z.number().int(),
  reason: z.string(),
  ref: z.string(),
  created_at: z.string(),
});

export const ZOperatorTransactionSchema = z.object({
  id: z.string(),
  external_id: z.string(),
  amount_cents: z.number().int(),
  currency: z.string(),
  status: z.string(),
  addon_name: z.string().nullable(),
  payment_type: z.string().nullable(),
  created_at: z.string(),
});
export type TOperatorTransaction = z.infer<typeof ZOperatorTransactionSchema>;

/** A listing, reel or post in the account view; `error` is what the agent was told when it failed. */
const ZItem = z.object({
  id: z.string(),
  status: z.string(),
  label: z.string(),
  created_at: z.string(),
  error: z.string().nullable(),
});
export type TOperatorItem = z.infer<typeof ZItem>;

/** GET /api/v1/operator/users/:id: everything support needs to answer a ticket, newest first. */
export const ZOperatorAccountSchema = z.object({
  user: ZOperatorUserRowSchema.extend({
    subscribed: z.boolean(),
    subscription_end: z.string().nullable(),
    cancel_at_period_end: z.boolean(),
    trial_end: z.string().nullable(),
    /** Set while an admin's lock holds the account (no sign-in, posts held). */
    locked_at: z.string().nullable(),
    lock_reason: z.string(),
  }),
  credits: ZAddonsSchema,
  /** The counters as the ledger adds them up; equal to `credits` unless something went wrong. */
  ledger_balances: ZAddonsSchema,
  ledger: z.array(ZOperatorLedgerRowSchema),
  transactions: z.array(ZOperatorTransactionSchema),
  listings: z.array(ZItem),
  reels: z.array(ZItem),
  scheduled_posts: z.array(ZItem),
  audit: z.array(ZOperatorAuditEntrySchema),
});
export type TOperatorAccount = z.infer<typeof ZOperatorAccountSchema>;
export const ZOperatorAccountResponseSchema = successEnvelope(ZOperatorAccountSchema);

/** POST /api/v1/operator/users/:id/credits: a positive amount grants, a negative one takes back. */
export const ZOperatorCreditChangeRequestSchema = z.strictObject({
  addon: z.enum(ADDON_KEYS),
  amount: z
    .number()
    .int()
    .min(-10_000)
    .max(10_000)
    .refine((n) => n !== 0, 'The amount cannot be zero'),
  reason: ZOperatorReasonSchema,
});
export type TOperatorCreditChangeRequest = z.input<typeof ZOperatorCreditChangeRequestSchema>;
export const ZOperatorCreditChangeResponseSchema = successEnvelope(
  z.object({ addon: z.enum(ADDON_KEYS), changed_by: z.number().int(), balance: z.number().int() }),
);

/** POST /api/v1/operator/users/:id/refunds: refunds what is left of one paid purchase. */
export const ZOperatorRefundRequestSchema = z.strictObject({
  transaction_id: safeText().min(1).max(100),
  reason: ZOperatorReasonSchema,
});
export type TOperatorRefundRequest = z.input<typeof ZOperatorRefundRequestSchema>;
export const ZOperatorRefundResponseSchema = successEnvelope(
  z.object({ transaction_id: z.string(), status: z.string(), refunded_cents: z.number().int() }),
);

/** POST /api/v1/operator/users/:id/verification-email: a fresh verification link to the account. */
export const ZOperatorReasonRequestSchema = z.strictObject({ reason: ZOperatorReasonSchema });
export type TOperatorReasonRequest = z.input<typeof ZOperatorReasonRequestSchema>;

/** GET /api/v1/operator/audit-log: the latest entries, newest first. */
export const ZOperatorAuditLogResponseSchema = successEnvelope(
  z.object({ entries: z.array(ZOperatorAuditEntrySchema) }),
);
