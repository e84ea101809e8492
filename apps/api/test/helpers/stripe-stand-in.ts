import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A local HTTP stand-in for the few Stripe endpoints billing uses, answering Stripe-shaped JSON, so
 * the official SDK (pointed here by STRIPE_API_BASE) runs offline. Tests drive the "customer's"
 * side with completeSession / updateSubscription and deliver signed webhook events with deliver().
 */

type Obj = Record<string, unknown>;
const id = (prefix: string) => `${prefix}_${randomBytes(10).toString('hex')}`;
const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Parses Stripe's form encoding (`a[b][0][c]=1`) into nested objects and arrays. */
export function parseStripeForm(text: string): Obj {
  const root: Obj = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const parts = key.replace(/\]/g, '').split('[');
    let node: Obj | unknown[] = root;
    parts.forEach((part, i) => {
      const last = i === parts.length - 1;
      const nextIsIndex = !last && /^\d*$/.test(parts[i + 1]!);
      const k = part === '' && Array.isArray(node) ? node.length : part;
      const container = node as Record<string | number, unknown>;
      if (last) container[k] = value;
      else {
        container[k] ??= nextIsIndex ? [] : {};
        node = container[k] as Obj;
      }
    });
  }
  return root;
}

export interface StandInCall {
  method: string;
  path: string;
  body: Obj;
}

const PERIOD_SECONDS: Record<string, number> = {
  day: 86_400,
  week: 7 * 86_400,
  month: 30 * 86_400,
  year: 365 * 86_400,
};

