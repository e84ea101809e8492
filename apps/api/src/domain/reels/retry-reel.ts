import { MESSAGES, REEL_MESSAGES, type TReel } from '@pp/contract';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { reels } from '../../db/schema';
import { AppError, conflict, notFound } from '../../lib/errors';
import { debitCredit } from '../credits/change-credits';
import { notifyLowCredits } from '../credits/notify-low-credits';
import { requireActiveAccess } from '../usage/require-dashboard-access';
import { getUser } from '../users/find-user';
import { findOwnReel } from './find-reels';
import { notifyReelChanged } from './notify-reel-changed';
import { reelCreditRef, reelOut } from './reel-out';

/**
 * Queues a failed reel again. Its failure gave the credit back, so a retry takes a new one (the
 * next charge, with its own ledger ref) in the same transaction that resets the row.
 */
export async function retryReel(ctx: AppContext, userId: string, reelId: string): Promise<TReel> {
  const found = await findOwnReel(ctx.db, userId, reelId);
  if (!found) throw notFound(REEL_MESSAGES.notFound);
  if (found.row.status !== 'failed') throw conflict(REEL_MESSAGES.retryOnlyFailed);
  const now = ctx.now();
  requireActiveAccess(await getUser(ctx.db, userId), now, REEL_MESSAGES.notEntitled);
  const row = await ctx.db.transaction(async (tx) => {
    const charge = found.row.charges + 1;
    // The status condition makes two quick retries take one credit: the second updates nothing.
    const [updated] = await tx
      .update(reels)
      .set({ status: 'queued', progress: 0, error: null, charges: charge, worker: null, updated_at: now })
      .where(
        and(eq(reels.id, found.row.id), eq(reels.status, 'failed'), eq(reels.charges, found.row.charges)),
      )
      .returning();
    if (!updated) throw conflict(REEL_MESSAGES.retryOnlyFailed);
    if (!(await debitCredit(tx, userId, 'reel_generation', reelCreditRef(updated.id, charge), now))) {
      throw new AppError(402, MESSAGES.noCreditsLeft);
    }
    return updated;
  });
  await ctx.jobs.reels.offer(row.id);
  // After the commit: the debit may have left the Video Credits at their last one.
  await notifyLowCredits(ctx, userId);
  await notifyReelChanged(ctx, row.id);
  return reelOut(row, found.address, ctx.signer, now);
}
