import { OPERATOR_OPERATIONS_MESSAGES as M, REEL_CANCELLED_BY_SUPPORT } from '@pp/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { reels } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';
import { PermanentJobError } from '../../queue/job-queue';
import { failReel } from '../reels/fail-reel';
import { findOwnReel } from '../reels/find-reels';
import { retryReel } from '../reels/retry-reel';
import type { Operator } from './console-operator';
import { recordOperatorAction } from './record-operator-action';

const ownReel = async (ctx: AppContext, userId: string, reelId: string) => {
  const found = await findOwnReel(ctx.db, userId, reelId);
  if (!found) throw notFound(M.reelNotFound);
  return found.row;
};

/**
 * Support queues a failed reel again through the agent's own retry (retryReel): the same state
 * rule, the same next charge of a credit, the same job. Logged once it is queued.
 */
export async function operatorRetryReel(
  ctx: AppContext,
  operator: Operator,
  userId: string,
  reelId: string,
  reason: string,
) {
  await ownReel(ctx, userId, reelId);
  const reel = await retryReel(ctx, userId, reelId);
  await recordOperatorAction(
    ctx.db,
    operator,
    { action: 'reel_retry', targetUserId: userId, targetRef: reelId, reason },
    ctx.now(),
  );
  return { id: reel.reel_id, status: reel.status };
}

/**
 * Support cancels a queued or rendering reel. Reels have no cancelled state, so a cancel is the
 * failure path itself (failReel): marked failed with "Cancelled by support", this charge's credit
 * given back through the ledger, and a render in progress stops at its next progress write.
 */
export async function operatorCancelReel(
  ctx: AppContext,
  operator: Operator,
  userId: string,
  reelId: string,
  reason: string,
) {
  const row = await ownReel(ctx, userId, reelId);
  if (row.status !== 'queued' && row.status !== 'rendering') throw conflict(M.cancelOnlyRunning);
  await failReel(ctx, reelId, new PermanentJobError(REEL_CANCELLED_BY_SUPPORT));
  const [after] = await ctx.db.select({ status: reels.status }).from(reels).where(eq(reels.id, reelId));
  // It finished (or was deleted) between the read and the cancel: nothing was cancelled.
  if (after?.status !== 'failed') throw conflict(M.cancelOnlyRunning);
  await recordOperatorAction(
    ctx.db,
    operator,
    { action: 'reel_cancel', targetUserId: userId, targetRef: reelId, reason, details: { was: row.status } },
    ctx.now(),
  );
  return { id: reelId, status: after.status };
}
