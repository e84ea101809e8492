import { DAY_MS } from '@pp/contract';
import { addonForCreditType, isCreditType, planById } from '@pp/pricing';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import type { Tx } from '../../db/client';
import { checkoutSessions, transactions, users } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { addCredits } from '../credits/change-credits';
import type { CheckoutSnapshot } from './payment-provider';
import { paymentProvider } from './payment-provider-for';
import { claimWebhookEvent, type WebhookEventRef } from './record-webhook-event';

type SessionRow = typeof checkoutSessions.$inferSelect;

export interface FulfilOptions {
  /** The signed-in user asking (success page); another user's session is not found. */
  userId?: string;
  /** The webhook event that triggered this call; claimed in the same transaction as the effect. */
  event?: WebhookEventRef;
  /** A snapshot the server produced itself (the sandbox's own payment form); else asked of the provider. */
  snapshot?: CheckoutSnapshot;
}

export interface FulfilResult {
  session_id: string;
  payment_status: string;
  fulfilled: boolean;
}

/**
 * The one way a paid checkout reaches the account, used by the success page, the webhook and the
 * sandbox. Exactly once per session however often and in whatever order it is called: the
 * conditional update of fulfilled_at is the claim, and everything it grants commits with it.
 */
export async function fulfilCheckout(
  ctx: AppContext,
  sessionId: string,
  opts: FulfilOptions = {},
): Promise<FulfilResult> {
  const [row] = await ctx.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, sessionId));
  if (!row || (opts.userId && row.user_id !== opts.userId)) {
    if (!opts.event) throw notFound('Checkout session not found');
    // A session this server did not create (another app on the same Stripe account): acknowledge.
    await ctx.db.transaction((tx) => claimWebhookEvent(tx, opts.event!, ctx.now()));
    return { session_id: sessionId, payment_status: 'unknown', fulfilled: false };
  }
  const done = { session_id: sessionId, payment_status: 'paid', fulfilled: true };
  // Ask the processor only while there is something left to do.
  const snapshot = row.fulfilled_at
    ? null
    : (opts.snapshot ?? (await paymentProvider(ctx).retrieveCheckout(sessionId)));
  return ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    if (opts.event && !(await claimWebhookEvent(tx, opts.event, now))) {
      return row.fulfilled_at
        ? done
        : { ...done, payment_status: snapshot?.paymentStatus ?? 'unknown', fulfilled: false };
    }
    if (!snapshot) return done;
    if (!snapshot.paid)
      return { session_id: sessionId, payment_status: snapshot.paymentStatus, fulfilled: false };
    const [claimed] = await tx
      .update(checkoutSessions)
      .set({ status: 'paid', fulfilled_at: now })
      .where(and(eq(checkoutSessions.id, sessionId), isNull(checkoutSessions.fulfilled_at)))
      .returning();
    if (claimed) await applyPurchase(tx, claimed, snapshot, now);
    return done;
  });
}

async function applyPurchase(tx: Tx, session: SessionRow, snapshot: CheckoutSnapshot, now: Date) {
  let addonName: string;
  if (session.package_type === 'paygo') {
    const type = session.credit_type ?? '';
    if (!isCreditType(type) || !session.quantity)
      throw new Error(`checkout ${session.id} has no credit type`);
    await addCredits(
      tx,
      session.user_id,
      addonForCreditType(type),
      session.quantity,
      'purchase',
      session.id,
      now,
    );
    addonName = type;
  } else {
    const plan = planById(session.package_name);
    if (!plan) throw new Error(`checkout ${session.id} names unknown plan ${session.package_name}`);
    const periodEnd = snapshot.periodEnd ?? new Date(now.getTime() + plan.period_days * DAY_MS);
    await tx
      .update(users)
      .set({
        is_subscribed: true,
        subscription_id: snapshot.subscriptionId ?? session.id,
        subscription_end_date: periodEnd,
        cancel_at_period_end: false,
        package_name: plan.id,
        stripe_customer_id: sql`coalesce(${users.stripe_customer_id}, ${snapshot.customerId})`,
        updated_at: now,
      })
      .where(eq(users.id, session.user_id));
    await addCredits(
      tx,
      session.user_id,
      'promote_to_facebook_marketplace',
      plan.facebook_marketplace_listings,
      'purchase',
      session.id,
      now,
    );
    addonName = plan.id;
  }
  await tx
    .insert(transactions)
    .values({
      user_id: session.user_id,
      external_id: session.id,
      card_name: snapshot.card?.brand ?? null,
      card_number: snapshot.card?.last4 ?? null,
      amount_cents: snapshot.amountCents ?? session.amount_cents,
      currency: snapshot.currency ?? session.currency,
      status: 'paid',
      receipt_url: snapshot.receiptUrl,
      addon_name: addonName,
      payment_type: session.package_type === 'paygo' ? 'pay_as_you_go' : 'subscription',
      created_at: now,
    })
    .onConflictDoNothing();
}
