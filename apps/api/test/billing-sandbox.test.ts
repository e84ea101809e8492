import { MESSAGES, VALIDATION } from '@pp/contract';
import { PLANS, planById } from '@pp/pricing';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { ledgerBalances } from '../src/domain/credits/change-credits';
import { createAccount } from './helpers/accounts';
import {
  paygoRequest as paygo,
  payOnSandboxPage,
  subscriptionRequest as subscription,
} from './helpers/checkout';
import { createTestApp } from './helpers/test-app';

const { app, db, clock } = await createTestApp();

async function checkout(auth: Record<string, string>, payload: object) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/payment/create-checkout-session',
    headers: auth,
    payload,
  });
}

const pay = (url: string, card?: string, extra?: Record<string, string>) =>
  payOnSandboxPage(app, url, card, extra);

const me = async (auth: Record<string, string>) =>
  (await app.inject({ method: 'GET', url: '/api/v1/users/me', headers: auth })).json().data;

describe('sandbox checkout, end to end through the API', () => {
  it('buys 25 LinkedIn credits: hosted page, test card, success page, counter, ledger and transaction', async () => {
    const account = await createAccount(app);
    const res = await checkout(account.auth, paygo('post_to_linkedin_account', 25));
    expect(res.statusCode).toBe(200);
    const { url, session_id } = res.json().data;
    expect(url).toBe(`http://localhost:8080/sandbox/checkout/${session_id}`);

    const page = await app.inject({ method: 'GET', url: new URL(url).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('LinkedIn Credits');
    expect(page.body).toContain('Qty 25');
    expect(page.body).toContain('$18.75'); // 25 × $0.75 (21-50 tier)
    expect(page.body).toContain('/payment/cancel');

    const paid = await pay(url);
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`http://localhost:8080/payment/success?session_id=${session_id}`);

    const save = await app.inject({
      method: 'POST',
      url: '/api/v1/payment/save-checkout-session',
      headers: account.auth,
      payload: { session_id },
    });
    expect(save.statusCode).toBe(200);
    expect(save.json()).toMatchObject({ status: 'success', data: { fulfilled: true } });

    const user = await me(account.auth);
    expect(user.addons.promote_to_linkedin).toBe(25);
    expect(await ledgerBalances(db, account.userId)).toMatchObject({ promote_to_linkedin: 25 });

    const tx = await app.inject({
      method: 'GET',
      url: '/api/v1/payment/get-all-transactions',
      headers: account.auth,
    });
    const list = tx.json().data.transactions;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      card_name: 'visa',
      card_number: '4242',
      transaction_amount_in_usd: 18.75,
      transaction_currency: 'usd',
      transaction_status: 'paid',
      addon_name: 'post_to_linkedin_account',
      payment_type: 'pay_as_you_go',
    });
    expect(list[0].transaction_timestamp).toBeGreaterThan(1_600_000_000);
    expect(list[0].transaction_timestamp).toBeLessThan(1e11); // seconds, not milliseconds
  });

  it('shows the decline for 4000 0000 0000 0002 and grants nothing; another card then pays once', async () => {
    const account = await createAccount(app);
    const { url, session_id } = (await checkout(account.auth, paygo('reel_generation', 10))).json().data;
    const declined = await pay(url, '4000 0000 0000 0002');
    expect(declined.statusCode).toBe(402);
    expect(declined.body).toContain('Your card was declined.');
    const save = await app.inject({
      method: 'POST',
      url: '/api/v1/payment/save-checkout-session',
      headers: account.auth,
      payload: { session_id },
    });
    expect(save.statusCode).toBe(409);
    expect((await me(account.auth)).addons.reel_generation).toBe(0);

    const invalid = await pay(url, '4242 4242 4242 4241');
    expect(invalid.statusCode).toBe(422);
    expect(invalid.body).toContain('Your card number is invalid.');

    // Double submit: the second POST finds it paid and just redirects.
    const [a, b] = await Promise.all([pay(url), pay(url)]);
    expect([a.statusCode, b.statusCode]).toEqual([303, 303]);
    const revisit = await app.inject({ method: 'GET', url: new URL(url).pathname });
    expect(revisit.body).toContain('This checkout is already paid');
    expect((await me(account.auth)).addons.reel_generation).toBe(10);
    const list = (
      await app.inject({ method: 'GET', url: '/api/v1/payment/get-all-transactions', headers: account.auth })
    ).json().data.transactions;
    expect(list).toHaveLength(1);
    expect(list[0].transaction_amount_in_usd).toBe(18); // 10 × $1.80
  });

  it('subscribes monthly, adds the listings, cancels at period end, and cancelling twice says so', async () => {
    const account = await createAccount(app);
    const plan = planById('professional_monthly')!;
    const { url, session_id } = (await checkout(account.auth, subscription(plan.id, plan.price_usd))).json()
      .data;
    expect((await app.inject({ method: 'GET', url: new URL(url).pathname })).body).toContain(
      'Renews every month',
    );
    expect((await pay(url)).statusCode).toBe(303);
    await app.inject({
      method: 'POST',
      url: '/api/v1/payment/save-checkout-session',
      headers: account.auth,
      payload: { session_id },
    });
    const user = await me(account.auth);
    expect(user).toMatchObject({
      is_subscribed: true,
      package_name: 'professional_monthly',
      cancel_at_period_end: false,
    });
    expect(user.addons.promote_to_facebook_marketplace).toBe(plan.facebook_marketplace_listings);
    const end = new Date(user.subscription_end_date).getTime();
    expect(Math.round((end - clock.now().getTime()) / 86_400_000)).toBe(plan.period_days);

    // A second renewing plan is refused while this one renews.
    const twice = await checkout(account.auth, subscription(plan.id, plan.price_usd));
    expect(twice.statusCode).toBe(409);

    const cancel = await app.inject({
      method: 'POST',
      url: '/api/v1/payment/cancel-subscription',
      headers: account.auth,
      payload: { subscription_id: user.subscription_id },
    });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json().message).toBe(MESSAGES.subscriptionCanceled);
    const after = await me(account.auth);
    expect(after).toMatchObject({ is_subscribed: true, cancel_at_period_end: true });
    expect(after.subscription_end_date).toBe(user.subscription_end_date);

    const [row] = await db.select().from(users).where(eq(users.id, account.userId));
    expect(row!.subscription_id).toMatch(/^sub_sandbox_/);
    // Once cancelled, a new plan may be bought for when this one ends.
    expect((await checkout(account.auth, subscription(plan.id, plan.price_usd))).statusCode).toBe(200);
  });

  it('cancel-subscription without a subscription answers the spec message', async () => {
    const account = await createAccount(app, { trial: true });
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/payment/cancel-subscription',
      headers: account.auth,
      payload: {},
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(VALIDATION.noActiveSubscription);
  });
});

