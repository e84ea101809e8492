import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { createRouter, parseStripeForm } from './stripe-stand-in/routes';
import { createStandInState, id, nowSeconds, type Obj, PERIOD_SECONDS } from './stripe-stand-in/state';

/**
 * A local HTTP stand-in for the few Stripe endpoints billing uses, answering Stripe-shaped JSON, so
 * the official SDK (pointed here by STRIPE_API_BASE) runs offline. Tests drive the "customer's"
 * side with completeSession / updateSubscription and deliver signed webhook events with deliver().
 * The objects live in `stripe-stand-in/state.ts`, the API endpoints in `stripe-stand-in/routes.ts`.
 */

export async function startStripeStandIn(opts: { secretKey: string; webhookSecret: string }) {
  const state = createStandInState();
  const { calls, prices, sessions, intents, subscriptions, invoicePayments, cardPayment, recordInvoice } =
    state;
  const sdk = new Stripe(opts.secretKey);
  const route = createRouter(state, opts.secretKey);

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => route(req, res, parseStripeForm(Buffer.concat(chunks).toString('utf8'))));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    sessions,
    subscriptions,
    prices,

    /**
     * The customer pays on Stripe's page. `paymentStatus: 'unpaid'` models a delayed method
     * (bank debit) that completes the session before the money arrives.
     */
    completeSession(
      sessionId: string,
      o: { card?: { brand: string; last4: string }; paymentStatus?: string } = {},
    ) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no session ${sessionId}`);
      session.status = 'complete';
      session.payment_status = o.paymentStatus ?? 'paid';
      const card = o.card ?? { brand: 'visa', last4: '4242' };
      if (session.mode === 'payment') {
        const intent = cardPayment(
          session.amount_total as number,
          card,
          `https://pay.stripe.test/receipts/${session.id}`,
        );
        session.payment_intent = intent.id;
      } else {
        const item = ((session.line_items_requested as Obj[])[0] ?? {}) as Obj;
        const price = prices.get(item.price as string);
        const interval = ((price?.recurring as Obj | undefined)?.interval as string) ?? 'month';
        const start = nowSeconds();
        const end = start + (PERIOD_SECONDS[interval] ?? PERIOD_SECONDS.month!);
        const sub = {
          id: id('sub'),
          object: 'subscription',
          status: 'active',
          customer: session.customer,
          cancel_at_period_end: false,
          metadata: {},
          items: {
            object: 'list',
            data: [
              {
                id: id('si'),
                object: 'subscription_item',
                price,
                current_period_start: start,
                current_period_end: end,
              },
            ],
          },
        };
        subscriptions.set(sub.id, sub);
        session.subscription = sub.id;
        // The first period is paid through the subscription's first invoice, not the session.
        const invoiceId = id('in');
        session.invoice = invoiceId;
        const intent = cardPayment(
          session.amount_total as number,
          card,
          `https://pay.stripe.test/receipts/${invoiceId}`,
        );
        recordInvoice(invoiceId, sub.id, 'subscription_create', intent.id);
      }
      return session;
    },

    /**
     * The merchant refunds `amountCents` (default: the rest) of a payment in Stripe's dashboard: a
     * payment-mode session's, or an invoice's (`in_…`); answers the charge as charge.refunded carries it.
     */
    refund(sessionOrInvoiceId: string, amountCents?: number): Obj {
      const intentId = sessionOrInvoiceId.startsWith('in_')
        ? invoicePayments.get(sessionOrInvoiceId)
        : (sessions.get(sessionOrInvoiceId)?.payment_intent as string | undefined);
      if (!intentId) throw new Error(`${sessionOrInvoiceId} has no payment`);
      const charge =
        state.refundIntent(intentId, amountCents)?.charge ?? intents.get(intentId)?.latest_charge;
      return { ...(charge as Obj) };
    },

    /** A renewal invoice of `subscription` is paid with `card` (what invoice payments then report). */
    payInvoice(
      invoiceId: string,
      amountCents: number,
      card = { brand: 'visa', last4: '4242' },
      subscription: string | null = null,
    ) {
      const intent = cardPayment(amountCents, card, `https://pay.stripe.test/receipts/${invoiceId}`);
      recordInvoice(invoiceId, subscription, 'subscription_cycle', intent.id);
    },

    /** Money of a delayed payment arrives. */
    settleSession(sessionId: string) {
      const session = sessions.get(sessionId)!;
      session.payment_status = 'paid';
      return session;
    },

    /** Moves a subscription to a new period end, or ends it (status canceled). */
    updateSubscription(
      subId: string,
      patch: { status?: string; periodEnd?: number; cancelAtPeriodEnd?: boolean },
    ) {
      const sub = subscriptions.get(subId)!;
      if (patch.status) sub.status = patch.status;
      if (patch.cancelAtPeriodEnd !== undefined) sub.cancel_at_period_end = patch.cancelAtPeriodEnd;
      if (patch.periodEnd) ((sub.items as Obj).data as Obj[])[0]!.current_period_end = patch.periodEnd;
      return sub;
    },

    /** A Stripe event envelope around `object`. */
    event(type: string, object: Obj, eventId = id('evt')) {
      return {
        id: eventId,
        object: 'event',
        api_version: '2026-10-28.endive',
        created: nowSeconds(),
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
        data: { object },
      };
    },

    /** Body and headers of a webhook delivery signed the way Stripe signs it (at `timestamp`, seconds). */
    signed(event: object | string, secret = opts.webhookSecret, timestamp?: number) {
      const payload = typeof event === 'string' ? event : JSON.stringify(event);
      const header = sdk.webhooks.generateTestHeaderString({ payload, secret, timestamp });
      return { payload, headers: { 'stripe-signature': header, 'content-type': 'application/json' } };
    },

    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
