import { planById, priceFor } from '@pp/pricing';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { checkoutSessions, users, webhookEvents } from '../src/db/schema';
import { debitCredit, ledgerBalances } from '../src/domain/credits/change-credits';
import { createAccount, type TestAccount } from './helpers/accounts';
import { createStripeTestApp } from './helpers/stripe-test-app';

const { app, db, stripe } = await createStripeTestApp();

const monthly = planById('professional_monthly')!;

async function buyCredits(account: TestAccount, type = 'post_to_linkedin_account', quantity = 25) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/payment/create-checkout-session',
    headers: account.auth,
    payload: {
      package_type: 'paygo',
      package_details: {
        package_name: 'paygo_credits',
        package_price: priceFor(type as never, quantity) / 100,
        api_calls_buy: quantity,
        type_of_api_call: type,
      },
    },
  });
  expect(res.statusCode).toBe(200);
  return res.json().data as { url: string; session_id: string };
}

async function subscribe(account: TestAccount, plan = monthly) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/payment/create-checkout-session',
    headers: account.auth,
    payload: {
      package_type: 'subscription',
      package_details: { package_name: plan.id, package_price: plan.price_usd },
    },
  });
  expect(res.statusCode).toBe(200);
  return res.json().data as { url: string; session_id: string };
}

const deliver = (event: object, secret?: string) => {
  const { payload, headers } = stripe.signed(event, secret);
  return app.inject({ method: 'POST', url: '/api/v1/payment/webhook', headers, payload });
};
const save = (account: TestAccount, sessionId: string) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/payment/save-checkout-session',
    headers: account.auth,
    payload: { session_id: sessionId },
  });
const me = async (account: TestAccount) =>
  (await app.inject({ method: 'GET', url: '/api/v1/users/me', headers: account.auth })).json().data;
const transactionsOf = async (account: TestAccount) =>
  (
    await app.inject({ method: 'GET', url: '/api/v1/payment/get-all-transactions', headers: account.auth })
  ).json().data.transactions;
const completed = (sessionId: string, type = 'checkout.session.completed') =>
  stripe.event(type, stripe.sessions.get(sessionId)!);

