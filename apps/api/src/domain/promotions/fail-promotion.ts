import { LISTING_MESSAGES, PLATFORM_ADDON, type PublishPlatform, type TPromotion } from '@pp/contract';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { promotions, users } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { refundCredit } from '../credits/change-credits';
import { isUuid } from '../listings/save-listing';
import { promotionOut } from './promotion-out';
import { creditRef } from './publish-promotion';

/**
 * The publish did not happen: the promotion is marked failed and its credit given back. Calling it
 * again changes nothing (the refund is once per promotion), so a retried request is safe.
 */
export async function failPromotion(
  ctx: AppContext,
  userId: string,
  promotionId: string,
): Promise<TPromotion> {
  if (!isUuid(promotionId)) throw notFound(LISTING_MESSAGES.promotionNotFound);
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(promotions)
      .where(and(eq(promotions.id, promotionId), eq(promotions.user_id, userId)))
      .for('update');
    if (!row) throw notFound(LISTING_MESSAGES.promotionNotFound);
    const addon = PLATFORM_ADDON[row.platform as PublishPlatform];
    let current = row;
    if (row.status !== 'failed') {
      const now = ctx.now();
      const [updated] = await tx
        .update(promotions)
        .set({ status: 'failed', updated_at: now })
        .where(eq(promotions.id, row.id))
        .returning();
      current = updated ?? row;
      await refundCredit(tx, userId, addon, creditRef(row.id), now);
    }
    const [counter] = await tx.select({ left: users[addon] }).from(users).where(eq(users.id, userId));
    return promotionOut(current, [], counter?.left ?? 0);
  });
}
