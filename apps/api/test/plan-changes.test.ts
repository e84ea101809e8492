import { MESSAGES } from '@pp/contract';
import { planById } from '@pp/pricing';
import { afterAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { createAccount, type TestAccount } from './helpers/accounts';
import { payOnSandboxPage, subscriptionRequest } from './helpers/checkout';
import { startStripeStandIn } from './helpers/stripe-stand-in';
import { createTestApp } from './helpers/test-app';

const DAY = 86_400_000;
const monthly = planById('professional_monthly')!;
const yearly = planById('professional_yearly')!;

const secrets = { secretKey: 'sk_test_standin_0123456789', webhookSecret: 'whsec_standin_0123456789' };
const stripe = await startStripeStandIn(secrets);
afterAll(() => stripe.close());
const sandbox = (await createTestApp()).app;
const onStripe = (
  await createTestApp({
    env: {
      STRIPE_SECRET_KEY: secrets.secretKey,
      STRIPE_WEBHOOK_SECRET: secrets.webhookSecret,
      STRIPE_API_BASE: stripe.url,
    },
  })
).app;

const post = (app: App, account: TestAccount, url: string, payload?: object) =>
  app.inject({ method: 'POST', url: `/api/v1/payment/${url}`, headers: account.auth, payload });
const me = async (app: App, account: TestAccount) =>
  (await app.inject({ method: 'GET', url: '/api/v1/users/me', headers: account.auth })).json().data;

/** A monthly plan paid through the sandbox's hosted page. */
async function subscribeSandbox(account: TestAccount) {
  const res = await post(
    sandbox,
    account,
    'create-checkout-session',
    subscriptionRequest(monthly.id, monthly.price_usd),
  );
  const { url } = res.json().data as { url: string };
  expect((await payOnSandboxPage(sandbox, url)).statusCode).toBe(303);
}

describe('plan changes (sandbox)', () => {
  it('switches monthly → yearly at once: the new period starts now, the unused month is credited, the charge recorded', async () => {
    const account = await createAccount(sandbox);
    await subscribeSandbox(account);
    const res = await post(sandbox, account, 'change-plan', { package_name: yearly.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: MESSAGES.planChanged,
      data: { package_name: yearly.id, cancel_at_period_end: false },
    });
    const end = new Date(res.json().data.subscription_end_date).getTime();
    expect(Math.abs(end - (Date.now() + 365 * DAY))).toBeLessThan(DAY);
    expect((await me(sandbox, account)).package_name).toBe(yearly.id);
    const list = (
      await sandbox.inject({
        method: 'GET',
        url: '/api/v1/payment/get-all-transactions',
        headers: account.auth,
      })
    ).json().data.transactions;
    expect(list[0]).toMatchObject({
      description: 'Professional, yearly',
      payment_type: 'subscription_change',
      card_name: 'visa',
      transaction_status: 'paid',
    });
    // Just bought: almost the whole month is credited against the yearly charge.
    const charged = Math.round(list[0].transaction_amount_in_usd * 100);
    expect(charged).toBeGreaterThanOrEqual(yearly.charge_cents - monthly.charge_cents);
    expect(charged).toBeLessThan(yearly.charge_cents - monthly.charge_cents + 10);
    expect(list[0].receipt_url).toMatch(/^\/receipts\//);
  });

  it('refuses the same plan (409), an unknown plan (404) and an account without a plan (400)', async () => {
    const account = await createAccount(sandbox);
    const none = await post(sandbox, account, 'change-plan', { package_name: yearly.id });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('No active subscription found');
    await subscribeSandbox(account);
    expect((await post(sandbox, account, 'change-plan', { package_name: monthly.id })).statusCode).toBe(409);
    expect((await post(sandbox, account, 'change-plan', { package_name: 'gold_forever' })).statusCode).toBe(
      404,
    );
    expect((await post(sandbox, account, 'change-plan', {})).statusCode).toBe(400);
  });

  it('resumes a cancelled subscription before it ends; resuming one that is not cancelled is a 409', async () => {
    const account = await createAccount(sandbox);
    await subscribeSandbox(account);
    expect((await post(sandbox, account, 'resume-subscription')).statusCode).toBe(409);
    const user = await me(sandbox, account);
    await post(sandbox, account, 'cancel-subscription', { subscription_id: user.subscription_id });
    expect((await me(sandbox, account)).cancel_at_period_end).toBe(true);
    const res = await post(sandbox, account, 'resume-subscription');
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(MESSAGES.subscriptionResumed);
    expect(await me(sandbox, account)).toMatchObject({
      cancel_at_period_end: false,
      is_subscribed: true,
      subscription_end_date: user.subscription_end_date,
    });
  });
});

describe('plan changes (Stripe, through the SDK and the stand-in)', () => {
  async function subscribeStripe(account: TestAccount) {
    const res = await post(onStripe, account, 'create-checkout-session', {
      package_type: 'subscription',
      package_details: { package_name: monthly.id, package_price: monthly.price_usd },
    });
    const { session_id } = res.json().data as { session_id: string };
    stripe.completeSession(session_id);
    expect((await post(onStripe, account, 'save-checkout-session', { session_id })).statusCode).toBe(200);
    return (await me(onStripe, account)).subscription_id as string;
  }

  it('updates the subscription to the yearly price with proration invoiced at once', async () => {
    const account = await createAccount(onStripe);
    const subscriptionId = await subscribeStripe(account);
    const res = await post(onStripe, account, 'change-plan', { package_name: yearly.id });
    expect(res.statusCode).toBe(200);
    const update = stripe.calls.findLast(
      (c) => c.method === 'POST' && c.path === `/v1/subscriptions/${subscriptionId}`,
    );
    expect(update?.body).toMatchObject({
      proration_behavior: 'always_invoice',
      cancel_at_period_end: 'false',
    });
    const sub = stripe.subscriptions.get(subscriptionId)!;
    const item = (sub.items as { data: Array<{ price: { recurring: { interval: string } } }> }).data[0]!;
    expect(item.price.recurring.interval).toBe('year');
    expect(new Date(res.json().data.subscription_end_date).getTime()).toBeGreaterThan(Date.now() + 300 * DAY);
    expect((await me(onStripe, account)).package_name).toBe(yearly.id);
  });

  it('resumes at Stripe: cancel_at_period_end back to false', async () => {
    const account = await createAccount(onStripe);
    const subscriptionId = await subscribeStripe(account);
    await post(onStripe, account, 'cancel-subscription', { subscription_id: subscriptionId });
    expect(stripe.subscriptions.get(subscriptionId)?.cancel_at_period_end).toBe(true);
    expect((await post(onStripe, account, 'resume-subscription')).statusCode).toBe(200);
    expect(stripe.subscriptions.get(subscriptionId)?.cancel_at_period_end).toBe(false);
    expect((await me(onStripe, account)).cancel_at_period_end).toBe(false);
  });
});
