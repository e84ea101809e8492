import { and, eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { AppContext } from '../../app-context';
import { checkoutSessions } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { applyRefund, refundFacts } from './apply-refund';
import { fulfilCheckout } from './fulfil-checkout';
import { claimWebhookEvent, type WebhookEventRef } from './record-webhook-event';
import { type InvoiceFacts, recordFailedInvoice, renewFromInvoice } from './renew-from-invoice';
import { stripeClient } from './stripe-client';
import { syncSubscription } from './sync-subscription';

/** The events billing acts on; every other event is acknowledged and recorded. */
export const HANDLED_EVENTS = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.expired',
  'invoice.paid',
  'invoice.payment_failed',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'charge.refunded',
] as const;

/** Verifies Stripe's signature on the exact bytes received; anything else is a 400. */
export function verifyStripeEvent(
  ctx: AppContext,
  rawBody: Buffer,
  signature: string | undefined,
): Stripe.Event {
  const secret = ctx.env.STRIPE_WEBHOOK_SECRET;
  if (!ctx.env.STRIPE_SECRET_KEY || !secret) throw badRequest('Stripe webhooks are not configured');
  if (!signature) throw badRequest('Missing Stripe-Signature header');
  try {
    return stripeClient(ctx.env).webhooks.constructEvent(rawBody, signature, secret);
  } catch {
    throw badRequest('Invalid webhook signature');
  }
}

const idOf = (value: unknown): string | null =>
  typeof value === 'string' ? value : ((value as { id?: string } | null)?.id ?? null);

/** Reads an invoice across API versions (the subscription moved under parent.subscription_details). */
export function invoiceFacts(invoice: Stripe.Invoice, status: 'paid' | 'failed'): InvoiceFacts {
  const loose = invoice as unknown as {
    subscription?: unknown;
    parent?: { subscription_details?: { subscription?: unknown } | null } | null;
  };
  const line = invoice.lines?.data?.[0];
  return {
    id: invoice.id ?? '',
    customerId: idOf(invoice.customer),
    subscriptionId: idOf(loose.parent?.subscription_details?.subscription ?? loose.subscription),
    billingReason: invoice.billing_reason ?? null,
    amountCents: status === 'paid' ? invoice.amount_paid : invoice.amount_due,
    currency: invoice.currency,
    periodEnd: line?.period?.end ? new Date(line.period.end * 1000) : null,
    receiptUrl: invoice.hosted_invoice_url ?? null,
  };
}

/** An abandoned checkout: kept for the record, marked so it is never mistaken for a live one. */
async function expireCheckout(ctx: AppContext, sessionId: string, ref: WebhookEventRef) {
  await ctx.db.transaction(async (tx) => {
    if (!(await claimWebhookEvent(tx, ref, ctx.now()))) return;
    await tx
      .update(checkoutSessions)
      .set({ status: 'expired' })
      .where(and(eq(checkoutSessions.id, sessionId), eq(checkoutSessions.status, 'open')));
  });
}

/** Applies one verified event. Each branch claims the event id in the transaction of its effect. */
export async function handleStripeEvent(ctx: AppContext, event: Stripe.Event): Promise<void> {
  const ref = { id: event.id, type: event.type };
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      await fulfilCheckout(ctx, event.data.object.id, { event: ref });
      return;
    case 'checkout.session.expired':
      await expireCheckout(ctx, event.data.object.id, ref);
      return;
    case 'invoice.paid':
      await renewFromInvoice(ctx, invoiceFacts(event.data.object, 'paid'), ref);
      return;
    case 'invoice.payment_failed':
      await recordFailedInvoice(ctx, invoiceFacts(event.data.object, 'failed'), ref);
      return;
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      await syncSubscription(ctx, event.data.object.id, ref);
      return;
    case 'charge.refunded':
      await applyRefund(ctx, refundFacts(event.data.object), ref);
      return;
    default:
      await ctx.db.transaction((tx) => claimWebhookEvent(tx, ref, ctx.now()));
  }
}
