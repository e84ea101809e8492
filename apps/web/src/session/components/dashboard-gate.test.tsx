import { ACCOUNT_LOCKED_MESSAGE, DAY_MS, MESSAGES, type TCurrentUser, TRIAL_CREDITS } from '@pp/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isLoggedIn, saveSession } from '../../lib/session';
import { currentUser } from '../../testing/current-user';
import { fail, ok, stubFetch } from '../../testing/fetch-stub';
import { renderApp } from '../../testing/render-app';
import { DashboardGate } from './dashboard-gate';

const user = (overrides: Partial<TCurrentUser> = {}) =>
  currentUser({
    full_name: 'Jane Smith',
    email: 'jane@agency.com',
    username: 'jane',
    phone_number: '+1 555',
    addons: { ...TRIAL_CREDITS },
    has_used_trial: false,
    ...overrides,
  });

const signIn = () =>
  saveSession({ access_token: 'a', refresh_token: 'r', user_id: 'u1', email: 'jane@agency.com' });
const gate = () => renderApp(<DashboardGate>Dashboard content</DashboardGate>, { path: '/dashboard' });

describe('DashboardGate', () => {
  it('sends a visitor to /sign-in with one toast', async () => {
    const net = stubFetch();
    const app = gate();
    await waitFor(() => expect(app.location()).toBe('/sign-in'));
    expect(await screen.findAllByText(MESSAGES.dashboardLoginRequired)).toHaveLength(1);
    expect(net.calls).toHaveLength(0);
  });

  // Before the refusal test below: sonner's toasts outlive a test's render.
  it('offers a first sign-in its trial in place: no redirect, no error toast', async () => {
    const net = stubFetch();
    net.route('GET /api/v1/users/me', ok(user({ has_used_trial: false })));
    signIn();
    const app = renderApp(
      <DashboardGate trialOffer={<p>Start your trial</p>}>Dashboard content</DashboardGate>,
      { path: '/dashboard' },
    );
    expect(await screen.findByText('Start your trial')).toBeTruthy();
    expect(app.location()).toBe('/dashboard');
    expect(screen.queryByText(MESSAGES.dashboardNeedsAccess)).toBeNull();
    expect(screen.queryByText('Dashboard content')).toBeNull();
  });

  it('sends an account with neither trial nor subscription to /pricing', async () => {
    const net = stubFetch();
    net.route(
      'GET /api/v1/users/me',
      ok(user({ has_used_trial: true, trial_end: new Date(Date.now() - 3 * DAY_MS).toISOString() })),
    );
    signIn();
    const app = gate();
    await waitFor(() => expect(app.location()).toBe('/pricing'));
    expect(await screen.findAllByText(MESSAGES.dashboardNeedsAccess)).toHaveLength(1);
  });

  it('lets a trial user in', async () => {
    const net = stubFetch();
    net.route(
      'GET /api/v1/users/me',
      ok(user({ has_used_trial: true, trial_end: new Date(Date.now() + 7 * DAY_MS).toISOString() })),
    );
    signIn();
    const app = gate();
    expect(await screen.findByText('Dashboard content')).toBeTruthy();
    expect(app.location()).toBe('/dashboard');
  });

  it('lets a subscriber in and treats a failed user load as signed out', async () => {
    const net = stubFetch();
    net.route(
      'GET /api/v1/users/me',
      ok(user({ is_subscribed: true, subscription_end_date: new Date(Date.now() + DAY_MS).toISOString() })),
    );
    signIn();
    const first = gate();
    expect(await screen.findByText('Dashboard content')).toBeTruthy();
    first.unmount();
    net.route('GET /api/v1/users/me', fail(500, 'boom'));
    const second = gate();
    await waitFor(() => expect(second.location()).toBe('/sign-in'));
  });

  it('sends a locked account to /sign-in saying it is locked, its session dropped (issue 28)', async () => {
    const net = stubFetch();
    net.route('GET /api/v1/users/me', fail(403, ACCOUNT_LOCKED_MESSAGE));
    signIn();
    const app = gate();
    await waitFor(() => expect(app.location()).toBe('/sign-in'));
    expect(await screen.findAllByText(ACCOUNT_LOCKED_MESSAGE)).toHaveLength(1);
    expect(isLoggedIn()).toBe(false);
  });
});
