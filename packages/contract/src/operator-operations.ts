import { z } from 'zod';
import { successEnvelope } from './envelope';

/**
 * The operators' console, second part (issue 28): lock an account, retry or cancel a reel or a
 * scheduled post, and the operations pages (queues, Stripe webhook events, connected-account
 * failures). Every action carries a reason (ZOperatorReasonRequestSchema) and is audited.
 *
 * Who may do what: locking and unlocking end every sign-in of the account and hold its posts, so
 * they are admin-only; retrying or cancelling a reel or a post is a routine support fix (a cancel
 * gives back the credit exactly as a failure would), so support may do it too.
 */

export const OPERATOR_OPERATIONS_MESSAGES = {
  locked: 'Account locked',
  unlocked: 'Account unlocked',
  alreadyLocked: 'This account is already locked',
  notLocked: 'This account is not locked',
  lockSelf: 'You cannot lock your own account',
  reelNotFound: 'Reel not found',
  reelRetried: 'Reel queued again',
  reelCancelled: 'Reel cancelled and its credit given back',
  cancelOnlyRunning: 'Only a queued or rendering reel can be cancelled',
  postNotFound: 'Scheduled post not found',
  postRetried: 'Post scheduled again',
  postCancelled: 'Post cancelled',
  retryOnlyFailedPost: 'Only a failed post can be retried',
  queues: 'Queues fetched',
  webhookEvents: 'Webhook events fetched',
  accountFailures: 'Connected-account failures fetched',
} as const;

/** What a locked account's sign-in, refresh or old access token is answered (403), and the agent reads. */
export const ACCOUNT_LOCKED_MESSAGE = 'This account is locked. Contact support to have it unlocked.' as const;

/** What the agent reads on a reel an operator cancelled (the failure's wording adds the credit line). */
export const REEL_CANCELLED_BY_SUPPORT = 'Cancelled by support' as const;

/** The account's lock as the console shows it. */
export const ZOperatorLockSchema = z.object({
  locked_at: z.string().nullable(),
  lock_reason: z.string(),
});
export type TOperatorLock = z.infer<typeof ZOperatorLockSchema>;
export const ZOperatorLockResponseSchema = successEnvelope(ZOperatorLockSchema);

/** `/users/:id/reels/:item/…` and `/users/:id/scheduled-posts/:item/…`. */
export const ZOperatorItemParamsSchema = z.object({ id: z.string().max(100), item: z.string().max(100) });

/** A reel or a post after an operator's action: its id and new status. */
export const ZOperatorItemStateSchema = z.object({ id: z.string(), status: z.string() });
export const ZOperatorItemStateResponseSchema = successEnvelope(ZOperatorItemStateSchema);

export const QUEUE_JOB_STATES = ['waiting', 'active', 'failed', 'delayed'] as const;
export type QueueJobState = (typeof QUEUE_JOB_STATES)[number];

export const ZQueueJobSchema = z.object({
  id: z.string(),
  state: z.enum(QUEUE_JOB_STATES),
  /** Tries made so far. */
  attempts: z.number().int(),
  /** The last error (failed jobs, and jobs waiting for a retry), or null. */
  error: z.string().nullable(),
  /** When the job was added (waiting/active), will run (delayed) or failed; null when unknown. */
  at: z.string().nullable(),
});
export type TQueueJob = z.infer<typeof ZQueueJobSchema>;

export const ZQueueSnapshotSchema = z.object({
  name: z.string(),
  counts: z.object({
    waiting: z.number().int(),
    active: z.number().int(),
    failed: z.number().int(),
    delayed: z.number().int(),
  }),
  /** The most recent jobs of each state, at most OPERATOR_QUEUE_JOBS of each. */
  jobs: z.array(ZQueueJobSchema),
});
export type TQueueSnapshot = z.infer<typeof ZQueueSnapshotSchema>;

/** Jobs listed per state on the queues page; the counts are complete. */
export const OPERATOR_QUEUE_JOBS = 20;

export const ZOperatorQueuesSchema = z.object({
  /** 'bullmq' with REDIS_URL (every process's jobs), 'memory' otherwise (this API process only). */
  backend: z.enum(['bullmq', 'memory']),
  queues: z.array(ZQueueSnapshotSchema),
});
export type TOperatorQueues = z.infer<typeof ZOperatorQueuesSchema>;
export const ZOperatorQueuesResponseSchema = successEnvelope(ZOperatorQueuesSchema);

/** One Stripe event the webhook applied (webhook_events: recorded in the same transaction as its effect). */
export const ZWebhookEventSchema = z.object({ id: z.string(), type: z.string(), received_at: z.string() });
export const ZOperatorWebhookEventsSchema = z.object({
  events: z.array(ZWebhookEventSchema),
  /** Events of each type in the last 7 days. */
  by_type: z.array(z.object({ type: z.string(), count: z.number().int() })),
});
export type TOperatorWebhookEvents = z.infer<typeof ZOperatorWebhookEventsSchema>;
export const ZOperatorWebhookEventsResponseSchema = successEnvelope(ZOperatorWebhookEventsSchema);

export const ACCOUNT_FAILURE_KINDS = ['revoked', 'expired', 'publish_failed'] as const;
export type AccountFailureKind = (typeof ACCOUNT_FAILURE_KINDS)[number];

/** A connected account that needs its owner: grant revoked or expired, or its last publish failed. */
export const ZAccountFailureSchema = z.object({
  user_id: z.string(),
  email: z.string(),
  platform: z.string(),
  account_name: z.string(),
  kind: z.enum(ACCOUNT_FAILURE_KINDS),
  /** When it happened: revoked_at, expires_at, or the failed post's last change. */
  since: z.string(),
  /** The failed post's error, when kind is publish_failed. */
  error: z.string().nullable(),
});
export type TAccountFailure = z.infer<typeof ZAccountFailureSchema>;
export const ZOperatorAccountFailuresResponseSchema = successEnvelope(
  z.object({ failures: z.array(ZAccountFailureSchema) }),
);
