import { randomBytes } from 'node:crypto';

export type Obj = Record<string, unknown>;
export const id = (prefix: string) => `${prefix}_${randomBytes(10).toString('hex')}`;
export const nowSeconds = () => Math.floor(Date.now() / 1000);
/** Length of one period of each recurring interval. */
export const PERIOD_SECONDS: Record<string, number> = {
  day: 86_400,
  week: 7 * 86_400,
  month: 30 * 86_400,
  year: 365 * 86_400,
};

export interface StandInCall {
  method: string;
  path: string;
  body: Obj;
}

/** What the stand-in holds: Stripe's objects by id, and every call it answered. */
export function createStandInState() {
  const calls: StandInCall[] = [];
  const customers = new Map<string, Obj>();
  const prices = new Map<string, Obj>();
  const sessions = new Map<string, Obj>();
  const intents = new Map<string, Obj>();
  const subscriptions = new Map<string, Obj>();
  /** Invoice id → the payment intent that paid it (Stripe's InvoicePayment). */
  const invoicePayments = new Map<string, string>();
  const invoices = new Map<string, Obj>();
  /** An invoice of `subscription`, paid by `intentId`. */
  function recordInvoice(
    invoiceId: string,
    subscription: string | null,
    billingReason: string,
    intentId: string,
  ) {
    invoices.set(invoiceId, {
      id: invoiceId,
      object: 'invoice',
      billing_reason: billingReason,
      parent: subscription ? { type: 'subscription_details', subscription_details: { subscription } } : null,
    });
    invoicePayments.set(invoiceId, intentId);
  }

  /** A succeeded payment intent with its charge, as a card payment leaves them. */
  function cardPayment(amount: number, card: { brand: string; last4: string }, receiptUrl: string) {
    const intentId = id('pi');
    const charge = {
      id: id('ch'),
      object: 'charge',
      amount,
      amount_refunded: 0,
      refunded: false,
      currency: 'usd',
      payment_intent: intentId,
      receipt_url: receiptUrl,
      payment_method_details: { type: 'card', card: { brand: card.brand, last4: card.last4 } },
    };
    const intent = { id: intentId, object: 'payment_intent', status: 'succeeded', latest_charge: charge };
    intents.set(intent.id, intent);
    return intent;
  }

  /**
   * Refunds `amountCents` (default: what is left) of an intent's charge, as Stripe does: never more than
   * was charged, and the charge keeps the running total (amount_refunded) and `refunded` once it is all
   * back. Answers the refunded amount, or null when nothing was left (Stripe's charge_already_refunded).
   */
  function refundIntent(intentId: string, amountCents?: number): { charge: Obj; amount: number } | null {
    const charge = intents.get(intentId)?.latest_charge as Obj | undefined;
    if (!charge) throw new Error(`no payment ${intentId}`);
    const amount = charge.amount as number;
    const before = charge.amount_refunded as number;
    if (before >= amount) return null;
    const refunded = Math.min(amount, before + (amountCents ?? amount));
    charge.amount_refunded = refunded;
    charge.refunded = refunded >= amount;
    return { charge, amount: refunded - before };
  }

  return {
    refundIntent,
    calls,
    customers,
    prices,
    sessions,
    intents,
    subscriptions,
    invoicePayments,
    invoices,
    recordInvoice,
    cardPayment,
  };
}

export type StandInState = ReturnType<typeof createStandInState>;
