import type { TPaygoCheckoutRequest } from '@pp/contract';
import {
  CREDIT_TYPES,
  type CreditType,
  centsToUsd,
  DEFAULT_CREDIT_TYPE,
  DEFAULT_QUANTITY,
  paygoCheckoutRequest,
  purchaseError,
  quoteCredits,
  savingsHint,
} from '@pp/pricing';

/** Spec §2: the dashboard purchase card's pricing object starts at 0.55 per credit for every type. */
export const DEFAULT_CARD_PRICE_USD = 0.55;
export const DEFAULT_PRICING: Record<CreditType, number> = Object.fromEntries(
  CREDIT_TYPES.map((t) => [t, DEFAULT_CARD_PRICE_USD]),
) as Record<CreditType, number>;

export interface PurchaseCardState {
  type: CreditType;
  /** What the user typed: kept as text so an empty field can be shown while editing. */
  api_calls: string;
}

export const initialPurchaseCard: PurchaseCardState = {
  type: DEFAULT_CREDIT_TYPE,
  api_calls: String(DEFAULT_QUANTITY),
};

export interface PurchaseCardView {
  quantity: number | null;
  /** The valid-purchase flag of PRODUCT.md §2: checkout is disabled while false. */
  isValidPurchase: boolean;
  error: string | null;
  /** Per-credit USD price per type: the tier price when the quantity is valid, else the card default. */
  pricing: Record<CreditType, number>;
  totalCents: number | null;
  unitCents: number | null;
  savingsCents: number;
  hint: string | null;
}

const parseQuantity = (text: string): number | null => {
  const trimmed = text.trim();
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return null;
  return Number(trimmed);
};

/** Everything the purchase card shows, derived from what the user picked and typed. */
export function viewPurchaseCard(state: PurchaseCardState): PurchaseCardView {
  const quantity = parseQuantity(state.api_calls);
  const error = purchaseError(state.type, quantity ?? Number.NaN);
  if (error || quantity === null) {
    return {
      quantity,
      isValidPurchase: false,
      error,
      pricing: DEFAULT_PRICING,
      totalCents: null,
      unitCents: null,
      savingsCents: 0,
      hint: null,
    };
  }
  const quote = quoteCredits(state.type, quantity);
  return {
    quantity,
    isValidPurchase: true,
    error: null,
    pricing: { ...DEFAULT_PRICING, [state.type]: centsToUsd(quote.unitCents) },
    totalCents: quote.totalCents,
    unitCents: quote.unitCents,
    savingsCents: quote.savingsCents,
    hint: savingsHint(state.type, quantity).text,
  };
}

/** The PRODUCT.md §7 pay-as-you-go checkout body for a valid card, or null. */
export function paygoRequest(state: PurchaseCardState): TPaygoCheckoutRequest | null {
  const view = viewPurchaseCard(state);
  if (!view.isValidPurchase || view.quantity === null || view.totalCents === null) return null;
  return paygoCheckoutRequest(state.type, view.quantity);
}
