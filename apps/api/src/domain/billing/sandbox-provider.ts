import { randomBytes } from 'node:crypto';
import { DAY_MS } from '@pp/contract';
import { planById, prorateSwitch } from '@pp/pricing';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { checkoutSessions, transactions, users } from '../../db/schema';
import { notFound } from '../../lib/errors';
import type { CheckoutSnapshot, PaymentProvider, SubscriptionSnapshot } from './payment-provider';
import { recordPlanChangePayment } from './record-plan-change-payment';

export const SANDBOX_SESSION_PREFIX = 'cs_sandbox_';
const SANDBOX_SUBSCRIPTION_PREFIX = 'sub_sandbox_';

/** The sandbox's subscription id follows from its session id, so every retrieval agrees. */
export const sandboxSubscriptionId = (sessionId: string) =>
  `${SANDBOX_SUBSCRIPTION_PREFIX}${sessionId.slice(SANDBOX_SESSION_PREFIX.length)}`;

/** What the sandbox "processor" reports of a session, paid or not. */
export function sandboxSnapshot(
  row: typeof checkoutSessions.$inferSelect,
  paid: boolean,
  now: Date,
): CheckoutSnapshot {
  const plan = row.package_type === 'subscription' ? planById(row.package_name) : undefined;
  const paidAt = row.fulfilled_at ?? now;
  return {
    id: row.id,
    paid,
    paymentStatus: paid ? 'paid' : 'unpaid',
    customerId: null,
    subscriptionId: plan && paid ? sandboxSubscriptionId(row.id) : null,
    periodEnd: plan && paid ? new Date(paidAt.getTime() + plan.period_days * DAY_MS) : null,
    card: null,
    receiptUrl: null,
    amountCents: row.amount_cents,
    currency: row.currency,
  };
}

/**
 * Offline stand-in for Stripe (development only; config refuses it in production). Sessions live in
 * checkout_sessions; the hosted page at /sandbox/checkout/:id marks them paid.
 */
export function createSandboxProvider(ctx: AppContext): PaymentProvider {
  return {
    kind: 'sandbox',

    async createCheckout() {
      // An unguessable id: like Stripe's, the checkout URL is the capability to pay.
      const id = `${SANDBOX_SESSION_PREFIX}${randomBytes(18).toString('base64url')}`;
      return { id, url: `${ctx.env.APP_URL}/sandbox/checkout/${id}`, customerId: null };
    },

    async retrieveCheckout(sessionId): Promise<CheckoutSnapshot> {
      const [row] = await ctx.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, sessionId));
      if (row?.provider !== 'sandbox') throw notFound('Checkout session not found');
      return sandboxSnapshot(row, row.status === 'paid', ctx.now());
    },

    async retrieveSubscription(subscriptionId): Promise<SubscriptionSnapshot> {
      const [user] = await ctx.db.select().from(users).where(eq(users.subscription_id, subscriptionId));
      if (!user) throw notFound('Subscription not found');
      const end = user.subscription_end_date;
      return {
        id: subscriptionId,
        customerId: null,
        active: user.is_subscribed && !!end && end >= ctx.now(),
        cancelAtPeriodEnd: user.cancel_at_period_end,
        periodEnd: end,
      };
    },

    async cancelAtPeriodEnd(subscriptionId) {
      const current = await this.retrieveSubscription(subscriptionId);
      return { ...current, cancelAtPeriodEnd: true };
    },

    async resume(subscriptionId) {
      const current = await this.retrieveSubscription(subscriptionId);
      return { ...current, cancelAtPeriodEnd: false };
    },

    // As Stripe does for a new interval: the period restarts now, the unused time is credited, and the
    // difference is charged at once (to the card of the user's latest payment) and recorded.
    async changePlan(change) {
      const now = ctx.now();
      const amount = prorateSwitch(change.from, change.to, change.currentPeriodEnd.getTime() - now.getTime());
      await recordPlanChangePayment(ctx, change, amount, now);
      return {
        id: change.subscriptionId,
        customerId: null,
        active: true,
        cancelAtPeriodEnd: false,
        periodEnd: new Date(now.getTime() + change.to.period_days * DAY_MS),
      };
    },

    // The sandbox has no invoices: its plans renew by checkout only.
    async invoiceCard() {
      return null;
    },

    // The sandbox sends no charge.refunded: a refund is only ever made here, by an operator.
    async findPurchaseByPaymentIntent() {
      return null;
    },

    // No money moved, so none goes back: the refund is the whole amount, as the console asks.
    async refundPurchase(purchaseId) {
      const [row] = await ctx.db
        .select({ amount: transactions.amount_cents })
        .from(transactions)
        .where(eq(transactions.external_id, purchaseId));
      if (!row) throw notFound('Purchase not found');
      return {
        refundId: `re_sandbox_${randomBytes(12).toString('base64url')}`,
        amountCents: row.amount,
        refundedCents: row.amount,
      };
    },
  };
}
