import type { TConnectedAccount, TDrafts } from '@pp/contract';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { created, ok, stubFetch } from '../../../testing/fetch-stub';
import { renderApp } from '../../../testing/render-app';
import { SchedulePostPanel } from './schedule-post-panel';

/**
 * Issue 24: "Publish now" without the platform's connected account links to connecting one, and where
 * the link goes on X is the agent's visible choice, remembered for the next post.
 */
const LINK = 'http://localhost/p/1220-garcia-st-ne';
const drafts = {
  facebook_marketplace: { title: 't', description: 'd', photos: [] },
  linkedin: { text: `Just listed: 1220 Garcia St NE. ${LINK}` },
  twitter: { text: `Just listed: 1220 Garcia St NE. ${LINK}` },
} as unknown as TDrafts;
const account = (platform: TConnectedAccount['platform']): TConnectedAccount => ({
  platform,
  account_name: 'Jane Agent',
  expires_at: null,
  needs_reconnect: false,
  health: 'connected',
  connected_at: '2026-11-01T00:00:00.000Z',
});

function setup(accounts: TConnectedAccount[]) {
  const net = stubFetch();
  net.route('GET /api/v1/scheduled-posts', ok({ posts: [] }));
  net.route('GET /api/v1/listings/l1/photos', ok({ photos: [] }));
  net.route('GET /api/v1/connected-accounts', ok({ accounts }));
  net.route('POST /api/v1/scheduled-posts', created({ id: 'p1' }, 'Post scheduled'));
  const user = userEvent.setup();
  renderApp(<SchedulePostPanel listingId="l1" drafts={drafts} />);
  const platform = (value: string) =>
    user.selectOptions(screen.getByRole('combobox', { name: 'Platform' }), value);
  return { net, user, platform };
}

afterEach(() => localStorage.clear());

describe('the scheduling form and connected accounts', () => {
  it('without the account, names it and links to connecting it instead of publishing', async () => {
    const { net, user, platform } = setup([account('linkedin')]);
    await platform('twitter');
    const link = await screen.findByRole('link', { name: 'Connect your X account' });
    expect(link.getAttribute('href')).toBe('/dashboard/profile#connected-accounts');
    const publish = screen.getByRole('button', { name: 'Publish now' });
    expect(publish).toHaveProperty('disabled', true);
    await user.click(publish);
    expect(net.calls.some((c) => c.method === 'POST')).toBe(false);
    // LinkedIn is connected and Marketplace is a reminder: neither asks for a connection.
    await platform('linkedin');
    expect(screen.queryByTestId('account-needed')).toBeNull();
    await platform('facebook_marketplace');
    expect(screen.queryByTestId('account-needed')).toBeNull();
    expect(screen.getByRole('button', { name: 'Publish now' })).toHaveProperty('disabled', false);
  });

  it('offers a reconnect when the connection expired', async () => {
    const { platform } = setup([{ ...account('twitter'), health: 'expired' }]);
    await platform('twitter');
    expect((await screen.findByRole('link', { name: 'Reconnect X' })).getAttribute('href')).toBe(
      '/dashboard/profile#connected-accounts',
    );
  });
});

describe('where the link goes on X', () => {
  it('is shown, sent, and remembered for the next post', async () => {
    const first = setup([account('twitter')]);
    await first.platform('twitter');
    const inReply = () => screen.getByRole<HTMLInputElement>('checkbox', { name: 'Put the link in a reply' });
    expect(inReply().checked).toBe(true);
    await first.user.click(inReply());
    await first.user.click(screen.getByRole('button', { name: 'Publish now' }));
    expect(first.net.calls.find((c) => c.method === 'POST')?.body).toMatchObject({ link_in_reply: false });
    cleanup();

    const again = setup([account('twitter')]);
    await again.platform('twitter');
    expect(inReply().checked).toBe(false);
    await again.user.click(inReply());
    await again.user.click(screen.getByRole('button', { name: 'Publish now' }));
    expect(again.net.calls.find((c) => c.method === 'POST')?.body).toMatchObject({ link_in_reply: true });
  });
});
