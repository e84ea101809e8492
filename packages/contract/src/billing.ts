import { z } from 'zod';
import { successEnvelope } from './envelope';
import { safeText } from './safe-text';

/**
 * Billing calls of PRODUCT.md §7. Prices travel as USD numbers (the spec's package_price); the server
 * recomputes them in integer cents from @pp/pricing and rejects any that differ.
 */
export const PACKAGE_TYPES = ['subscription', 'paygo'] as const;
export type PackageType = (typeof PACKAGE_TYPES)[number];

export const ZSubscriptionCheckoutRequestSchema = z.object({
  package_type: z.literal('subscription'),
  package_details: z.object({
    /** The plan id (e.g. professional_monthly). */
    package_name: safeText().max(100),
    package_price: z.number(),
  }),
});
export type TSubscriptionCheckoutRequest = z.infer<typeof ZSubscriptionCheckoutRequestSchema>;

export const ZPaygoCheckoutRequestSchema = z.object({
  package_type: z.literal('paygo'),
  package_details: z.object({
    package_name: z.literal('paygo_credits'),
    /** Total USD after any discount. */
    package_price: z.number(),
    /** Quantity; range and integer checks live in the server so their messages are PRODUCT.md §5's. */
    api_calls_buy: z.number(),
    type_of_api_call: safeText().max(100),
  }),
});
export type TPaygoCheckoutRequest = z.infer<typeof ZPaygoCheckoutRequestSchema>;

export const ZCreateCheckoutSessionRequestSchema = z.discriminatedUnion('package_type', [
  ZSubscriptionCheckoutRequestSchema,
  ZPaygoCheckoutRequestSchema,
]);
export type TCreateCheckoutSessionRequest = z.infer<typeof ZCreateCheckoutSessionRequestSchema>;

/** data of create-checkout-session: where to send the browser. */
export const ZCheckoutSessionSchema = z.object({ url: z.string(), session_id: z.string() });
export type TCheckoutSession = z.infer<typeof ZCheckoutSessionSchema>;
export const ZCheckoutSessionResponseSchema = successEnvelope(ZCheckoutSessionSchema);

export const ZSaveCheckoutSessionRequestSchema = z.object({ session_id: safeText().min(1).max(255) });

/** data of save-checkout-session: 'fulfilled' once the purchase has been applied to the account. */
export const ZSaveCheckoutSessionSchema = z.object({
  session_id: z.string(),
  payment_status: z.string(),
  fulfilled: z.boolean(),
});
export type TSaveCheckoutSession = z.infer<typeof ZSaveCheckoutSessionSchema>;

/** Spec §3 Transaction. transaction_timestamp is in seconds; the amount is USD. */
export const ZTransactionSchema = z.object({
  _id: z.string(),
  card_name: z.string().nullable(),
  card_number: z.string().nullable(),
  transaction_amount_in_usd: z.number(),
  transaction_currency: z.string(),
  transaction_status: z.string(),
  transaction_timestamp: z.number(),
  receipt_url: z.string().nullable(),
  addon_name: z.string().nullable(),
  payment_type: z.string().nullable(),
  /** What was bought, in words: "Facebook Marketplace credits × 100", "Professional, monthly". */
  description: z.string().nullable(),
});
export type TTransaction = z.infer<typeof ZTransactionSchema>;

/**
 * A receipt of our own (the sandbox, or a payment Stripe gave no receipt for): what a printable
 * receipt needs. Dates in ISO 8601, amounts in cents.
 */
export const ZReceiptSchema = z.object({
  transaction_id: z.string(),
  business_name: z.string(),
  business_email: z.string(),
  customer_name: z.string(),
  customer_email: z.string(),
  paid_at: z.string(),
  items: z.array(z.object({ description: z.string(), amount_cents: z.number().int() })),
  /** Credits the payment added: the pack's count, or the plan's Marketplace listings for the period. */
  credits: z.number().int().nullable(),
  amount_cents: z.number().int(),
  currency: z.string(),
  status: z.string(),
  card_brand: z.string().nullable(),
  card_last4: z.string().nullable(),
});
export type TReceipt = z.infer<typeof ZReceiptSchema>;
export const ZReceiptResponseSchema = successEnvelope(ZReceiptSchema);

/** Where our own receipt of a transaction is shown (the web app's printable page). */
export const receiptPath = (transactionId: string) => `/receipts/${transactionId}`;
export const ZTransactionsSchema = z.object({ transactions: z.array(ZTransactionSchema) });
export const ZTransactionsResponseSchema = successEnvelope(ZTransactionsSchema);

export const ZCancelSubscriptionRequestSchema = z.object({ subscription_id: safeText().max(255).optional() });
export type TCancelSubscriptionRequest = z.infer<typeof ZCancelSubscriptionRequestSchema>;
export const ZCancelSubscriptionSchema = z.object({
  subscription_id: z.string(),
  cancel_at_period_end: z.boolean(),
  subscription_end_date: z.string().nullable(),
});
export const ZCancelSubscriptionResponseSchema = successEnvelope(ZCancelSubscriptionSchema);

/** POST /payment/change-plan: switch the running plan to another billing cycle (prorated). */
export const ZChangePlanRequestSchema = z.object({
  package_name: z.string({ error: 'Selected plan not found.' }).min(1, 'Selected plan not found.').max(100),
});
export type TChangePlanRequest = z.infer<typeof ZChangePlanRequestSchema>;
/** The plan after a change or a resume. */
export const ZPlanStateSchema = z.object({
  subscription_id: z.string(),
  package_name: z.string(),
  cancel_at_period_end: z.boolean(),
  subscription_end_date: z.string().nullable(),
});
export type TPlanState = z.infer<typeof ZPlanStateSchema>;
export const ZPlanStateResponseSchema = successEnvelope(ZPlanStateSchema);
