import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { webhookEvents } from '../src/db/schema';
import { ledgerBalances } from '../src/domain/credits/change-credits';
import { createAccount } from './helpers/accounts';
import { createStripeTestApp, monthly } from './helpers/stripe-test-app';

// A plan's whole life in Stripe: start, renewal, failed payment, cancel at period end, expiry.
const { app, db, stripe, subscribe, deliver, save, me, transactionsOf, completed } =
  await createStripeTestApp();

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
