import type Stripe from 'stripe';
import type { Env } from '../../config/env';
import type {
  CardDetails,
  CheckoutSnapshot,
  CreatedCheckout,
  NewCheckout,
  PaymentProvider,
  SubscriptionSnapshot,
} from './payment-provider';
import type { Order } from './price-order';
import { stripeClient } from './stripe-client';

type Plan = Extract<Order, { kind: 'subscription' }>['plan'];

const INTERVAL: Record<Plan['billing_cycle'], Stripe.PriceCreateParams.Recurring.Interval> = {
  daily: 'day',
  weekly: 'week',
  monthly: 'month',
  yearly: 'year',
};

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

const toDate = (seconds: number | null | undefined) =>
  typeof seconds === 'number' ? new Date(seconds * 1000) : null;

/** Newer API versions keep the period on the subscription items; older ones on the subscription. */
export function subscriptionPeriodEnd(sub: Stripe.Subscription): Date | null {
  const item = sub.items?.data?.[0] as { current_period_end?: number } | undefined;
  const legacy = (sub as unknown as { current_period_end?: number }).current_period_end;
  return toDate(item?.current_period_end ?? legacy);
}

export function subscriptionSnapshot(sub: Stripe.Subscription): SubscriptionSnapshot {
  return {
    id: sub.id,
    customerId: idOf(sub.customer),
    active: ['active', 'trialing', 'past_due'].includes(sub.status),
    cancelAtPeriodEnd: sub.cancel_at_period_end,
    periodEnd: subscriptionPeriodEnd(sub),
  };
}

function cardOf(charge: Stripe.Charge | null): CardDetails | null {
  const card = charge?.payment_method_details?.card;
  return card?.last4 ? { brand: card.brand ?? 'card', last4: card.last4 } : null;
}