describe('Stripe checkout through the official SDK (offline stand-in)', () => {
  it('creates a payment-mode session priced by the server, with the spec success and cancel URLs', async () => {
    const account = await createAccount(app);
    const { url, session_id } = await buyCredits(account, 'post_to_linkedin_account', 25);
    expect(url).toBe(`https://checkout.stripe.test/c/pay/${session_id}`);
    const call = stripe.calls.findLast((c) => c.path === '/v1/checkout/sessions')!;
    expect(call.body).toMatchObject({
      mode: 'payment',
      success_url: 'http://localhost:8080/payment/success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://localhost:8080/payment/cancel',
      line_items: [{ quantity: '25', price_data: { currency: 'usd', unit_amount: '75' } }],
    });
    // A Stripe customer was made once and remembered.
    const [row] = await db.select().from(users).where(eq(users.id, account.userId));
    expect(row!.stripe_customer_id).toMatch(/^cus_/);
    await buyCredits(account, 'reel_generation', 10);
    expect(stripe.calls.filter((c) => c.path === '/v1/customers' && c.body.metadata)).toHaveLength(
      stripe.calls.filter((c) => c.path === '/v1/customers').length,
    );
    expect(stripe.calls.findLast((c) => c.path === '/v1/checkout/sessions')!.body.customer).toBe(
      row!.stripe_customer_id,
    );
  });

  it('grants nothing before payment, then exactly once for duplicate webhooks plus the success page', async () => {
    const account = await createAccount(app);
    const { session_id } = await buyCredits(account);
    expect((await save(account, session_id)).statusCode).toBe(409);
    stripe.completeSession(session_id, { card: { brand: 'mastercard', last4: '4444' } });
    const event = completed(session_id);
    expect((await deliver(event)).statusCode).toBe(200);
    expect((await deliver(event)).statusCode).toBe(200); // Stripe redelivers the same event id
    expect((await save(account, session_id)).json()).toMatchObject({
      status: 'success',
      data: { fulfilled: true },
    });
    expect((await me(account)).addons.promote_to_linkedin).toBe(25);
    expect(await ledgerBalances(db, account.userId)).toEqual({ promote_to_linkedin: 25 });
    const list = await transactionsOf(account);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      card_name: 'mastercard',
      card_number: '4444',
      transaction_amount_in_usd: 18.75,
      receipt_url: `https://pay.stripe.test/receipts/${session_id}`,
      transaction_status: 'paid',
    });
  });

  it('success page and webhooks racing (Promise.all) fulfil once', async () => {
    const account = await createAccount(app);
    const { session_id } = await buyCredits(account, 'promote_to_facebook_marketplace', 120);
    stripe.completeSession(session_id);
    const results = await Promise.all([
      save(account, session_id),
      deliver(completed(session_id)),
      save(account, session_id),
      deliver(completed(session_id, 'checkout.session.async_payment_succeeded')),
      save(account, session_id),
      deliver(completed(session_id)),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect((await me(account)).addons.promote_to_facebook_marketplace).toBe(120);
    expect(await transactionsOf(account)).toHaveLength(1);
    expect((await transactionsOf(account))[0].transaction_amount_in_usd).toBe(24); // 120 × $0.20
  });

  it('a delayed payment: completed-but-unpaid grants nothing; async_payment_succeeded (in any order) grants once', async () => {
    const account = await createAccount(app);
    const { session_id } = await buyCredits(account, 'post_to_twitter_account', 10);
    stripe.completeSession(session_id, { paymentStatus: 'unpaid' });
    const early = completed(session_id); // snapshot taken while unpaid
    expect((await deliver(early)).statusCode).toBe(200);
    expect((await me(account)).addons.promote_to_twitter).toBe(0);
    stripe.settleSession(session_id);
    const succeeded = completed(session_id, 'checkout.session.async_payment_succeeded');
    expect((await deliver(succeeded)).statusCode).toBe(200);
    // The unpaid "completed" event redelivered late changes nothing.
    expect((await deliver(early)).statusCode).toBe(200);
    expect((await me(account)).addons.promote_to_twitter).toBe(10);
    const [row] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, session_id));
    expect(row!.fulfilled_at).not.toBeNull();
  });

  it('rejects a bad signature, a tampered replay and a missing header with 400, changing nothing', async () => {
    const account = await createAccount(app);
    const { session_id } = await buyCredits(account, 'reel_generation', 10);
    stripe.completeSession(session_id);
    const event = completed(session_id);
    expect((await deliver(event, 'whsec_wrong_secret')).statusCode).toBe(400);
    const { payload, headers } = stripe.signed(event);
    const tampered = await app.inject({
      method: 'POST',
      url: '/api/v1/payment/webhook',
      headers,
      payload: payload.replace('"checkout.session.completed"', '"checkout.session.completed" '),
    });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json()).toMatchObject({ status: 'error', message: 'Invalid webhook signature' });
    const unsigned = await app.inject({
      method: 'POST',
      url: '/api/v1/payment/webhook',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(unsigned.statusCode).toBe(400);
    expect((await me(account)).addons.reel_generation).toBe(0);
    expect(await db.select().from(webhookEvents).where(eq(webhookEvents.id, event.id))).toHaveLength(0);
    // The genuine delivery still works afterwards.
    expect((await deliver(event)).statusCode).toBe(200);
    expect((await me(account)).addons.reel_generation).toBe(10);
  });

  it('has no sandbox checkout pages when Stripe is configured', async () => {
    const account = await createAccount(app);
    const { session_id } = await buyCredits(account, 'reel_generation', 10);
    expect((await app.inject({ method: 'GET', url: `/sandbox/checkout/${session_id}` })).statusCode).toBe(
      404,
    );
  });

  it('marks an abandoned checkout expired (checkout.session.expired)', async () => {
    const account = await createAccount(app);
    const { session_id } = await buyCredits(account, 'reel_generation', 10);
    const session = stripe.sessions.get(session_id)!;
    session.status = 'expired';
    expect((await deliver(stripe.event('checkout.session.expired', session))).statusCode).toBe(200);
    const [row] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, session_id));
    expect(row!.status).toBe('expired');
    expect((await save(account, session_id)).statusCode).toBe(409);
  });

  it('acknowledges and records events it does not act on', async () => {
    const event = stripe.event('charge.refund.updated', { id: 're_1', object: 'refund' });
    expect((await deliver(event)).statusCode).toBe(200);
    expect(await db.select().from(webhookEvents).where(eq(webhookEvents.id, event.id))).toHaveLength(1);
  });
});

