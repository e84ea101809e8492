import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { users } from '../../db/schema';
import { paymentProvider } from './payment-provider-for';
import { claimWebhookEvent, type WebhookEventRef } from './record-webhook-event';

/**
 * customer.subscription.updated / .deleted: the event only says "look again". The subscription is
 * read fresh from the processor, so events arriving late or out of order can never roll state back.
 */
export async function syncSubscription(ctx: AppContext, subscriptionId: string, event: WebhookEventRef) {
  const sub = await paymentProvider(ctx).retrieveSubscription(subscriptionId);
  await ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    if (!(await claimWebhookEvent(tx, event, now))) return;
    const set = sub.active
      ? {
          is_subscribed: true,
          cancel_at_period_end: sub.cancelAtPeriodEnd,
          subscription_end_date: sub.periodEnd,
        }
      : // Ended: access stops now; the cancelled box gives way, and a new plan can be bought.
        { is_subscribed: false, cancel_at_period_end: false, subscription_id: null };
    await tx
      .update(users)
      .set({ ...set, updated_at: now })
      .where(eq(users.subscription_id, subscriptionId));
  });
}
