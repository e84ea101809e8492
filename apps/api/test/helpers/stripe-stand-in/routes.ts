import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { id, nowSeconds, type Obj, PERIOD_SECONDS, type StandInState } from './state';

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

/** Answers one request to the Stripe API as Stripe would, reading and writing `state`. */
export function createRouter(state: StandInState, secretKey: string) {
  const { calls, customers, prices, sessions, intents, subscriptions, invoicePayments, invoices } = state;
  const { cardPayment, recordInvoice } = state;

  /**
   * A subscription update to another price, as Stripe applies it when the interval changes: the
   * period restarts now, the unused time of the old price is credited, and with
   * proration_behavior=always_invoice the difference is invoiced (billing_reason subscription_update)
   * and paid at once with the card of the subscription's first payment.
   */
  function changeSubscriptionPrice(sub: Obj, body: Obj) {
    const requested = (body.items as Obj[])[0] ?? {};
    const item = ((sub.items as Obj).data as Obj[]).find((i) => i.id === requested.id);
    const price = prices.get(requested.price as string);
    if (!item || !price) throw new Error(`unknown item or price in ${JSON.stringify(requested)}`);
    const old = item.price as Obj;
    const now = nowSeconds();
    const start = item.current_period_start as number;
    const end = item.current_period_end as number;
    const unused = Math.round(
      ((old.unit_amount as number) * Math.max(0, end - now)) / Math.max(1, end - start),
    );
    const amount = Math.max(0, (price.unit_amount as number) - unused);
    const interval = ((price.recurring as Obj | undefined)?.interval as string) ?? 'month';
    Object.assign(item, {
      price,
      current_period_start: now,
      current_period_end: now + (PERIOD_SECONDS[interval] ?? PERIOD_SECONDS.month!),
    });
    if (body.metadata) sub.metadata = { ...(sub.metadata as Obj), ...(body.metadata as Obj) };
    if (body.proration_behavior === 'always_invoice') {
      const invoiceId = id('in');
      const intent = cardPayment(
        amount,
        { brand: 'visa', last4: '4242' },
        `https://pay.stripe.test/receipts/${invoiceId}`,
      );
      recordInvoice(invoiceId, sub.id as string, 'subscription_update', intent.id as string);
      sub.latest_invoice = invoiceId;
      (invoices.get(invoiceId) as Obj).amount_paid = amount;
    }
  }

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
    res.end(JSON.stringify(body));
  };
  const notFound = (res: ServerResponse, what: string) =>
    send(res, 404, {
      error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}` },
    });

  /**
   * POST /v1/refunds (https://docs.stripe.com/api/refunds/create): by payment_intent, `amount`
   * optional (default: the rest), `reason` one of duplicate, fraudulent, requested_by_customer.
   * Answers a Refund object (`charge` expanded on request, as `expand[]=charge`); a fully refunded
   * payment answers 400 charge_already_refunded (https://docs.stripe.com/error-codes#charge-already-refunded).
   * Idempotency-Key is honoured like Stripe does: a repeated key answers the first refund again.
   */
  const refundsByKey = new Map<string, Obj>();
  function createRefund(res: ServerResponse, body: Obj, key?: string) {
    if (key && refundsByKey.has(key)) return send(res, 200, refundsByKey.get(key));
    const intentId = body.payment_intent as string | undefined;
    if (!intentId || !state.intents.has(intentId)) return notFound(res, `payment_intent: '${intentId}'`);
    const done = state.refundIntent(intentId, body.amount ? Number(body.amount) : undefined);
    if (!done) {
      return send(res, 400, {
        error: {
          type: 'invalid_request_error',
          code: 'charge_already_refunded',
          message: `Charge ${(state.intents.get(intentId)!.latest_charge as Obj).id} has already been refunded.`,
        },
      });
    }
    const expand = (body.expand as string[] | undefined) ?? [];
    const refund = {
      id: id('re'),
      object: 'refund',
      amount: done.amount,
      charge: expand.includes('charge') ? { ...done.charge } : done.charge.id,
      currency: 'usd',
      payment_intent: intentId,
      reason: body.reason ?? null,
      status: 'succeeded',
      created: nowSeconds(),
    };
    if (key) refundsByKey.set(key, refund);
    return send(res, 200, refund);
  }

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

  return function route(req: IncomingMessage, res: ServerResponse, body: Obj) {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const path = url.pathname;
    const query = parseStripeForm(url.search.slice(1));
    calls.push({ method: req.method ?? 'GET', path, body: req.method === 'GET' ? query : body });
    if (req.headers.authorization !== `Bearer ${secretKey}`) {
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
    if (req.method === 'POST' && path === '/v1/refunds') {
      return createRefund(res, body, req.headers['idempotency-key'] as string | undefined);
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
      if (req.method === 'POST' && Array.isArray(body.items)) changeSubscriptionPrice(sub, body);
      return send(res, 200, sub);
    }
    return send(res, 404, {
      error: { type: 'invalid_request_error', message: `Unrecognized request URL (${path})` },
    });
  };
}
