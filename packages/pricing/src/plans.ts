import { DAY_MS } from '@pp/contract';
import { INCLUDED_PUBLISHING_FEATURES } from './included-publishing';
/** Subscription plans of PRODUCT.md §9: all named Professional, 250 API call credits each. */
export const BILLING_CYCLES = ['daily', 'weekly', 'monthly', 'yearly'] as const;
export type BillingCycle = (typeof BILLING_CYCLES)[number];

export const DEFAULT_BILLING_CYCLE: BillingCycle = 'monthly';
export const PLAN_NAME = 'Professional';
export const PLAN_API_CALL_CREDITS = 250;
export const PLAN_FOOTER_NOTE = 'No credit card required • 7-day free trial';

export interface Plan {
  /** The plan id, sent as package_name at checkout (PRODUCT.md §7). */
  id: string;
  package_name: string;
  billing_cycle: BillingCycle;
  /** Price shown per period label, in cents (PRODUCT.md §9 "Price cents"). */
  price: number;
  price_usd: number;
  /** What one checkout charges: the displayed price, or twelve months for the yearly plan. */
  charge_cents: number;
  api_call_credits: number;
  /** Facebook Marketplace listings added to the counter each period (decisions.md). */
  facebook_marketplace_listings: number;
  period_label: string;
  /** Days of access one payment buys. */
  period_days: number;
  tab_label: string;
  tab_badge?: string;
  billed_note?: string;
  best_value: boolean;
  features: string[];
}

const features = (listings: number, per: string) => [
  `${listings} Facebook Marketplace listings ${per}`,
  `${PLAN_API_CALL_CREDITS} API call credits`,
  'Zillow, Realtor.com, Trulia & Redfin',
  'LinkedIn & X (Twitter) posts',
  ...INCLUDED_PUBLISHING_FEATURES,
  'Fair Housing check on every post',
  'Analytics dashboard',
  '24/7 support',
];

export const PLANS: readonly Plan[] = [
  {
    id: 'professional_daily',
    package_name: 'professional_daily',
    billing_cycle: 'daily',
    price: 200,
    price_usd: 2,
    charge_cents: 200,
    api_call_credits: PLAN_API_CALL_CREDITS,
    facebook_marketplace_listings: 2,
    period_label: '/day',
    period_days: 1,
    tab_label: 'Daily Billing',
    best_value: false,
    features: features(2, 'per day'),
  },
  {
    id: 'professional_weekly',
    package_name: 'professional_weekly',
    billing_cycle: 'weekly',
    price: 600,
    price_usd: 6,
    charge_cents: 600,
    api_call_credits: PLAN_API_CALL_CREDITS,
    facebook_marketplace_listings: 5,
    period_label: '/week',
    period_days: 7,
    tab_label: 'Weekly Billing',
    best_value: false,
    features: features(5, 'per week'),
  },
  {
    id: 'professional_monthly',
    package_name: 'professional_monthly',
    billing_cycle: 'monthly',
    price: 2500,
    price_usd: 25,
    charge_cents: 2500,
    api_call_credits: PLAN_API_CALL_CREDITS,
    facebook_marketplace_listings: 12,
    period_label: '/month',
    period_days: 30,
    tab_label: 'Monthly Billing',
    best_value: false,
    features: features(12, 'per month'),
  },
  {
    id: 'professional_yearly',
    package_name: 'professional_yearly',
    billing_cycle: 'yearly',
    price: 2400,
    price_usd: 24,
    charge_cents: 2400 * 12,
    api_call_credits: PLAN_API_CALL_CREDITS,
    facebook_marketplace_listings: 170,
    period_label: '/month',
    period_days: 365,
    tab_label: 'Yearly Billing',
    tab_badge: 'Save 10%',
    billed_note: 'Billed $288.00 yearly',
    best_value: true,
    features: features(170, 'per year'),
  },
];

export function planByCycle(cycle: BillingCycle): Plan {
  const plan = PLANS.find((p) => p.billing_cycle === cycle);
  if (!plan) throw new RangeError(`No plan for cycle ${cycle}`);
  return plan;
}

/** Plan lookup by the id the client sends as package_name; undefined means 'Selected plan not found.'. */
export const planById = (id: string): Plan | undefined => PLANS.find((p) => p.id === id);

/**
 * What switching plans mid-period charges now, in cents: the new plan's charge less the unused part
 * of the current one (time left / period), never below zero. The new period starts at the switch,
 * as Stripe does when the billing interval changes.
 */
export function prorateSwitch(from: Plan, to: Plan, remainingMs: number): number {
  const periodMs = from.period_days * DAY_MS;
  const unused = Math.round(from.charge_cents * Math.min(1, Math.max(0, remainingMs / periodMs)));
  return Math.max(0, to.charge_cents - unused);
}
