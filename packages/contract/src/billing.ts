import { z } from 'zod';
import { successEnvelope } from './envelope';

/**
 * Billing calls of spec §7. Prices travel as USD numbers (the spec's package_price); the server
 * recomputes them in integer cents from @pp/pricing and rejects any that differ.
 */
export const PACKAGE_TYPES = ['subscription', 'paygo'] as const;
export type PackageType = (typeof PACKAGE_TYPES)[number];

export const ZSubscriptionCheckoutRequestSchema = z.object({
  package_type: z.literal('subscription'),
  package_details: z.object({
    /** The plan id (e.g. professional_monthly). */
    package_name: z.string().max(100),
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
    /** Quantity; range and integer checks live in the server so their messages are spec §5's. */
    api_calls_buy: z.number(),
    type_of_api_call: z.string().max(100),
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

export const ZSaveCheckoutSessionRequestSchema = z.object({ session_id: z.string().min(1).max(255) });

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
});
export type TTransaction = z.infer<typeof ZTransactionSchema>;
export const ZTransactionsSchema = z.object({ transactions: z.array(ZTransactionSchema) });
export const ZTransactionsResponseSchema = successEnvelope(ZTransactionsSchema);

export const ZCancelSubscriptionRequestSchema = z.object({ subscription_id: z.string().max(255).optional() });
export const ZCancelSubscriptionSchema = z.object({
  subscription_id: z.string(),
  cancel_at_period_end: z.boolean(),
  subscription_end_date: z.string().nullable(),
});