describe('Refunds made in Stripe (charge.refunded)', () => {
  /** 25 LinkedIn credits bought and fulfilled; answers the checkout session id. */
  async function boughtLinkedIn(account: TestAccount) {
    const { session_id } = await buyCredits(account, 'post_to_linkedin_account', 25);
    stripe.completeSession(session_id);
    expect((await deliver(completed(session_id))).statusCode).toBe(200);
    expect((await me(account)).addons.promote_to_linkedin).toBe(25);
    return session_id;
  }
  const spend = async (account: TestAccount, n: number) => {
    for (let i = 0; i < n; i++)
      expect(
        await debitCredit(
          db,
          account.userId,
          'promote_to_linkedin',
          `post-${account.userId}-${i}`,
          app.ctx.now(),
        ),
      ).toBe(true);
  };
  const refunded = (sessionId: string, cents?: number) =>
    stripe.event('charge.refunded', stripe.refund(sessionId, cents));

  it('a full refund marks the purchase refunded and takes back the unspent credits, once', async () => {
    const account = await createAccount(app);
    const sessionId = await boughtLinkedIn(account);
    await spend(account, 5);
    const event = refunded(sessionId);
    expect((await deliver(event)).statusCode).toBe(200);
    expect((await deliver(event)).statusCode).toBe(200); // redelivered
    // The 5 spent stay spent; the 20 left go back with the money.
    expect((await me(account)).addons.promote_to_linkedin).toBe(0);
    expect(await ledgerBalances(db, account.userId)).toEqual({ promote_to_linkedin: 0 });
    expect((await transactionsOf(account))[0].transaction_status).toBe('refunded');
  });

  it('partial refunds take back credits in proportion to the money, each only its share', async () => {
    const account = await createAccount(app);
    const sessionId = await boughtLinkedIn(account);
    const total = stripe.sessions.get(sessionId)!.amount_total as number;
    expect((await deliver(refunded(sessionId, Math.round(total * 0.4)))).statusCode).toBe(200);
    expect((await me(account)).addons.promote_to_linkedin).toBe(15);
    expect((await transactionsOf(account))[0].transaction_status).toBe('partially_refunded');

    // Another 20%: Stripe reports 60% refunded in all, so 15 are owed and 10 were already taken.
    expect((await deliver(refunded(sessionId, Math.round(total * 0.2)))).statusCode).toBe(200);
    expect((await me(account)).addons.promote_to_linkedin).toBe(10);

    expect((await deliver(refunded(sessionId))).statusCode).toBe(200); // the rest
    expect((await me(account)).addons.promote_to_linkedin).toBe(0);
    expect(await ledgerBalances(db, account.userId)).toEqual({ promote_to_linkedin: 0 });
    expect((await transactionsOf(account))[0].transaction_status).toBe('refunded');
  });

  it("a plan's payments: each refund marks its own transaction and takes back that period's listings", async () => {
    const account = await createAccount(app);
    const { session_id } = await subscribe(account);
    const session = stripe.completeSession(session_id);
    expect((await deliver(completed(session_id))).statusCode).toBe(200);
    const subId = session.subscription as string;
    const listings = async () => (await me(account)).addons.promote_to_facebook_marketplace;
    expect(await listings()).toBe(12);

    // A renewal is paid: 12 more listings.
    const end = Math.floor(Date.now() / 1000) + 60 * 86_400;
    stripe.payInvoice('in_refunded_renewal', monthly.charge_cents, undefined, subId);
    const renewal = stripe.event('invoice.paid', {
      object: 'invoice',
      id: 'in_refunded_renewal',
      customer: session.customer,
      currency: 'usd',
      hosted_invoice_url: null,
      billing_reason: 'subscription_cycle',
      amount_paid: monthly.charge_cents,
      amount_due: monthly.charge_cents,
      parent: { subscription_details: { subscription: subId } },
      lines: { data: [{ period: { start: end - 30 * 86_400, end } }] },
    });
    expect((await deliver(renewal)).statusCode).toBe(200);
    expect(await listings()).toBe(24);

    // The renewal refunded in full: its 12 go back, the first period's stay.
    expect(
      (await deliver(stripe.event('charge.refunded', stripe.refund('in_refunded_renewal')))).statusCode,
    ).toBe(200);
    expect(await listings()).toBe(12);
    // Half of the first payment (made through the plan's first invoice) refunded: 6 of its 12.
    const firstInvoice = session.invoice as string;
    const half = Math.round(monthly.charge_cents / 2);
    expect(
      (await deliver(stripe.event('charge.refunded', stripe.refund(firstInvoice, half)))).statusCode,
    ).toBe(200);
    expect(await listings()).toBe(6);
    expect(await ledgerBalances(db, account.userId)).toEqual({ promote_to_facebook_marketplace: 6 });
    const statuses = (await transactionsOf(account)).map(
      (t: { payment_type: string; transaction_status: string }) => [t.payment_type, t.transaction_status],
    );
    expect(statuses).toEqual([
      ['subscription_renewal', 'refunded'],
      ['subscription', 'partially_refunded'],
    ]);
  });

  it('a refund of a payment made elsewhere on the Stripe account is acknowledged and changes nothing', async () => {
    const account = await createAccount(app);
    await boughtLinkedIn(account);
    const foreign = stripe.event('charge.refunded', {
      id: 'ch_elsewhere',
      object: 'charge',
      amount: 5000,
      amount_refunded: 5000,
      refunded: true,
      currency: 'usd',
      payment_intent: 'pi_not_ours',
    });
    expect((await deliver(foreign)).statusCode).toBe(200);
    expect(await db.select().from(webhookEvents).where(eq(webhookEvents.id, foreign.id))).toHaveLength(1);
    expect((await me(account)).addons.promote_to_linkedin).toBe(25);
    expect((await transactionsOf(account))[0].transaction_status).toBe('paid');
  });
});

