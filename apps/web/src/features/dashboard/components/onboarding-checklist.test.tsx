import type { TOnboarding } from '@pp/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, stubFetch } from '../../../testing/fetch-stub';
import { renderApp } from '../../../testing/render-app';
import { onboardingQueryKey } from '../api/get-onboarding';
import { OnboardingChecklist } from './onboarding-checklist';

const state = (over: Partial<TOnboarding> = {}): TOnboarding => ({
  email_verified: true,
  trial_started: true,
  extension_installed: false,
  account_connected: false,
  first_draft: false,
  first_post: false,
  ...over,
});

const stepDone = (step: string) =>
  document.querySelector(`[data-step="${step}"]`)?.getAttribute('data-done') === 'true';

describe('OnboardingChecklist (issue 24)', () => {
  it('shows what is done and what to do next, and ticks steps as the API reports them', async () => {
    const net = stubFetch();
    net.route('GET /api/v1/users/onboarding', ok(state()));
    const app = renderApp(<OnboardingChecklist />, { path: '/dashboard' });
    const card = within(await screen.findByRole('region', { name: 'Get started' }));
    expect(card.getByText('2 of 6 done')).toBeTruthy();
    expect(stepDone('email_verified')).toBe(true);
    expect(stepDone('extension_installed')).toBe(false);
    const download = card.getByRole('link', { name: 'Download the extension' });
    expect(download.getAttribute('href')).toMatch(/\.zip$/);

    net.route('GET /api/v1/users/onboarding', ok(state({ extension_installed: true, first_draft: true })));
    await app.queryClient.invalidateQueries({ queryKey: onboardingQueryKey });
    expect(await card.findByText('4 of 6 done')).toBeTruthy();
    expect(stepDone('first_draft')).toBe(true);
    expect(card.queryByRole('link', { name: 'Download the extension' })).toBeNull();
  });

  it('goes away once every step is done', async () => {
    const net = stubFetch();
    const all = state({
      extension_installed: true,
      account_connected: true,
      first_draft: true,
      first_post: true,
    });
    net.route('GET /api/v1/users/onboarding', ok(all));
    renderApp(<OnboardingChecklist />, { path: '/dashboard' });
    await waitFor(() => expect(net.calls.some((c) => c.path === '/api/v1/users/onboarding')).toBe(true));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('region', { name: 'Get started' })).toBeNull();
  });
});
