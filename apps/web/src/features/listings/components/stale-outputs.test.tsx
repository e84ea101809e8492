import type { TStaleOutput } from '@pp/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, stubFetch } from '../../../testing/fetch-stub';
import { renderApp } from '../../../testing/render-app';
import { StaleOutputs } from './stale-outputs';

const LISTING = '00000000-0000-4000-8000-000000000001';
const EVENT = (n: number) => `00000000-0000-4000-8000-0000000001${String(n).padStart(2, '0')}`;

const output = (n: number, over: Partial<TStaleOutput>): TStaleOutput => ({
  audit_event_id: EVENT(n),
  listing_id: LISTING,
  address: '1220 Garcia St NE, Albuquerque',
  kind: 'scheduled_post',
  platform: 'linkedin',
  output_id: `out-${n}`,
  stated: { price: 224_900, status: 'for_sale' },
  current: { price: 215_000, status: 'for_sale' },
  action: 'update',
  created_at: '2026-11-20T10:00:00Z',
  ...over,
});

const render = (listingId?: string) =>
  renderApp(<StaleOutputs listingId={listingId} />, { path: '/dashboard', at: '/dashboard' });

afterEach(() => vi.restoreAllMocks());

describe('StaleOutputs', () => {
  it('lists each stale output with its one action and takes it', async () => {
    const api = stubFetch();
    const all = [
      output(1, {}),
      output(2, { platform: 'twitter', action: 'delete_and_follow_up' }),
      output(3, { kind: 'post', platform: 'facebook_marketplace', action: 'marketplace_reminder' }),
    ];
    api.route(`GET /api/v1/listings/${LISTING}/stale-outputs`, () => {
      const acted = api.calls.filter((c) => c.method === 'POST').map((c) => c.path);
      const left = all.filter((o) => !acted.some((p) => p.includes(o.audit_event_id)));
      return ok({ outputs: left, total: left.length });
    });
    api.route(
      `POST /api/v1/stale-outputs/${EVENT(3)}/actions`,
      ok(
        {
          action: 'marketplace_reminder',
          text: 'Update: 1220 Garcia St NE, Albuquerque, price now $215,000.',
          open_url: 'https://www.facebook.com/marketplace/you/selling',
          facts: { price: 215_000, status: 'for_sale' },
        },
        'Open your Marketplace listing to mark it sold or change its price',
      ),
    );
    const opened = vi.spyOn(window, 'open').mockReturnValue(null);
    const user = userEvent.setup();
    render(LISTING);
    await screen.findByRole('heading', { name: '3 posts state an old price or status' });
    const list = screen.getByRole('list', { name: 'Out-of-date posts' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((r) => within(r).getByRole('button').textContent)).toEqual([
      'Update the post',
      'Delete and post a follow-up',
      'Open Marketplace to update',
    ]);
    expect(within(rows[0]!).getByText('States $224,900 · For sale; now $215,000 · For sale')).toBeTruthy();
    await user.click(
      screen.getByRole('button', { name: 'Open Marketplace to update: Post on Facebook Marketplace' }),
    );
    await screen.findByText('Open your Marketplace listing to mark it sold or change its price');
    expect(opened).toHaveBeenCalledWith(
      'https://www.facebook.com/marketplace/you/selling',
      '_blank',
      'noopener,noreferrer',
    );
    await screen.findByRole('heading', { name: '2 posts state an old price or status' });
  });

  it('says why an action failed, and shows the dashboard list with addresses', async () => {
    const api = stubFetch();
    api.route('GET /api/v1/stale-outputs', ok({ outputs: [output(1, {})], total: 1 }));
    api.route(
      `POST /api/v1/stale-outputs/${EVENT(1)}/actions`,
      fail(409, 'Connect your account again to change this post'),
    );
    const user = userEvent.setup();
    render();
    await screen.findByRole('heading', { name: '1 post states an old price or status' });
    expect(screen.getByText(/1220 Garcia St NE, Albuquerque/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /^Update the post/ }));
    await screen.findByText('Connect your account again to change this post');
  });

  it('shows nothing while nothing is stale', async () => {
    const api = stubFetch();
    api.route('GET /api/v1/stale-outputs', ok({ outputs: [], total: 0 }));
    render();
    await vi.waitFor(() => expect(api.calls.some((c) => c.path === '/api/v1/stale-outputs')).toBe(true));
    expect(screen.queryByRole('heading')).toBeNull();
  });
});
