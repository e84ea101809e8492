import type { AddonKey } from '@pp/contract';
import { REEL_PUBLISHING_NOTE, SOCIAL_CREDIT_NOTE } from './included-publishing';

/** The four sellable credit kinds of PRODUCT.md §3, in the Pay As You Go tab order of PRODUCT.md §2. */
export const CREDIT_TYPES = [
  'promote_to_facebook_marketplace',
  'post_to_twitter_account',
  'post_to_linkedin_account',
  'reel_generation',
] as const;
export type CreditType = (typeof CREDIT_TYPES)[number];

export const DEFAULT_CREDIT_TYPE: CreditType = 'promote_to_facebook_marketplace';
/** Spec §9: minimum purchase 10 credits for all types; the default quantity is the same. */
export const MINIMUM_PURCHASE = 10;
export const DEFAULT_QUANTITY = 10;
/** Not in the spec: a sanity ceiling so a typo cannot create a five-figure charge. */
export const MAXIMUM_PURCHASE = 100_000;
/** package_name of every pay-as-you-go checkout (PRODUCT.md §7). */
export const PAYGO_PACKAGE_NAME = 'paygo_credits';

/** A price band: quantities min..max (max null = and above) cost priceCents each. */
export interface Tier {
  min: number;
  max: number | null;
  priceCents: number;
}

export interface CreditTypeInfo {
  type: CreditType;
  /** The user counter a purchase of this type adds to (decisions.md mapping). */
  addon: AddonKey;
  title: string;
  tabLabel: string;
  /** The unit as agents read it, e.g. "Marketplace listing". */
  unit: string;
  tiers: readonly Tier[];
  basePriceCents: number;
  minimumPurchase: number;
  quickAdd: readonly number[];
  /**
   * The marks of the tier bar: where each tier starts (0 first) and the bar's end. They sit evenly
   * spaced, so a type whose tiers change at 10, 20 and 50 shows readable marks, not a pile at one end.
   */
  progressLabels: readonly number[];
  /** What one credit buys beyond its unit, shown with the package (issue 27: reels publish free). */
  note?: string;
}

const SOCIAL_TIERS: readonly Tier[] = [
  { min: 1, max: 10, priceCents: 100 },
  { min: 11, max: 20, priceCents: 90 },
  { min: 21, max: 50, priceCents: 75 },
  { min: 51, max: null, priceCents: 60 },
];

export const CREDIT_CATALOGUE: Readonly<Record<CreditType, CreditTypeInfo>> = {
  promote_to_facebook_marketplace: {
    type: 'promote_to_facebook_marketplace',
    addon: 'promote_to_facebook_marketplace',
    title: 'Facebook Marketplace Credits',
    tabLabel: 'Facebook Marketplace',
    unit: 'Marketplace listing',
    tiers: [
      { min: 1, max: 100, priceCents: 25 },
      { min: 101, max: 500, priceCents: 20 },
      { min: 501, max: null, priceCents: 15 },
    ],
    basePriceCents: 25,
    minimumPurchase: MINIMUM_PURCHASE,
    quickAdd: [10, 101, 501],
    progressLabels: [0, 100, 500, 1000],
  },
  post_to_twitter_account: {
    type: 'post_to_twitter_account',
    addon: 'promote_to_twitter',
    title: 'Twitter Credits',
    tabLabel: 'Twitter',
    unit: 'X (Twitter) post',
    note: SOCIAL_CREDIT_NOTE,
    tiers: SOCIAL_TIERS,
    basePriceCents: 100,
    minimumPurchase: MINIMUM_PURCHASE,
    quickAdd: [10, 20, 50],
    progressLabels: [0, 10, 20, 50, 100],
  },
  post_to_linkedin_account: {
    type: 'post_to_linkedin_account',
    addon: 'promote_to_linkedin',
    title: 'LinkedIn Credits',
    tabLabel: 'LinkedIn',
    unit: 'LinkedIn post',
    note: SOCIAL_CREDIT_NOTE,
    tiers: SOCIAL_TIERS,
    basePriceCents: 100,
    minimumPurchase: MINIMUM_PURCHASE,
    quickAdd: [10, 20, 50],
    progressLabels: [0, 10, 20, 50, 100],
  },
  reel_generation: {
    type: 'reel_generation',
    addon: 'reel_generation',
    title: 'Reel Generation Credits',
    tabLabel: 'Reel Generation',
    unit: 'property reel',
    note: REEL_PUBLISHING_NOTE,
    tiers: [
      { min: 1, max: 5, priceCents: 200 },
      { min: 6, max: 15, priceCents: 180 },
      { min: 16, max: 30, priceCents: 150 },
      { min: 31, max: null, priceCents: 120 },
    ],
    basePriceCents: 200,
    minimumPurchase: MINIMUM_PURCHASE,
    quickAdd: [10, 15, 30],
    progressLabels: [0, 5, 15, 30, 50],
  },
};

export const isCreditType = (value: string): value is CreditType =>
  (CREDIT_TYPES as readonly string[]).includes(value);

export function creditType(type: CreditType): CreditTypeInfo {
  const info = CREDIT_CATALOGUE[type];
  if (!info) throw new RangeError(`Unknown credit type ${String(type)}`);
  return info;
}

/** Which counter a purchase adds to: post_to_twitter_account → promote_to_twitter, etc. */
export const addonForCreditType = (type: CreditType): AddonKey => creditType(type).addon;
