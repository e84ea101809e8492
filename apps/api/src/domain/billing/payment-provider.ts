import type { Plan } from '@pp/pricing';
import type { Order } from './price-order';

/** The few things billing needs from a payment processor; Stripe in production, a sandbox offline. */
export interface PaymentProvider {
  readonly kind: 'stripe' | 'sandbox';
  createCheckout(input: NewCheckout): Promise<CreatedCheckout>;
  /** The processor's current view of a checkout session (never the client's word). */
  retrieveCheckout(sessionId: string): Promise<CheckoutSnapshot>;
  retrieveSubscription(subscriptionId: string): Promise<SubscriptionSnapshot>;
  /** Stops renewal; access continues until the end of the paid period. */
  cancelAtPeriodEnd(subscriptionId: string): Promise<SubscriptionSnapshot>;
  /** Renews again at the end of the period (a cancellation undone before the plan ended). */
  resume(subscriptionId: string): Promise<SubscriptionSnapshot>;
  /**
   * Moves the subscription to another plan (another billing cycle) at once, prorated: the unused
   * part of the current period is credited against the new one, which starts now and is charged now.
   * The provider records what was charged; `SubscriptionSnapshot.periodEnd` is the new period's end.
   */
  changePlan(input: PlanChange): Promise<SubscriptionSnapshot>;
  /** The card an invoice (a subscription's payment) was paid with, when the processor tells. */
  invoiceCard(invoiceId: string): Promise<CardDetails | null>;
  /**
   * The purchase a payment (a refunded charge's payment intent) paid for, as our transactions name it:
   * the checkout session (a credit pack, or a plan's first period), or the renewal invoice. Null when
   * the payment is not one of ours.
   */
  findPurchaseByPaymentIntent(paymentIntentId: string): Promise<string | null>;
  /**
   * Refunds what is left of a purchase (a checkout session or an invoice, as our transactions name
   * it) and answers the charge's totals after it. `idempotencyKey` makes a retried call refund once.
   */
  refundPurchase(purchaseId: string, idempotencyKey: string): Promise<RefundOutcome>;
}

export interface RefundOutcome {
  refundId: string;
  /** What was charged, and what has been refunded of it in all, this refund included. */
  amountCents: number;
  refundedCents: number;
}

export interface NewCheckout {
  userId: string;
  email: string;
  /** The processor's customer for this user, if one was made before. */
  customerId: string | null;
  order: Order;
  successUrl: string;
  cancelUrl: string;
}

export interface PlanChange {
  userId: string;
  subscriptionId: string;
  /** The plan the subscription is on now, and the one it moves to. */
  from: Plan;
  to: Plan;
  /** End of the current paid period (the sandbox prorates against it). */
  currentPeriodEnd: Date;
}

export interface CreatedCheckout {
  id: string;
  url: string;
  customerId: string | null;
}

export interface CardDetails {
  brand: string;
  last4: string;
}

export interface CheckoutSnapshot {
  id: string;
  /** Paid (or nothing to pay): the purchase may be fulfilled. */
  paid: boolean;
  /** The processor's payment status word, reported back to the success page. */
  paymentStatus: string;
  customerId: string | null;
  subscriptionId: string | null;
  /** End of the first paid period, for subscriptions. */
  periodEnd: Date | null;
  card: CardDetails | null;
  receiptUrl: string | null;
  amountCents: number | null;
  currency: string | null;
}

export interface SubscriptionSnapshot {
  id: string;
  customerId: string | null;
  /** Still giving access (active, trialing or past due while retries run). */
  active: boolean;
  cancelAtPeriodEnd: boolean;
  periodEnd: Date | null;
}
