import { type CreditType, creditType, isCreditType } from './credit-types';
import { PLAN_NAME, planById } from './plans';

export interface PurchaseFacts {
  /** The credit type (pay as you go) or the plan id (subscription), as transactions store it. */
  addon_name: string | null;
  /** Credits bought, for a credit pack. */
  quantity?: number | null;
}

/** A credit type in words: "Facebook Marketplace credits". */
export const creditTypeWords = (type: CreditType) => `${creditType(type).tabLabel} credits`;

/**
 * What was bought, in words for the Transactions table and the receipt: "Facebook Marketplace
 * credits × 100", "Professional, monthly". Null when the transaction names nothing we sell.
 */
export function describePurchase({ addon_name, quantity }: PurchaseFacts): string | null {
  if (!addon_name) return null;
  if (isCreditType(addon_name)) {
    const words = creditTypeWords(addon_name);
    return quantity ? `${words} × ${quantity.toLocaleString('en-US')}` : words;
  }
  const plan = planById(addon_name);
  return plan ? `${PLAN_NAME}, ${plan.billing_cycle}` : null;
}
