import { safeText } from '@pp/contract';
import { and, eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { checkoutSessions } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { applyRefund, refundFacts } from './apply-refund';
import { fulfilCheckout } from './fulfil-checkout';
import { claimWebhookEvent, type WebhookEventRef } from './record-webhook-event';
import { type InvoiceFacts, recordFailedInvoice, renewFromInvoice } from './renew-from-invoice';
import { stripeClient } from './stripe-client';
import { syncSubscription } from './sync-subscription';

/** Stripe's default tolerance: a signature older than this, or dated this far ahead, is refused. */
const TOLERANCE_SECONDS = 300;

const cents = z.number().int().nonnegative();
/** The fields each handled event reads, so a signed but malformed event is a 400, not a crash. */
const ZEventObjectSchemas: Partial<Record<string, z.ZodType>> = {
  'invoice.paid': z.object({ id: z.string().min(1), amount_paid: cents, currency: z.string() }),
  'invoice.payment_failed': z.object({ id: z.string().min(1), amount_due: cents, currency: z.string() }),
  'charge.refunded': z.object({ amount: cents, amount_refunded: cents }),
};
const ZEventSchema = z.object({
  id: safeText().min(1).max(255),
  type: safeText().min(1).max(255),
  data: z.object({ object: z.object({ id: safeText().min(1).max(255) }) }),
});

/** The t= of a Stripe-Signature header, in seconds. */
const signedAt = (signature: string) => Number(/(?:^|,)t=(\d+)/.exec(signature)?.[1] ?? Number.NaN);

/**
 * Verifies Stripe's signature on the exact bytes received, and the timestamp both ways (the SDK
 * refuses only old ones); anything else is a 400, and so is a signed event without the fields we read.
 */
export function verifyStripeEvent(
  ctx: AppContext,
  rawBody: Buffer,
  signature: string | undefined,
): Stripe.Event {
  const secret = ctx.env.STRIPE_WEBHOOK_SECRET;
  if (!ctx.env.STRIPE_SECRET_KEY || !secret) throw badRequest('Stripe webhooks are not configured');
  if (!signature) throw badRequest('Missing Stripe-Signature header');
  // Both age checks read the app's clock: the SDK's (too old) through receivedAt, ours (ahead).
  const receivedAt = ctx.now().getTime();
  let event: Stripe.Event;
  try {
    event = stripeClient(ctx.env).webhooks.constructEvent(
      rawBody,
      signature,
      secret,
      TOLERANCE_SECONDS,
      undefined,
      receivedAt,
    );
  } catch {
    throw badRequest('Invalid webhook signature');
  }
  if (!(signedAt(signature) - receivedAt / 1000 <= TOLERANCE_SECONDS))
    throw badRequest('Webhook timestamp is outside the tolerance zone');
  const objectSchema = ZEventObjectSchemas[event.type];
  if (
    !ZEventSchema.safeParse(event).success ||
    (objectSchema && !objectSchema.safeParse(event.data.object).success)
  )
    throw badRequest('Malformed webhook event');
  return event;
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
