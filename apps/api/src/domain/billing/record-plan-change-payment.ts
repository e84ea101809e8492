import { randomBytes } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { transactions } from '../../db/schema';
import { addCredits } from '../credits/change-credits';
import type { PlanChange } from './payment-provider';

/**
 * The sandbox's charge for a plan switch, as Stripe's invoice.paid would record it: a transaction of
 * the prorated amount on the card of the user's latest payment, and the new plan's Marketplace
 * listings for the period that starts now.
 */
export async function recordPlanChangePayment(
  ctx: AppContext,
  change: PlanChange,
  amountCents: number,
  now: Date,
) {
  const ref = `sub_change_sandbox_${randomBytes(12).toString('base64url')}`;
  await ctx.db.transaction(async (tx) => {
    const [last] = await tx
      .select({ card_name: transactions.card_name, card_number: transactions.card_number })
      .from(transactions)
      .where(eq(transactions.user_id, change.userId))
      .orderBy(desc(transactions.created_at))
      .limit(1);
    await tx.insert(transactions).values({
      user_id: change.userId,
      external_id: ref,
      card_name: last?.card_name ?? null,
      card_number: last?.card_number ?? null,
      amount_cents: amountCents,
      currency: 'usd',
      status: 'paid',
      receipt_url: null,
      addon_name: change.to.id,
      payment_type: 'subscription_change',
      created_at: now,
    });
    await addCredits(
      tx,
      change.userId,
      'promote_to_facebook_marketplace',
      change.to.facebook_marketplace_listings,
      'purchase',
      ref,
      now,
    );
  });
}
