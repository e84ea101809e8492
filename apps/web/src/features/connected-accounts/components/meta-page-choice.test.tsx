import { SOCIAL_MESSAGES } from '@pp/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, stubFetch } from '../../../testing/fetch-stub';
import { renderApp } from '../../../testing/render-app';
import { ConnectedAccountsCard } from './connected-accounts-card';

const facebook = {
  platform: 'facebook',
  account_name: 'Jane Agent',
  expires_at: '2031-03-01T00:00:00.000Z',
  needs_reconnect: false,
  health: 'connected',
  connected_at: '2031-01-01T00:00:00.000Z',
  page: null,
};
const pages = [
  { id: 'pg1', name: 'Jane Agent Realty', instagram: { id: 'ig1', username: 'janeagent.realty' } },
  { id: 'pg2', name: 'Jane Personal Page', instagram: null },
];

describe('Facebook Page & Instagram connection', () => {
  it('lists the Pages with their Instagram accounts, chooses one, and explains a personal account', async () => {
    const net = stubFetch();
    const chosenPersonal = { ...facebook, page: pages[1] };
    // The accounts as the server has them: the chosen Page once the PUT came.
    const chosen = () => net.calls.some((c) => c.method === 'PUT');
    net.route('GET /api/v1/connected-accounts', () =>
      ok({ accounts: [chosen() ? chosenPersonal : facebook] }),
    );
    net.route('GET /api/v1/connected-accounts/facebook/pages', ok({ pages }));
    net.route('PUT /api/v1/connected-accounts/facebook/page', ok(chosenPersonal));
    const user = userEvent.setup();
    renderApp(<ConnectedAccountsCard />);

    const rows = await screen.findAllByTestId('meta-page');
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('Instagram: @janeagent.realty'),
      expect.stringContaining('no professional account linked'),
    ]);
    await user.click(within(rows[1]!).getByRole('button', { name: 'Use Jane Personal Page' }));
    expect(net.calls.find((c) => c.method === 'PUT')?.body).toEqual({ page_id: 'pg2' });
    expect(await screen.findByText(SOCIAL_MESSAGES.instagramNotProfessional)).toBeTruthy();
    expect(screen.getByText(/Publishing to the Page/).textContent).toContain('Jane Personal Page');
    expect(screen.queryAllByTestId('meta-page')).toHaveLength(0);
  });

  it('shows the Instagram publishing limit when it is reached', async () => {
    const net = stubFetch();
    const chosen = { ...facebook, page: pages[0] };
    net.route('GET /api/v1/connected-accounts', ok({ accounts: [chosen] }));
    net.route(
      'GET /api/v1/connected-accounts/facebook/instagram-limit',
      ok({ quota_usage: 100, quota_total: 100, reached: true }),
    );
    renderApp(<ConnectedAccountsCard />);
    expect(await screen.findByText(SOCIAL_MESSAGES.instagramLimitReached(100, 100))).toBeTruthy();
  });

  it('asks to reconnect an expired or revoked connection instead of offering Pages', async () => {
    const net = stubFetch();
    net.route(
      'GET /api/v1/connected-accounts',
      ok({ accounts: [{ ...facebook, health: 'revoked', needs_reconnect: true }] }),
    );
    renderApp(<ConnectedAccountsCard />);
    const row = await screen.findByTestId('account-facebook');
    expect((await within(row).findByRole('alert')).textContent).toMatch(/removed on the platform/);
    expect(within(row).getByRole('button', { name: 'Reconnect' })).toBeTruthy();
    expect(within(row).queryByTestId('meta-page-choice')).toBeNull();
  });
});
