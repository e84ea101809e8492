import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { webhookEvents } from '../src/db/schema';
import { debitCredit, ledgerBalances } from '../src/domain/credits/change-credits';
import { createAccount, type TestAccount } from './helpers/accounts';
import { createStripeTestApp, monthly } from './helpers/stripe-test-app';

// Refunds made in Stripe's dashboard reach us as charge.refunded: credits go back with the money.
const { app, db, stripe, buyCredits, subscribe, deliver, me, transactionsOf, completed } =
  await createStripeTestApp();

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
