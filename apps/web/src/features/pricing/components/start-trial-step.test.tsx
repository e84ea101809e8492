import { DAY_MS, MESSAGES, TRIAL_CREDITS } from '@pp/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { saveSession } from '../../../lib/session';
import { DashboardGate } from '../../../session';
import { currentUser } from '../../../testing/current-user';
import { fail, ok, stubFetch } from '../../../testing/fetch-stub';
import { renderApp } from '../../../testing/render-app';
import { StartTrialStep } from './start-trial-step';

const total = Object.values(TRIAL_CREDITS).reduce((a, b) => a + b, 0);

describe('StartTrialStep (PRODUCT.md §4: the first sign-in)', () => {
  it('starts the trial in one click and lets the new account into the dashboard, with no error toast', async () => {
    const net = stubFetch();
    const fresh = currentUser({ full_name: 'Dana Agent', has_used_trial: false });
    const onTrial = {
      ...fresh,
      has_used_trial: true,
      trial_end: new Date(Date.now() + 7 * DAY_MS).toISOString(),
    };
    net.route('GET /api/v1/users/me', ok(fresh));
    net.route('POST /api/v1/users/trial/start', () => {
      net.route('GET /api/v1/users/me', ok(onTrial));
      return ok(onTrial);
    });
    saveSession({ access_token: 'a', refresh_token: 'r', user_id: 'u1', email: fresh.email });
    const app = renderApp(<DashboardGate trialOffer={<StartTrialStep />}>Dashboard content</DashboardGate>, {
      path: '/dashboard',
    });
    expect(await screen.findByRole('heading', { name: 'Welcome, Dana!' })).toBeTruthy();
    expect(screen.getByText(new RegExp(`${total} credits`))).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Start my free trial' }));
    expect(await screen.findByText('Dashboard content')).toBeTruthy();
    expect(app.location()).toBe('/dashboard');
    expect(await screen.findByText(MESSAGES.trialActivated)).toBeTruthy();
    expect(screen.queryByText(MESSAGES.dashboardNeedsAccess)).toBeNull();
    expect(
      net.calls.filter((c) => c.method === 'POST' && c.path === '/api/v1/users/trial/start'),
    ).toHaveLength(1);
  });

  it('says so when the trial cannot start and stays on the step', async () => {
    const net = stubFetch();
    net.route('GET /api/v1/users/me', ok(currentUser({ has_used_trial: false })));
    net.route('POST /api/v1/users/trial/start', fail(500, 'boom'));
    saveSession({ access_token: 'a', refresh_token: 'r', user_id: 'u1', email: 'jane@example.com' });
    renderApp(<DashboardGate trialOffer={<StartTrialStep />}>Dashboard content</DashboardGate>, {
      path: '/dashboard',
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Start my free trial' }));
    expect(await screen.findByText(MESSAGES.trialFailed)).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Dashboard content')).toBeNull());
  });
});