describe('Stripe subscriptions: start, renewal, failed payment, cancel then expiry', () => {
  it('runs the whole life of a monthly plan', async () => {
    const account = await createAccount(app);
    const first = await subscribe(account);
    const second = await subscribe(account);
    const sessionCall = stripe.calls.findLast((c) => c.path === '/v1/checkout/sessions')!;
    expect(sessionCall.body).toMatchObject({ mode: 'subscription', line_items: [{ quantity: '1' }] });
    // One Price per plan, created by lookup key the first time and found by it afterwards.
    const priceId = (sessionCall.body.line_items as Array<{ price: string }>)[0]!.price;
    expect(stripe.prices.get(priceId)).toMatchObject({
      unit_amount: monthly.charge_cents,
      lookup_key: `pp_${monthly.id}_${monthly.charge_cents}`,
      recurring: { interval: 'month' },
    });
    expect(
      [...stripe.prices.values()].filter((p) => p.lookup_key === `pp_${monthly.id}_${monthly.charge_cents}`),
    ).toHaveLength(1);
    void second;

    // Start: the webhook arrives first, then the success page.
    const session = stripe.completeSession(first.session_id);
    const subId = session.subscription as string;
    const sub = stripe.subscriptions.get(subId)!;
    const periodEnd =
      (sub.items as { data: Array<{ current_period_end: number }> }).data[0]!.current_period_end * 1000;
    // An early subscription.updated for a subscription not linked yet changes nothing and is harmless.
    expect((await deliver(stripe.event('customer.subscription.updated', sub))).statusCode).toBe(200);
    expect((await deliver(completed(first.session_id))).statusCode).toBe(200);
    expect((await save(account, first.session_id)).statusCode).toBe(200);
    let user = await me(account);
    expect(user).toMatchObject({
      is_subscribed: true,
      subscription_id: subId,
      package_name: monthly.id,
      cancel_at_period_end: false,
      subscription_end_date: new Date(periodEnd).toISOString(),
    });
    expect(user.addons.promote_to_facebook_marketplace).toBe(monthly.facebook_marketplace_listings);

    // The first invoice belongs to the checkout: no second grant.
    const invoiceBase = {
      object: 'invoice',
      customer: session.customer,
      currency: 'usd',
      hosted_invoice_url: null,
    };
    const createInvoice = stripe.event('invoice.paid', {
      ...invoiceBase,
      id: 'in_first',
      billing_reason: 'subscription_create',
      amount_paid: 2500,
      amount_due: 2500,
      parent: { subscription_details: { subscription: subId } },
      lines: { data: [{ period: { start: periodEnd / 1000 - 30 * 86_400, end: periodEnd / 1000 } }] },
    });
    expect((await deliver(createInvoice)).statusCode).toBe(200);
    expect((await me(account)).addons.promote_to_facebook_marketplace).toBe(12);

    // Renewal: invoice.paid moves the period end and adds the plan's listings, once.
    const nextEnd = periodEnd / 1000 + 30 * 86_400;
    const renewal = stripe.event('invoice.paid', {
      ...invoiceBase,
      id: 'in_renewal_1',
      billing_reason: 'subscription_cycle',
      amount_paid: 2500,
      amount_due: 2500,
      hosted_invoice_url: 'https://invoice.stripe.test/in_renewal_1',
      parent: { subscription_details: { subscription: subId } },
      lines: { data: [{ period: { start: periodEnd / 1000, end: nextEnd } }] },
    });
    stripe.payInvoice('in_renewal_1', 2500, { brand: 'amex', last4: '0005' });
    expect((await deliver(renewal)).statusCode).toBe(200);
    expect((await deliver(renewal)).statusCode).toBe(200);
    user = await me(account);
    expect(user.subscription_end_date).toBe(new Date(nextEnd * 1000).toISOString());
    expect(user.addons.promote_to_facebook_marketplace).toBe(24);
    expect(await ledgerBalances(db, account.userId)).toEqual({ promote_to_facebook_marketplace: 24 });

    // A failed renewal attempt is recorded as a failed transaction.
    const failed = stripe.event('invoice.payment_failed', {
      ...invoiceBase,
      id: 'in_renewal_2',
      billing_reason: 'subscription_cycle',
      amount_paid: 0,
      amount_due: 2500,
      parent: { subscription_details: { subscription: subId } },
      lines: { data: [{ period: { start: nextEnd, end: nextEnd + 30 * 86_400 } }] },
    });
    expect((await deliver(failed)).statusCode).toBe(200);
    const list = await transactionsOf(account);
    expect(
      list.map((t: { transaction_status: string; payment_type: string }) => [
        t.payment_type,
        t.transaction_status,
      ]),
    ).toEqual([
      ['subscription_renewal', 'failed'],
      ['subscription_renewal', 'paid'],
      ['subscription', 'paid'],
    ]);
    expect(list[0].transaction_amount_in_usd).toBe(25);
    // The card of each paid period, from the invoice's payment: the renewal's, then the first one's.
    expect(
      list.slice(1).map((t: { card_name: string; card_number: string }) => [t.card_name, t.card_number]),
    ).toEqual([
      ['amex', '0005'],
      ['visa', '4242'],
    ]);
    expect((await me(account)).addons.promote_to_facebook_marketplace).toBe(24);

    // Cancel at period end: Stripe is told, access continues, the state follows.
    const cancel = await app.inject({
      method: 'POST',
      url: '/api/v1/payment/cancel-subscription',
      headers: account.auth,
      payload: { subscription_id: subId },
    });
    expect(cancel.statusCode).toBe(200);
    expect(stripe.subscriptions.get(subId)!.cancel_at_period_end).toBe(true);
    expect(await me(account)).toMatchObject({ is_subscribed: true, cancel_at_period_end: true });
    const cancelledEvent = stripe.event('customer.subscription.updated', {
      ...stripe.subscriptions.get(subId)!,
    });

    // Expiry: Stripe ends the subscription and says so.
    stripe.updateSubscription(subId, { status: 'canceled' });
    expect(
      (await deliver(stripe.event('customer.subscription.deleted', stripe.subscriptions.get(subId)!)))
        .statusCode,
    ).toBe(200);
    user = await me(account);
    expect(user).toMatchObject({ is_subscribed: false, cancel_at_period_end: false, subscription_id: null });
    // The older "updated" event delivered late cannot bring it back: state is read fresh from Stripe.
    expect((await deliver(cancelledEvent)).statusCode).toBe(200);
    expect((await me(account)).is_subscribed).toBe(false);
    // Nothing left to cancel.
    const again = await app.inject({
      method: 'POST',
      url: '/api/v1/payment/cancel-subscription',
      headers: account.auth,
      payload: {},
    });
    expect(again.json()).toMatchObject({ status: 'error', message: 'No active subscription found' });
  });

  it('a renewal invoice for a subscription not linked yet fails (so Stripe retries) without being recorded', async () => {
    const event = stripe.event('invoice.paid', {
      id: 'in_orphan',
      object: 'invoice',
      customer: 'cus_unknown',
      currency: 'usd',
      billing_reason: 'subscription_cycle',
      amount_paid: 2500,
      amount_due: 2500,
      parent: { subscription_details: { subscription: 'sub_unknown' } },
      lines: { data: [] },
    });
    expect((await deliver(event)).statusCode).toBe(409);
    expect(await db.select().from(webhookEvents).where(eq(webhookEvents.id, event.id))).toHaveLength(0);
  });
});
