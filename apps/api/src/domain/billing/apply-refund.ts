import { addonForCreditType, isCreditType } from '@pp/pricing';
import { and, eq, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { AppContext } from '../../app-context';
import { checkoutSessions, creditLedger, transactions } from '../../db/schema';
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
 * A refund made at the processor (charge.refunded) reaches the account: the purchase's transaction
 * shows 'refunded', or 'partially_refunded', and the credits it bought are taken back in proportion
 * to the money returned, as far as they are still unspent. Each partial refund takes only what the
 * earlier ones did not. Subscription payments are paid through invoices, not checkout sessions, so
 * their refunds find no session here and are only recorded; a plan ends by customer.subscription.*.
 */
export async function applyRefund(ctx: AppContext, facts: RefundFacts, ref: WebhookEventRef): Promise<void> {
  const sessionId = facts.paymentIntentId
    ? await paymentProvider(ctx).findCheckoutByPaymentIntent(facts.paymentIntentId)
    : null;
  await ctx.db.transaction(async (tx) => {
    if (!(await claimWebhookEvent(tx, ref, ctx.now()))) return;
    if (!sessionId) return;
    const [session] = await tx.select().from(checkoutSessions).where(eq(checkoutSessions.id, sessionId));
    if (!session?.fulfilled_at || facts.amountCents <= 0) return;
    const full = facts.refundedCents >= facts.amountCents;
    await tx
      .update(transactions)
      .set({ status: full ? 'refunded' : 'partially_refunded' })
      .where(eq(transactions.external_id, session.id));

    const type = session.credit_type ?? '';
    if (session.package_type !== 'paygo' || !session.quantity || !isCreditType(type)) return;
    const addon = addonForCreditType(type);
    const owed = full
      ? session.quantity
      : Math.floor((session.quantity * facts.refundedCents) / facts.amountCents);
    const [earlier] = await tx
      .select({ taken: sql<string>`coalesce(-sum(${creditLedger.delta}), 0)` })
      .from(creditLedger)
      .where(
        and(
          eq(creditLedger.user_id, session.user_id),
          eq(creditLedger.addon, addon),
          eq(creditLedger.reason, 'reversal'),
          // Exact prefix: LIKE would read the underscores of Stripe ids as wildcards.
          sql`starts_with(${creditLedger.ref}, ${`${session.id}#`})`,
        ),
      );
    await reverseCredits(
      tx,
      session.user_id,
      addon,
      owed - Number(earlier?.taken ?? 0),
      `${session.id}#${facts.refundedCents}`,
    );
  });
}