/** Stripe Checkout: one recurring Price per plan (found by lookup key), inline prices for credit packs. */
export function createStripeProvider(env: Env): PaymentProvider {
  const stripe = stripeClient(env);

  /**
   * Subscription payments go through invoices, whose payments (API 2025-03 and later) name the
   * payment intent; its charge has the card.
   */
  async function invoiceCard(invoiceId: string): Promise<CardDetails | null> {
    const payments = await stripe.invoicePayments.list({
      invoice: invoiceId,
      expand: ['data.payment.payment_intent.latest_charge'],
    });
    for (const { payment } of payments.data) {
      const intent = payment.payment_intent;
      const charge = typeof intent === 'object' && intent ? intent.latest_charge : null;
      const card = cardOf(typeof charge === 'object' ? charge : null);
      if (card) return card;
    }
    return null;
  }

  /**
   * The payment intent that paid a purchase as our transactions name it: a credit pack's checkout
   * session (its own intent), a plan's (its first invoice's), or a renewal invoice.
   */
  async function intentOfPurchase(purchaseId: string): Promise<string | null> {
    let invoiceId: string | null = purchaseId;
    if (!purchaseId.startsWith('in_')) {
      const session = await stripe.checkout.sessions.retrieve(purchaseId);
      if (session.payment_intent) return idOf(session.payment_intent);
      invoiceId = idOf(session.invoice);
    }
    if (!invoiceId) return null;
    const payments = await stripe.invoicePayments.list({ invoice: invoiceId, limit: 1 });
    return idOf(payments.data[0]?.payment.payment_intent);
  }

  /** The plan's Price, created on first use; the amount is in the key so a price change makes a new Price. */
  async function priceFor(plan: Plan): Promise<string> {
    const lookupKey = `pp_${plan.id}_${plan.charge_cents}`;
    const found = await stripe.prices.list({ lookup_keys: [lookupKey], active: true, limit: 1 });
    const existing = found.data[0];
    if (existing) return existing.id;
    const created = await stripe.prices.create(
      {
        currency: 'usd',
        unit_amount: plan.charge_cents,
        recurring: { interval: INTERVAL[plan.billing_cycle] },
        lookup_key: lookupKey,
        product_data: { name: `Property Promoter ${plan.package_name.replace(/_/g, ' ')}` },
        metadata: { plan_id: plan.id },
      },
      { idempotencyKey: `price-${lookupKey}` },
    );
    return created.id;
  }

  async function customerFor(input: NewCheckout): Promise<string> {
    if (input.customerId) return input.customerId;
    const customer = await stripe.customers.create(
      { email: input.email, metadata: { user_id: input.userId } },
      { idempotencyKey: `customer-${input.userId}` },
    );
    return customer.id;
  }

  return {
    kind: 'stripe',

    async createCheckout(input): Promise<CreatedCheckout> {
      const customer = await customerFor(input);
      const { order } = input;
      const metadata: Record<string, string> = { user_id: input.userId, package_type: order.kind };
      const common = {
        customer,
        client_reference_id: input.userId,
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
      };
      const session =
        order.kind === 'subscription'
          ? await stripe.checkout.sessions.create({
              ...common,
              mode: 'subscription',
              line_items: [{ price: await priceFor(order.plan), quantity: 1 }],
              metadata: { ...metadata, plan_id: order.plan.id },
              subscription_data: { metadata: { user_id: input.userId, plan_id: order.plan.id } },
            })
          : await stripe.checkout.sessions.create({
              ...common,
              mode: 'payment',
              line_items: [
                {
                  quantity: order.quantity,
                  price_data: {
                    currency: 'usd',
                    unit_amount: order.unitCents,
                    product_data: { name: order.description },
                  },
                },
              ],
              metadata: { ...metadata, credit_type: order.creditType, quantity: String(order.quantity) },
            });
      if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a URL`);
      return { id: session.id, url: session.url, customerId: customer };
    },

    async retrieveCheckout(sessionId): Promise<CheckoutSnapshot> {
      const session = await stripe.checkout.sessions.retrieve(sessionId, {
        expand: ['payment_intent.latest_charge', 'subscription', 'invoice'],
      });
      const intent = session.payment_intent as Stripe.PaymentIntent | string | null;
      const charge =
        typeof intent === 'object' && intent ? (intent.latest_charge as Stripe.Charge | null) : null;
      const subscription = session.subscription as Stripe.Subscription | string | null;
      const invoice = session.invoice as Stripe.Invoice | string | null;
      const paid =
        session.status === 'complete' &&
        (session.payment_status === 'paid' || session.payment_status === 'no_payment_required');
      return {
        id: session.id,
        paid,
        paymentStatus: session.payment_status,
        customerId: idOf(session.customer),
        subscriptionId: idOf(subscription),
        periodEnd:
          typeof subscription === 'object' && subscription ? subscriptionPeriodEnd(subscription) : null,
        // A plan's first payment is its first invoice's; a credit pack's is the session's own intent.
        card:
          cardOf(typeof charge === 'object' ? charge : null) ??
          (invoice ? await invoiceCard(idOf(invoice)!) : null),
        receiptUrl:
          (typeof charge === 'object' ? charge?.receipt_url : null) ??
          (typeof invoice === 'object' ? (invoice?.hosted_invoice_url ?? null) : null),
        amountCents: session.amount_total,
        currency: session.currency,
      };
    },

    async retrieveSubscription(subscriptionId) {
      return subscriptionSnapshot(await stripe.subscriptions.retrieve(subscriptionId));
    },

    async cancelAtPeriodEnd(subscriptionId) {
      return subscriptionSnapshot(
        await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true }),
      );
    },

    async resume(subscriptionId) {
      return subscriptionSnapshot(
        await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: false }),
      );
    },

    async changePlan({ subscriptionId, to }) {
      const current = await stripe.subscriptions.retrieve(subscriptionId);
      const item = current.items.data[0];
      if (!item) throw new Error(`subscription ${subscriptionId} has no item`);
      // A new interval restarts the billing cycle now; the prorations are invoiced and charged at once,
      // and the invoice.paid webhook records the payment like any other.
      const updated = await stripe.subscriptions.update(subscriptionId, {
        items: [{ id: item.id, price: await priceFor(to) }],
        proration_behavior: 'always_invoice',
        cancel_at_period_end: false,
        metadata: { plan_id: to.id },
      });
      return subscriptionSnapshot(updated);
    },

    invoiceCard,

    async findPurchaseByPaymentIntent(paymentIntentId) {
      const sessions = await stripe.checkout.sessions.list({ payment_intent: paymentIntentId, limit: 1 });
      if (sessions.data[0]) return sessions.data[0].id;
      // A plan is paid through invoices: the first one belongs to the checkout that started the plan.
      const payments = await stripe.invoicePayments.list({
        payment: { type: 'payment_intent', payment_intent: paymentIntentId },
        limit: 1,
        expand: ['data.invoice'],
      });
      const invoice = payments.data[0]?.invoice;
      if (!invoice) return null;
      const found = typeof invoice === 'string' ? await stripe.invoices.retrieve(invoice) : invoice;
      // A deleted invoice (a draft never paid) cannot have been paid: nothing of ours.
      if ('deleted' in found) return null;
      if (found.billing_reason !== 'subscription_create') return found.id ?? null;
      const subscription = idOf(
        found.parent?.subscription_details?.subscription as string | { id: string } | null | undefined,
      );
      const started = subscription
        ? await stripe.checkout.sessions.list({ subscription, limit: 1 })
        : { data: [] };
      return started.data[0]?.id ?? found.id ?? null;
    },

    // POST /v1/refunds (https://docs.stripe.com/api/refunds/create): without `amount` Stripe refunds
    // what is left of the payment; the charge, expanded, carries the running amount_refunded.
    async refundPurchase(purchaseId, idempotencyKey) {
      const intent = await intentOfPurchase(purchaseId);
      if (!intent) throw new Error(`purchase ${purchaseId} has no payment at Stripe`);
      const refund = await stripe.refunds.create(
        { payment_intent: intent, reason: 'requested_by_customer', expand: ['charge'] },
        { idempotencyKey },
      );
      const charge = refund.charge as Stripe.Charge;
      return { refundId: refund.id, amountCents: charge.amount, refundedCents: charge.amount_refunded };
    },
  };
}
