import type { AddonKey } from '@pp/contract';
import { and, eq, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { AppContext } from '../../app-context';
import type { DbOrTx } from '../../db/client';
import { creditLedger, transactions } from '../../db/schema';
import { reverseCredits } from '../credits/change-credits';
import { paymentProvider } from './payment-provider-for';
import { claimWebhookEvent, type WebhookEventRef } from './record-webhook-event';

export interface RefundFacts {
  paymentIntentId: string | null;
  /** What was charged, and what has been refunded of it so far (Stripe reports the running total). */
  amountCents: number;
  refundedCents: number;
}

export function refundFacts(charge: Stripe.Charge): RefundFacts {
  const intent = charge.payment_intent;
  return {
    paymentIntentId: typeof intent === 'string' ? intent : (intent?.id ?? null),
    amountCents: charge.amount,
    refundedCents: charge.amount_refunded,
  };
}

/**
 * A refund made at the processor (charge.refunded) reaches the account. The purchase is found
 * through the charge's payment intent: a credit pack's or a plan's checkout, or a plan's renewal
 * invoice. Its transaction shows 'refunded', or 'partially_refunded' while money remains, and the
 * credits it granted (ledger rows of reason 'purchase' with its ref) are taken back in proportion
 * to the money returned, as far as they are still unspent. Each partial refund takes only what the
 * earlier ones did not. A plan is not ended here: Stripe reports that as customer.subscription.*.
 */
export async function applyRefund(ctx: AppContext, facts: RefundFacts, ref: WebhookEventRef): Promise<void> {
  const purchase = facts.paymentIntentId
    ? await paymentProvider(ctx).findPurchaseByPaymentIntent(facts.paymentIntentId)
    : null;
  await ctx.db.transaction(async (tx) => {
    if (!(await claimWebhookEvent(tx, ref, ctx.now()))) return;
    if (!purchase || facts.amountCents <= 0) return;
    await settleRefund(tx, purchase, facts, ctx.now());
  });
}

/**
 * What a refund of `purchase` changes on our side, in the caller's transaction: the transaction's
 * status, and the credits it granted taken back in proportion. Safe to run again for the same totals
 * (the webhook that follows a refund made here takes nothing more). Answers the purchase's owner.
 */
export async function settleRefund(
  tx: DbOrTx,
  purchase: string,
  facts: Pick<RefundFacts, 'amountCents' | 'refundedCents'>,
  now: Date,
): Promise<string | null> {
  const full = facts.refundedCents >= facts.amountCents;
  const [paid] = await tx
    .update(transactions)
    .set({ status: full ? 'refunded' : 'partially_refunded' })
    .where(eq(transactions.external_id, purchase))
    .returning({ userId: transactions.user_id });
  if (!paid) return null;

  const granted = await tx
    .select({ addon: creditLedger.addon, delta: creditLedger.delta })
    .from(creditLedger)
    .where(
      and(
        eq(creditLedger.user_id, paid.userId),
        eq(creditLedger.reason, 'purchase'),
        eq(creditLedger.ref, purchase),
      ),
    );
  for (const { addon, delta } of granted) {
    const owed = full ? delta : Math.floor((delta * facts.refundedCents) / facts.amountCents);
    const [earlier] = await tx
      .select({ taken: sql<string>`coalesce(-sum(${creditLedger.delta}), 0)` })
      .from(creditLedger)
      .where(
        and(
          eq(creditLedger.user_id, paid.userId),
          eq(creditLedger.addon, addon),
          eq(creditLedger.reason, 'reversal'),
          // Exact prefix: LIKE would read the underscores of Stripe ids as wildcards.
          sql`starts_with(${creditLedger.ref}, ${`${purchase}#`})`,
        ),
      );
    await reverseCredits(
      tx,
      paid.userId,
      addon as AddonKey,
      owed - Number(earlier?.taken ?? 0),
      `${purchase}#${facts.refundedCents}`,
      now,
    );
  }
  return paid.userId;
}
