import { VALIDATION } from '@pp/contract';
import { type CreditType, creditType, MAXIMUM_PURCHASE, type Tier } from './credit-types';
import { formatUsd } from './money';

function assertQuantity(quantity: number) {
  if (!Number.isInteger(quantity) || quantity < 1)
    throw new RangeError(`Quantity must be a positive integer, got ${quantity}`);
}

/** The band a quantity falls in, with its index (0 = base price). */
export function tierOf(type: CreditType, quantity: number): { tier: Tier; index: number } {
  assertQuantity(quantity);
  const tiers = creditType(type).tiers;
  const index = tiers.findIndex((t) => quantity >= t.min && (t.max === null || quantity <= t.max));
  const tier = tiers[index];
  if (!tier) throw new RangeError(`No tier covers ${quantity}`);
  return { tier, index };
}

export interface CreditQuote {
  type: CreditType;
  quantity: number;
  unitCents: number;
  /** quantity × the tier price: what is charged. */
  totalCents: number;
  /** quantity × the base (first-tier) price: what it would cost without volume pricing. */
  originalCents: number;
  savingsCents: number;
  /** The spec's pricing discount object, from the tier price against the base price. */
  hasDiscount: boolean;
  discountPercentage: number;
  tierIndex: number;
}

/** Spec §9: the total is quantity times the tier price (the whole quantity at that tier's price). */
export function quoteCredits(type: CreditType, quantity: number): CreditQuote {
  const { tier, index } = tierOf(type, quantity);
  const base = creditType(type).basePriceCents;
  const totalCents = quantity * tier.priceCents;
  const originalCents = quantity * base;
  return {
    type,
    quantity,
    unitCents: tier.priceCents,
    totalCents,
    originalCents,
    savingsCents: originalCents - totalCents,
    hasDiscount: tier.priceCents < base,
    discountPercentage: Math.round(((base - tier.priceCents) / base) * 100),
    tierIndex: index,
  };
}

/** Integer cents charged for `quantity` credits of `type`: the server's and the page's one price. */
export const priceFor = (type: CreditType, quantity: number): number =>
  quoteCredits(type, quantity).totalCents;

/**
 * Spec §5: the quantity is an integer clamped to at least the minimum; empty or non-numeric input
 * resets to the minimum. Fractions are cut to whole credits; a ceiling stops absurd typos.
 */
export function clampQuantity(input: string | number | null | undefined, minimum: number): number {
  const n = typeof input === 'number' ? input : Number.parseInt(String(input ?? '').trim(), 10);
  if (!Number.isFinite(n)) return minimum;
  return Math.min(MAXIMUM_PURCHASE, Math.max(minimum, Math.floor(n)));
}

/** Spec §5 purchase check: the message to show, or null when the purchase may go to checkout. */
export function purchaseError(type: string, quantity: unknown): string | null {
  let info: ReturnType<typeof creditType>;
  try {
    info = creditType(type as CreditType);
  } catch {
    return VALIDATION.invalidPurchase;
  }
  if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < info.minimumPurchase) {
    return VALIDATION.minimumPurchase(info.minimumPurchase);
  }
  if (quantity > MAXIMUM_PURCHASE) return VALIDATION.invalidPurchase;
  return null;
}

export interface SavingsHint {
  /** Credits still needed to reach the next, cheaper tier (null at the top tier). */
  creditsToNextTier: number | null;
  nextUnitCents: number | null;
  /** Per-credit saving against the base price at the current tier. */
  savingPerCreditCents: number;
  text: string;
}

/** Spec §9: how many more credits reach the next tier's price, or the per-credit saving at the top tier. */
export function savingsHint(type: CreditType, quantity: number): SavingsHint {
  const info = creditType(type);
  const { tier, index } = tierOf(type, quantity);
  const next = info.tiers[index + 1];
  const savingPerCreditCents = info.basePriceCents - tier.priceCents;
  if (next) {
    const more = next.min - quantity;
    return {
      creditsToNextTier: more,
      nextUnitCents: next.priceCents,
      savingPerCreditCents,
      text: `Add ${more} more ${more === 1 ? 'credit' : 'credits'} to unlock ${formatUsd(next.priceCents)} per credit.`,
    };
  }
  return {
    creditsToNextTier: null,
    nextUnitCents: null,
    savingPerCreditCents,
    text: `You're at the best rate: saving ${formatUsd(savingPerCreditCents)} per credit.`,
  };
}

/** Where a mark of the type's tier bar sits, as a percentage: marks are evenly spaced. */
export function progressMarkPercent(type: CreditType, index: number): number {
  const marks = creditType(type).progressLabels;
  return (index / (marks.length - 1)) * 100;
}

/**
 * Where the quantity sits on the type's tier bar, as a percentage (full beyond the last mark):
 * linear between two neighbouring marks, so it crosses a mark exactly when the quantity does.
 */
export function progressPercent(type: CreditType, quantity: number): number {
  const marks = creditType(type).progressLabels;
  const last = marks.length - 1;
  if (quantity >= marks[last]!) return 100;
  if (quantity <= 0) return 0;
  const i = marks.findIndex((m) => m > quantity) - 1;
  const within = (quantity - marks[i]!) / (marks[i + 1]! - marks[i]!);
  return ((i + within) / last) * 100;
}

/** The end of the type's tier bar. */
export const progressBarMax = (type: CreditType): number => creditType(type).progressLabels.at(-1)!;

export interface TierRow {
  label: string;
  priceCents: number;
  /** Percentage saved against the base price; 0 for the base tier. */
  savingsPercent: number;
}

/** Rows of the collapsible tier table (Quantity Tier, Price per Credit, Your Savings). */
export function tierRows(type: CreditType): TierRow[] {
  const info = creditType(type);
  return info.tiers.map((t) => ({
    label: t.max === null ? `${t.min}+ credits` : `${t.min}-${t.max} credits`,
    priceCents: t.priceCents,
    savingsPercent: Math.round(((info.basePriceCents - t.priceCents) / info.basePriceCents) * 100),
  }));
}