describe('the server owns every price', () => {
  it.each([
    ['a lowered credit price', paygo('post_to_linkedin_account', 25, 1), 400, VALIDATION.invalidPurchase],
    ['a lowered plan price', subscription('professional_monthly', 1), 400, VALIDATION.invalidPurchase],
    ['an unknown plan', subscription('enterprise_forever', 0), 404, MESSAGES.planNotFound],
    [
      'under the minimum',
      paygo('promote_to_facebook_marketplace', 9, 2.25),
      400,
      'Minimum purchase is 10 credits.',
    ],
    [
      'a fractional quantity',
      paygo('promote_to_facebook_marketplace', 10.5, 2.63),
      400,
      'Minimum purchase is 10 credits.',
    ],
    [
      'an absurd quantity',
      paygo('promote_to_facebook_marketplace', 5_000_000, 750_000),
      400,
      VALIDATION.invalidPurchase,
    ],
    ['an unknown credit type', paygo('gold_bars', 10, 1), 400, VALIDATION.invalidPurchase],
  ])('rejects %s', async (_label, payload, status, message) => {
    const account = await createAccount(app);
    const res = await checkout(account.auth, payload);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ status: 'error', message });
  });

  it('accepts every plan at its own price (the yearly plan at its monthly figure or its yearly charge)', async () => {
    const account = await createAccount(app);
    for (const plan of PLANS) {
      expect((await checkout(account.auth, subscription(plan.id, plan.price_usd))).statusCode).toBe(200);
    }
    const yearly = planById('professional_yearly')!;
    expect(
      (await checkout(account.auth, subscription(yearly.id, yearly.charge_cents / 100))).statusCode,
    ).toBe(200);
  });

  it('requires sign-in (401) and keeps sessions private to their owner', async () => {
    expect((await checkout({}, paygo('reel_generation', 10))).statusCode).toBe(401);
    const owner = await createAccount(app);
    const other = await createAccount(app);
    const { url, session_id } = (await checkout(owner.auth, paygo('reel_generation', 10))).json().data;
    await pay(url);
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/payment/save-checkout-session',
      headers: other.auth,
      payload: { session_id },
    });
    expect(res.statusCode).toBe(404);
  });
});
