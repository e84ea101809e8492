import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { checkoutSessions, users, webhookEvents } from '../src/db/schema';
import { ledgerBalances } from '../src/domain/credits/change-credits';
import { createAccount } from './helpers/accounts';
import { createStripeTestApp } from './helpers/stripe-test-app';

// Pay-as-you-go checkout through Stripe: session creation, fulfilment exactly once, webhook signatures.
const { app, db, stripe, buyCredits, deliver, save, me, transactionsOf, completed } =
  await createStripeTestApp();

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
