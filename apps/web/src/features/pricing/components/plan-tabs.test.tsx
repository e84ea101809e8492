import { TRIAL_CREDITS } from '@pp/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PlanTabs, type PlanTabsProps } from './plan-tabs';

/** The tabs for a visitor who may still claim the trial; each test changes what it is about. */
const renderTabs = (over: Partial<PlanTabsProps> = {}) =>
  render(
    <PlanTabs
      showTrial
      onClaimTrial={vi.fn()}
      claimingTrial={false}
      onSubscribe={vi.fn()}
      subscribingPlanId={null}
      {...over}
    />,
  );

describe('PlanTabs (PRODUCT.md §2/§4/§9)', () => {
  it('opens on the trial while it can be claimed, with the credits sign-up grants', () => {
    renderTabs();
    expect(screen.getByRole('tab', { name: 'Claim Free Trial' }).getAttribute('aria-selected')).toBe('true');
    const card = within(screen.getByRole('tabpanel'));
    expect(
      card.getByText(`${Object.values(TRIAL_CREDITS).reduce((a, b) => a + b, 0)} free credits`),
    ).toBeTruthy();
    expect(card.getByRole('button', { name: 'Claim Free Trial' })).toBeTruthy();
  });

  it('opens on Monthly Billing with the $25/month Professional card once the trial is used', () => {
    renderTabs({ showTrial: false });
    const tabs = screen.getAllByRole('tab').map((t) => t.textContent);
    expect(tabs).toEqual(['Daily Billing', 'Weekly Billing', 'Monthly Billing', 'Yearly BillingSave 10%']);
    expect(screen.getByRole('tab', { name: 'Monthly Billing' }).getAttribute('aria-selected')).toBe('true');
    const card = within(screen.getByRole('tabpanel'));
    expect(card.getByText('$25')).toBeTruthy();
    expect(card.getByText('/month')).toBeTruthy();
    expect(card.getByText('No credit card required • 7-day free trial')).toBeTruthy();
  });

  it('hides Claim Free Trial once the trial is used', () => {
    renderTabs({ showTrial: false });
    expect(screen.queryByRole('tab', { name: 'Claim Free Trial' })).toBeNull();
    expect(screen.getAllByRole('tab')).toHaveLength(4);
  });

  it('shows the yearly plan billed $288.00 with BEST VALUE and subscribes to it', async () => {
    const onSubscribe = vi.fn();
    renderTabs({ onSubscribe });
    await userEvent.click(screen.getByRole('tab', { name: /Yearly Billing/ }));
    const card = within(screen.getByRole('tabpanel'));
    expect(card.getByText('Billed $288.00 yearly')).toBeTruthy();
    expect(card.getByText('BEST VALUE')).toBeTruthy();
    expect(card.getByText('$24')).toBeTruthy();
    await userEvent.click(card.getByRole('button', { name: 'Get Started' }));
    expect(onSubscribe).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'professional_yearly', charge_cents: 28800 }),
    );
  });

  it('claims the trial from its tab', async () => {
    const onClaimTrial = vi.fn();
    renderTabs({ onClaimTrial });
    await userEvent.click(screen.getByRole('tab', { name: 'Claim Free Trial' }));
    await userEvent.click(
      within(screen.getByRole('tabpanel')).getByRole('button', { name: 'Claim Free Trial' }),
    );
    expect(onClaimTrial).toHaveBeenCalledOnce();
  });

  it('a subscriber: opens on their cycle marked current, no trial footer; other cycles switch', async () => {
    const onSwitch = vi.fn();
    const onSubscribe = vi.fn();
    renderTabs({
      showTrial: false,
      onSubscribe,
      current: { planId: 'professional_weekly', cancelled: false },
      onSwitch,
    });
    expect(screen.getByRole('tab', { name: 'Weekly Billing' }).getAttribute('aria-selected')).toBe('true');
    const card = within(screen.getByRole('tabpanel'));
    expect(card.getByText('YOUR CURRENT PLAN')).toBeTruthy();
    expect(card.getByRole('button', { name: 'Current Plan' }).hasAttribute('disabled')).toBe(true);
    expect(card.queryByText('No credit card required • 7-day free trial')).toBeNull();
    expect(card.queryByRole('button', { name: 'Get Started' })).toBeNull();
    await userEvent.click(screen.getByRole('tab', { name: /Yearly Billing/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Switch to Yearly Billing' }));
    expect(onSwitch).toHaveBeenCalledWith(expect.objectContaining({ id: 'professional_yearly' }));
    expect(onSubscribe).not.toHaveBeenCalled();
  });

  it('a cancelled subscriber can resume from their plan card', async () => {
    const onResume = vi.fn();
    renderTabs({ showTrial: false, current: { planId: 'professional_monthly', cancelled: true }, onResume });
    await userEvent.click(screen.getByRole('button', { name: 'Resume Subscription' }));
    expect(onResume).toHaveBeenCalledOnce();
  });
});
