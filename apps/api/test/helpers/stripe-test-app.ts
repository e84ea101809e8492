import { planById } from '@pp/pricing';
import { afterAll, expect } from 'vitest';
import type { TestAccount } from './accounts';
import { paygoRequest, subscriptionRequest } from './checkout';
import { startStripeStandIn } from './stripe-stand-in';
import { createTestApp } from './test-app';

const secrets = { secretKey: 'sk_test_standin_0123456789', webhookSecret: 'whsec_standin_0123456789' };

/** The monthly plan the Stripe tests subscribe to unless told otherwise. */
export const monthly = planById('professional_monthly')!;

/**
 * The real server configured for Stripe, talking to the local stand-in; both closed after the file.
 * Also answers the steps the Stripe billing files share (buy, subscribe, deliver a signed webhook,
 * read back the user and transactions), so each file says only what it tests.
 */
export async function createStripeTestApp(env: Record<string, string> = {}) {
  const stripe = await startStripeStandIn(secrets);
  afterAll(() => stripe.close());
  const testApp = await createTestApp({
    env: {
      STRIPE_SECRET_KEY: secrets.secretKey,
      STRIPE_WEBHOOK_SECRET: secrets.webhookSecret,
      STRIPE_API_BASE: stripe.url,
      ...env,
    },
  });
  const { app } = testApp;

  const createCheckout = async (account: TestAccount, payload: object) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/payment/create-checkout-session',
      headers: account.auth,
      payload,
    });
    expect(res.statusCode).toBe(200);
    return res.json().data as { url: string; session_id: string };
  };
  /** Starts a pay-as-you-go checkout for `quantity` credits of `type`, at the price list's price. */
  const buyCredits = (account: TestAccount, type = 'post_to_linkedin_account', quantity = 25) =>
    createCheckout(account, paygoRequest(type, quantity));
  /** Starts a subscription checkout for `plan`. */
  const subscribe = (account: TestAccount, plan = monthly) =>
    createCheckout(account, subscriptionRequest(plan.id, plan.price_usd));
  /** Posts `event` to the webhook signed as Stripe would (or with another `secret`). */
  const deliver = (event: object, secret?: string) => {
    const { payload, headers } = stripe.signed(event, secret);
    return app.inject({ method: 'POST', url: '/api/v1/payment/webhook', headers, payload });
  };
  /** The success page's call after checkout. */
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
  /** The checkout session as it stands in the stand-in now, wrapped in an event of `type`. */
  const completed = (sessionId: string, type = 'checkout.session.completed') =>
    stripe.event(type, stripe.sessions.get(sessionId)!);

  return { ...testApp, stripe, buyCredits, subscribe, deliver, save, me, transactionsOf, completed };
}
