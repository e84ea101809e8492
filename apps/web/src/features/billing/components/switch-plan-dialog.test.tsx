import { MESSAGES } from '@pp/contract';
import { planById } from '@pp/pricing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session';
import { ok, stubFetch } from '../../../testing/fetch-stub';
import { renderApp } from '../../../testing/render-app';
import { SwitchPlanDialog } from './switch-plan-dialog';

describe('SwitchPlanDialog', () => {
  it('shows the prorated charge and switches only on confirm', async () => {
    const api = stubFetch();
    api.route(
      'POST /api/v1/payment/change-plan',
      ok({
        subscription_id: 's',
        package_name: 'professional_yearly',
        cancel_at_period_end: false,
        subscription_end_date: null,
      }),
    );
    api.route('GET /api/v1/users/me', ok(null));
    saveSession({ access_token: 'a', refresh_token: 'r', user_id: 'u1', email: 'jane@example.com' });
    const onClose = vi.fn();
    // 15 of 30 days left of the $25 month: $12.50 off the $288 year.
    const end = new Date(Date.now() + 15 * 86_400_000).toISOString();
    renderApp(
      <SwitchPlanDialog
        to={planById('professional_yearly')!}
        fromPlanId="professional_monthly"
        periodEnd={end}
        onClose={onClose}
      />,
    );
    expect(await screen.findByRole('dialog', { name: 'Switch to yearly billing?' })).toBeTruthy();
    expect(screen.getByTestId('switch-estimate').textContent).toContain('$275.50');
    expect(api.calls).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Switch' }));
    await screen.findByText(MESSAGES.planChanged);
    expect(api.calls[0]?.body).toEqual({ package_name: 'professional_yearly' });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
