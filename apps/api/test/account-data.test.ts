import { MESSAGES } from '@pp/contract';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { listings, users } from '../src/db/schema';
import { createAccount, STRONG_PASSWORD, type TestAccount } from './helpers/accounts';
import { listingOf } from './helpers/sample-listing';
import { startSmtpListener } from './helpers/smtp-listener';
import { startStripeStandIn } from './helpers/stripe-stand-in';
import { createTestApp } from './helpers/test-app';

const secrets = { secretKey: 'sk_test_standin_0123456789', webhookSecret: 'whsec_standin_0123456789' };
const stripe = await startStripeStandIn(secrets);
const smtp = await startSmtpListener();
afterAll(async () => {
  await stripe.close();
  await smtp.close();
});
const { app, db } = await createTestApp({
  env: {
    SMTP_URL: smtp.url,
    STRIPE_SECRET_KEY: secrets.secretKey,
    STRIPE_WEBHOOK_SECRET: secrets.webhookSecret,
    STRIPE_API_BASE: stripe.url,
  },
});

/** A monthly plan bought at the Stripe stand-in and confirmed by the success page. */
async function subscribe(account: TestAccount) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/payment/create-checkout-session',
    headers: account.auth,
    payload: {
      package_type: 'subscription',
      package_details: { package_name: 'professional_monthly', package_price: 25 },
    },
  });
  const { session_id } = res.json().data as { session_id: string };
  stripe.completeSession(session_id);
  const saved = await app.inject({
    method: 'POST',
    url: '/api/v1/payment/save-checkout-session',
    headers: account.auth,
    payload: { session_id },
  });
  expect(saved.statusCode).toBe(200);
  const [row] = await db.select().from(users).where(eq(users.id, account.userId));
  return row!.subscription_id!;
}

const remove = (account: TestAccount, payload: object) =>
  app.inject({ method: 'DELETE', url: '/api/v1/users/me', headers: account.auth, payload });

describe('DELETE /api/v1/users/me', () => {
  it('refuses without the right password and changes nothing', async () => {
    const account = await createAccount(app);
    const none = await remove(account, {});
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toEqual({ password: MESSAGES.deleteNeedsPassword });
    const wrong = await remove(account, { password: 'Wrong!Pass1' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ password: MESSAGES.currentPasswordWrong });
    expect(await db.select().from(users).where(eq(users.id, account.userId))).toHaveLength(1);
  });

  it('cancels the plan at Stripe, deletes the user and their data, mails a confirmation, and ends the session', async () => {
    const account = await createAccount(app, { name: 'Dora Delete' });
    const subscriptionId = await subscribe(account);
    await listingOf(app, account);
    const res = await remove(account, { password: STRONG_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', message: MESSAGES.accountDeleted, data: null });
    expect(stripe.subscriptions.get(subscriptionId)?.cancel_at_period_end).toBe(true);
    expect(await db.select().from(users).where(eq(users.id, account.userId))).toHaveLength(0);
    expect(await db.select().from(listings).where(eq(listings.user_id, account.userId))).toHaveLength(0);
    const mail = await smtp.waitFor(account.email, /account has been deleted/);
    expect(mail.text).toContain('will not renew');
    const refresh = await app.inject({
      method: 'POST',
      url: `/api/v1/auth/refresh-token?user_id=${account.userId}`,
      payload: { refresh_token: account.refreshToken },
    });
    expect(refresh.statusCode).toBe(401);
    expect(
      (await app.inject({ method: 'GET', url: '/api/v1/users/me', headers: account.auth })).statusCode,
    ).toBe(401);
    // The address is free again.
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/v1/auth/login',
          payload: { email: account.email, password: STRONG_PASSWORD },
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe('GET /api/v1/users/me/export', () => {
  it('downloads everything that is the agent’s as JSON, without secrets', async () => {
    const account = await createAccount(app, { name: 'Ezra Export' });
    const listing = await listingOf(app, account);
    await subscribe(account);
    const res = await app.inject({ method: 'GET', url: '/api/v1/users/me/export', headers: account.auth });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="property-promoter-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = res.json();
    expect(data.account).toMatchObject({
      email: account.email,
      full_name: 'Ezra Export',
      is_subscribed: true,
    });
    expect(data.listings.map((l: { id: string }) => l.id)).toEqual([listing.listing_id]);
    expect(data.transactions).toHaveLength(1);
    expect(data.credit_ledger.length).toBeGreaterThan(0);
    expect(res.body).not.toContain('password_hash');
    expect(res.body).not.toContain('$argon2');
    const anonymous = await app.inject({ method: 'GET', url: '/api/v1/users/me/export' });
    expect(anonymous.statusCode).toBe(401);
  });
});
