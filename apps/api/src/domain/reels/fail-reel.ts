import { REEL_MESSAGES } from '@pp/contract';
import { eq } from 'drizzle-orm';
import type { ServicesContext } from '../../app-context';
import { reels } from '../../db/schema';
import { PermanentJobError } from '../../queue/job-queue';
import { refundCredit } from '../credits/change-credits';
import { notifyReelChanged } from './notify-reel-changed';
import { reelCreditRef } from './reel-out';

/** What the agent reads: the renderer's own words for bad input, a general sentence otherwise. */
export const failureMessage = (error: Error) =>
  error instanceof PermanentJobError
    ? `${error.message.replace(/\.$/, '')}. Your credit was given back.`
    : REEL_MESSAGES.renderFailed;

/**
 * A reel that failed for good: marked failed with the reason, and its credit of this charge given
 * back (ledger `refund`, ref `reel:<id>:<charge>`). Idempotent: a second report changes nothing,
 * and the ledger refuses a second refund of the same charge.
 */
export async function failReel(ctx: ServicesContext, reelId: string, error: Error): Promise<void> {
  const changed = await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(reels).where(eq(reels.id, reelId)).for('update');
    if (!row || row.status === 'success' || row.status === 'failed') return false;
    const now = ctx.now();
    await tx
      .update(reels)
      .set({ status: 'failed', error: failureMessage(error), updated_at: now })
      .where(eq(reels.id, reelId));
    await refundCredit(tx, row.user_id, 'reel_generation', reelCreditRef(row.id, row.charges), now);
    return true;
  });
  if (changed) await notifyReelChanged(ctx, reelId);
}