export async function startStripeStandIn(opts: { secretKey: string; webhookSecret: string }) {
  const calls: StandInCall[] = [];
  const customers = new Map<string, Obj>();
  const prices = new Map<string, Obj>();
  const sessions = new Map<string, Obj>();
  const intents = new Map<string, Obj>();
  const subscriptions = new Map<string, Obj>();
  /** Invoice id → the payment intent that paid it (Stripe's InvoicePayment). */
  const invoicePayments = new Map<string, string>();
  const invoices = new Map<string, Obj>();
  /** An invoice of `subscription`, paid by `intentId`. */
  function recordInvoice(
    invoiceId: string,
    subscription: string | null,
    billingReason: string,
    intentId: string,
  ) {
    invoices.set(invoiceId, {
      id: invoiceId,
      object: 'invoice',
      billing_reason: billingReason,
      parent: subscription ? { type: 'subscription_details', subscription_details: { subscription } } : null,
    });
    invoicePayments.set(invoiceId, intentId);
  }
  const sdk = new Stripe(opts.secretKey);

  /** A succeeded payment intent with its charge, as a card payment leaves them. */
  function cardPayment(amount: number, card: { brand: string; last4: string }, receiptUrl: string) {
    const intentId = id('pi');
    const charge = {
      id: id('ch'),
      object: 'charge',
      amount,
      amount_refunded: 0,
      refunded: false,
      currency: 'usd',
      payment_intent: intentId,
      receipt_url: receiptUrl,
      payment_method_details: { type: 'card', card: { brand: card.brand, last4: card.last4 } },
    };
    const intent = { id: intentId, object: 'payment_intent', status: 'succeeded', latest_charge: charge };
    intents.set(intent.id, intent);
    return intent;
  }

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
    res.end(JSON.stringify(body));
  };
  const notFound = (res: ServerResponse, what: string) =>
    send(res, 404, {
      error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}` },
    });

  function expanded(session: Obj, expand: string[]): Obj {
    const out: Obj = { ...session };
    if (expand.some((e) => e.startsWith('payment_intent')) && typeof session.payment_intent === 'string') {
      out.payment_intent = intents.get(session.payment_intent) ?? session.payment_intent;
    }
    if (expand.includes('subscription') && typeof session.subscription === 'string') {
      out.subscription = subscriptions.get(session.subscription) ?? session.subscription;
    }
    return out;
  }

  function route(req: IncomingMessage, res: ServerResponse, body: Obj) {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const path = url.pathname;
    const query = parseStripeForm(url.search.slice(1));
    calls.push({ method: req.method ?? 'GET', path, body: req.method === 'GET' ? query : body });
    if (req.headers.authorization !== `Bearer ${opts.secretKey}`) {
      return send(res, 401, {
        error: { type: 'invalid_request_error', message: 'Invalid API Key provided' },
      });
    }
    const sessionMatch = path.match(/^\/v1\/checkout\/sessions\/([^/]+)$/);
    const subscriptionMatch = path.match(/^\/v1\/subscriptions\/([^/]+)$/);
    if (req.method === 'POST' && path === '/v1/customers') {
      const customer = {
        id: id('cus'),
        object: 'customer',
        email: body.email,
        metadata: body.metadata ?? {},
      };
      customers.set(customer.id, customer);
      return send(res, 200, customer);
    }
    if (req.method === 'GET' && path === '/v1/prices') {
      const keys = (query.lookup_keys as string[] | undefined) ?? [];
      const data = [...prices.values()].filter((p) => keys.includes(p.lookup_key as string) && p.active);
      return send(res, 200, { object: 'list', url: '/v1/prices', has_more: false, data });
    }
    if (req.method === 'POST' && path === '/v1/prices') {
      const price = {
        id: id('price'),
        object: 'price',
        active: true,
        currency: body.currency,
        unit_amount: Number(body.unit_amount),
        lookup_key: body.lookup_key ?? null,
        recurring: body.recurring ?? null,
        type: body.recurring ? 'recurring' : 'one_time',
        metadata: body.metadata ?? {},
      };
      prices.set(price.id, price);
      return send(res, 200, price);
    }
    if (req.method === 'POST' && path === '/v1/checkout/sessions') {
      const items = (body.line_items as Obj[]) ?? [];
      const amount = items.reduce((sum, item) => {
        const unit = item.price
          ? Number(prices.get(item.price as string)?.unit_amount ?? 0)
          : Number((item.price_data as Obj).unit_amount);
        return sum + unit * Number(item.quantity ?? 1);
      }, 0);
      const sid = `cs_test_${randomBytes(12).toString('hex')}`;
      const session = {
        id: sid,
        object: 'checkout.session',
        mode: body.mode,
        status: 'open',
        payment_status: 'unpaid',
        customer: body.customer ?? null,
        client_reference_id: body.client_reference_id ?? null,
        metadata: body.metadata ?? {},
        amount_total: amount,
        currency: 'usd',
        success_url: body.success_url,
        cancel_url: body.cancel_url,
        url: `https://checkout.stripe.test/c/pay/${sid}`,
        payment_intent: null,
        subscription: null,
        invoice: null,
        line_items_requested: items,
        created: nowSeconds(),
      };
      sessions.set(sid, session);
      return send(res, 200, session);
    }
    if (req.method === 'GET' && path === '/v1/checkout/sessions') {
      const data = [...sessions.values()].filter(
        (s) =>
          (!query.payment_intent || s.payment_intent === query.payment_intent) &&
          (!query.subscription || s.subscription === query.subscription),
      );
      return send(res, 200, {
        object: 'list',
        url: '/v1/checkout/sessions',
        has_more: false,
        data: data.slice(0, Number(query.limit ?? 10)),
      });
    }
    if (req.method === 'GET' && path === '/v1/invoice_payments') {
      // Filtered by invoice, or by the paying intent (payment[type]=payment_intent&payment[payment_intent]=…).
      const byIntent = (query.payment as Obj | undefined)?.payment_intent as string | undefined;
      const expand = (query.expand as string[] | undefined) ?? [];
      const data = [...invoicePayments.entries()]
        .filter(([invoiceId, intentId]) => (byIntent ? intentId === byIntent : invoiceId === query.invoice))
        .map(([invoiceId, intentId]) => ({
          id: id('inpay'),
          object: 'invoice_payment',
          invoice: expand.includes('data.invoice') ? (invoices.get(invoiceId) ?? invoiceId) : invoiceId,
          status: 'paid',
          payment: {
            type: 'payment_intent',
            payment_intent: expand.some((e) => e.startsWith('data.payment.payment_intent'))
              ? intents.get(intentId)
              : intentId,
          },
        }));
      return send(res, 200, { object: 'list', url: '/v1/invoice_payments', has_more: false, data });
    }
    if (sessionMatch && req.method === 'GET') {
      const session = sessions.get(sessionMatch[1]!);
      if (!session) return notFound(res, `checkout.session: '${sessionMatch[1]}'`);
      return send(res, 200, expanded(session, (query.expand as string[] | undefined) ?? []));
    }
    if (subscriptionMatch) {
      const sub = subscriptions.get(subscriptionMatch[1]!);
      if (!sub) return notFound(res, `subscription: '${subscriptionMatch[1]}'`);
      if (req.method === 'POST' && body.cancel_at_period_end !== undefined) {
        sub.cancel_at_period_end = body.cancel_at_period_end === 'true';
      }
      return send(res, 200, sub);
    }
    return send(res, 404, {
      error: { type: 'invalid_request_error', message: `Unrecognized request URL (${path})` },
    });
  }

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
      const intent = intents.get(intentId ?? '');
      if (!intent) throw new Error(`${sessionOrInvoiceId} has no payment`);
      const charge = intent.latest_charge as Obj;
      const amount = charge.amount as number;
      const refunded = Math.min(amount, (charge.amount_refunded as number) + (amountCents ?? amount));
      charge.amount_refunded = refunded;
      charge.refunded = refunded >= amount;
      return { ...charge };
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

    /** Body and headers of a webhook delivery signed the way Stripe signs it. */
    signed(event: object, secret = opts.webhookSecret) {
      const payload = JSON.stringify(event);
      const header = sdk.webhooks.generateTestHeaderString({ payload, secret });
      return { payload, headers: { 'stripe-signature': header, 'content-type': 'application/json' } };
    },

    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type StripeStandIn = Awaited<ReturnType<typeof startStripeStandIn>>;
