import { planById } from '@pp/pricing';
import { eq, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { transactions, users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { addCredits } from '../credits/change-credits';
import { paymentProvider } from './payment-provider-for';
import { claimWebhookEvent, type WebhookEventRef } from './record-webhook-event';

/** The fields of a Stripe invoice billing reads (the webhook's verified payload). */
export interface InvoiceFacts {
  id: string;
  customerId: string | null;
  subscriptionId: string | null;
  /** subscription_create is the first period, already granted by the checkout's fulfilment. */
  billingReason: string | null;
  amountCents: number;
  currency: string;
  periodEnd: Date | null;
  receiptUrl: string | null;
}

async function findSubscriber(ctx: AppContext, invoice: InvoiceFacts) {
  const conditions = [
    invoice.subscriptionId ? eq(users.subscription_id, invoice.subscriptionId) : undefined,
    invoice.customerId ? eq(users.stripe_customer_id, invoice.customerId) : undefined,
  ].filter((c) => c !== undefined);
  if (conditions.length === 0) return undefined;
  const [user] = await ctx.db
    .select()
    .from(users)
    .where(or(...conditions));
  return user;
}

/** invoice.paid: a renewal moves the period end forward and adds the plan's listings, once per invoice. */
export async function renewFromInvoice(ctx: AppContext, invoice: InvoiceFacts, event: WebhookEventRef) {
  const user =
    invoice.billingReason === 'subscription_create' ? undefined : await findSubscriber(ctx, invoice);
  if (invoice.billingReason !== 'subscription_create' && !user) {
    // Not linked yet (the checkout's own event is still on its way): fail so Stripe retries later.
    throw new AppError(409, 'Subscription not linked to an account yet');
  }
  // Shown in the transaction list only: a lookup that fails leaves the card blank, not the renewal undone.
  const card = user
    ? await paymentProvider(ctx)
        .invoiceCard(invoice.id)
        .catch(() => null)
    : null;
  await ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    if (!(await claimWebhookEvent(tx, event, now)) || !user) return;
    const plan = user.package_name ? planById(user.package_name) : undefined;
    await tx
      .update(users)
      .set({
        is_subscribed: true,
        // Never backwards: a late invoice for an older period leaves a later end date alone.
        subscription_end_date: invoice.periodEnd
          ? sql`greatest(${users.subscription_end_date}, ${invoice.periodEnd.toISOString()}::timestamptz)`
          : users.subscription_end_date,
        subscription_id: invoice.subscriptionId ?? user.subscription_id,
        updated_at: now,
      })
      .where(eq(users.id, user.id));
    if (plan) {
      await addCredits(
        tx,
        user.id,
        'promote_to_facebook_marketplace',
        plan.facebook_marketplace_listings,
        'purchase',
        invoice.id,
        now,
      );
    }
    await tx
      .insert(transactions)
      .values({
        user_id: user.id,
        external_id: invoice.id,
        card_name: card?.brand ?? null,
        card_number: card?.last4 ?? null,
        amount_cents: invoice.amountCents,
        currency: invoice.currency,
        status: 'paid',
        receipt_url: invoice.receiptUrl,
        addon_name: plan?.id ?? user.package_name,
        payment_type: 'subscription_renewal',
        created_at: now,
      })
      // A retry that finally succeeded turns the recorded failure into a payment.
      .onConflictDoUpdate({
        target: transactions.external_id,
        set: { status: 'paid', receipt_url: invoice.receiptUrl },
      });
  });
}

/** invoice.payment_failed: recorded as a failed transaction (a later success of the same invoice wins). */
export async function recordFailedInvoice(ctx: AppContext, invoice: InvoiceFacts, event: WebhookEventRef) {
  const user = await findSubscriber(ctx, invoice);
  await ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    if (!(await claimWebhookEvent(tx, event, now)) || !user) return;
    await tx
      .insert(transactions)
      .values({
        user_id: user.id,
        external_id: invoice.id,
        amount_cents: invoice.amountCents,
        currency: invoice.currency,
        status: 'failed',
        receipt_url: invoice.receiptUrl,
        addon_name: user.package_name,
        payment_type:
          invoice.billingReason === 'subscription_create' ? 'subscription' : 'subscription_renewal',
        created_at: now,
      })
      .onConflictDoNothing();
  });
}
