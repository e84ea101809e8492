import { VALIDATION } from '@pp/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { users } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { getUser } from '../users/find-user';
import { paymentProvider } from './payment-provider-for';

/** Cancels at the end of the paid period (never immediately): access runs until then. */
export async function cancelSubscription(ctx: AppContext, userId: string, subscriptionId?: string) {
  const user = await getUser(ctx.db, userId);
  const active =
    user.is_subscribed &&
    user.subscription_id &&
    user.subscription_end_date &&
    user.subscription_end_date >= ctx.now();
  if (!active || !user.subscription_id || (subscriptionId && subscriptionId !== user.subscription_id)) {
    throw badRequest(VALIDATION.noActiveSubscription);
  }
  const sub = await paymentProvider(ctx).cancelAtPeriodEnd(user.subscription_id);
  const [updated] = await ctx.db
    .update(users)
    .set({
      cancel_at_period_end: true,
      subscription_end_date: sub.periodEnd ?? user.subscription_end_date,
      updated_at: ctx.now(),
    })
    .where(eq(users.id, userId))
    .returning();
  return {
    subscription_id: user.subscription_id,
    cancel_at_period_end: true,
    subscription_end_date: updated?.subscription_end_date?.toISOString() ?? null,
  };
}
