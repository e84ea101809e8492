import { receiptPath } from '@pp/contract';
import { describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from './helpers/accounts';
import { paygoRequest, payOnSandboxPage } from './helpers/checkout';
import { createTestApp } from './helpers/test-app';

const { app } = await createTestApp();

/** Buys through the sandbox as a browser would: checkout, the hosted page's form with a test card. */
async function buy(account: TestAccount, payload: object) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/payment/create-checkout-session',
    headers: account.auth,
    payload,
  });
  const { url } = res.json().data as { url: string };
  expect((await payOnSandboxPage(app, url, '5555 5555 5555 4444')).statusCode).toBe(303);
}

const transactions = async (account: TestAccount) =>
  (
    await app.inject({ method: 'GET', url: '/api/v1/payment/get-all-transactions', headers: account.auth })
  ).json().data.transactions;
const receipt = (account: TestAccount, id: string) =>
  app.inject({ method: 'GET', url: `/api/v1/payment/transactions/${id}/receipt`, headers: account.auth });

describe('receipts (sandbox)', () => {
  it('a credit pack: the product in words, our receipt page, and a receipt with everything printed on it', async () => {
    const account = await createAccount(app, { name: 'Rita Receipt' });
    await buy(account, paygoRequest('promote_to_facebook_marketplace', 100));
    const [t] = await transactions(account);
    expect(t.description).toBe('Facebook Marketplace credits × 100');
    expect(t.receipt_url).toBe(receiptPath(t._id));

    const res = await receipt(account, t._id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      transaction_id: t._id,
      business_name: 'Property Promoter',
      customer_name: 'Rita Receipt',
      customer_email: account.email,
      items: [{ description: 'Facebook Marketplace credits × 100', amount_cents: 2500 }],
      credits: 100,
      amount_cents: 2500,
      currency: 'usd',
      status: 'paid',
      card_brand: 'mastercard',
      card_last4: '4444',
    });
    expect(Math.floor(new Date(res.json().data.paid_at).getTime() / 1000)).toBe(t.transaction_timestamp);
  });

  it('a plan: "Professional, monthly", its Marketplace listings as the credits', async () => {
    const account = await createAccount(app);
    await buy(account, {
      package_type: 'subscription',
      package_details: { package_name: 'professional_monthly', package_price: 25 },
    });
    const [t] = await transactions(account);
    expect(t.description).toBe('Professional, monthly');
    const data = (await receipt(account, t._id)).json().data;
    expect(data.items).toEqual([{ description: 'Professional, monthly', amount_cents: 2500 }]);
    expect(data.credits).toBeGreaterThan(0);
  });

  it("another user's receipt, an unknown id and a malformed id are refused, never a 500", async () => {
    const owner = await createAccount(app);
    await buy(owner, paygoRequest('reel_generation', 10));
    const [t] = await transactions(owner);
    const stranger = await createAccount(app);
    expect((await receipt(stranger, t._id)).statusCode).toBe(404);
    expect((await receipt(owner, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const bad = await receipt(owner, 'not-a-uuid');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ status: 'error' });
    const anonymous = await app.inject({
      method: 'GET',
      url: `/api/v1/payment/transactions/${t._id}/receipt`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
