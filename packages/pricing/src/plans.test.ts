import { describe, expect, it } from 'vitest';
import { addonForCreditType } from './credit-types';
import { centsToUsd, formatUsd, usdToCents } from './money';
import { DEFAULT_BILLING_CYCLE, PLANS, planByCycle, planById, prorateSwitch } from './plans';

describe('plans (PRODUCT.md §9 table)', () => {
  it.each([
    ['daily', 200, 2, '/day'],
    ['weekly', 600, 5, '/week'],
    ['monthly', 2500, 12, '/month'],
    ['yearly', 2400, 170, '/month'],
  ] as const)('%s costs %i cents and adds %i Marketplace listings', (cycle, cents, listings, label) => {
    const plan = planByCycle(cycle);
    expect(plan.price).toBe(cents);
    expect(plan.price_usd * 100).toBe(cents);
    expect(plan.facebook_marketplace_listings).toBe(listings);
    expect(plan.period_label).toBe(label);
    expect(plan.api_call_credits).toBe(250);
  });

  it('bills the yearly plan as twelve months: $288.00', () => {
    const yearly = planByCycle('yearly');
    expect(yearly.charge_cents).toBe(28800);
    expect(yearly.billed_note).toBe(`Billed ${formatUsd(yearly.charge_cents)} yearly`);
    expect(yearly.best_value).toBe(true);
    expect(yearly.tab_badge).toBe('Save 10%');
    expect(PLANS.filter((p) => p.best_value)).toHaveLength(1);
  });

  it('defaults to monthly and looks plans up by id', () => {
    expect(DEFAULT_BILLING_CYCLE).toBe('monthly');
    for (const plan of PLANS) expect(planById(plan.id)).toBe(plan);
    expect(planById('enterprise')).toBeUndefined();
  });
});

describe('money and add-on mapping', () => {
  it('formats cents as dollars', () => {
    expect(formatUsd(25)).toBe('$0.25');
    expect(formatUsd(28800)).toBe('$288.00');
    expect(formatUsd(1234567)).toBe('$12,345.67');
    expect(centsToUsd(7515)).toBe(75.15);
    expect(usdToCents(0.1 + 0.2)).toBe(30);
  });
  it('maps the sellable types onto the user counters (decisions.md)', () => {
    expect(addonForCreditType('post_to_twitter_account')).toBe('promote_to_twitter');
    expect(addonForCreditType('post_to_linkedin_account')).toBe('promote_to_linkedin');
    expect(addonForCreditType('promote_to_facebook_marketplace')).toBe('promote_to_facebook_marketplace');
    expect(addonForCreditType('reel_generation')).toBe('reel_generation');
  });
});

describe('prorateSwitch', () => {
  const monthly = planById('professional_monthly')!;
  const yearly = planById('professional_yearly')!;
  const daily = planById('professional_daily')!;
  it('credits the unused part of the current period against the new charge', () => {
    // Half a month left of $25: $12.50 off the yearly charge.
    expect(prorateSwitch(monthly, yearly, 15 * 86_400_000)).toBe(yearly.charge_cents - 1250);
    expect(prorateSwitch(monthly, yearly, 0)).toBe(yearly.charge_cents);
  });
  it('never charges below zero, and never credits more than the period', () => {
    expect(prorateSwitch(yearly, daily, 300 * 86_400_000)).toBe(0);
    expect(prorateSwitch(monthly, yearly, 90 * 86_400_000)).toBe(yearly.charge_cents - monthly.charge_cents);
  });
});
