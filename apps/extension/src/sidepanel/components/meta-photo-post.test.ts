// @vitest-environment happy-dom
import type { TScheduledPost } from '@pp/contract';
import { connectedAccount } from '@pp/contract/testing/connected-account';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { ok, stubPanelPerTest } from '../../testing/panel-harness';
import { MetaPhotoPost } from './meta-photo-post';

/** The draft tab's Instagram / Facebook Page photo post (issue 27), through the real handlers. */
const h = stubPanelPerTest();

const page = { id: 'pg1', name: 'Jane Realty', instagram: { id: 'ig1', username: 'janerealty' } };
const facebook = connectedAccount('facebook', { account_name: 'Jane', page });
const photos = [0, 1, 2].map((i) => ({
  photo_id: `ph${i}`,
  listing_id: 'l1',
  width: 800,
  height: 600,
  mime: 'image/jpeg',
  url: `https://media.test/ph${i}.jpg`,
  position: i,
  altered: false,
  source_key: null,
  created_at: '2026-11-26T07:00:00.000Z',
}));

describe('photo post to Instagram and Facebook Pages', () => {
  it('shows the fair-use count, sends the chosen photos, and shows the 429 in its words', async () => {
    h.routes.set('GET /connected-accounts', ok({ accounts: [facebook] }));
    h.routes.set('GET /scheduled-posts/photo-fair-use', ok({ used: 4, limit: 25, next_free_at: null }));
    h.routes.set('GET /listings/l1/photos', ok({ photos }));
    const reached =
      'You have reached the fair-use limit of 25 Instagram, Facebook Page and TikTok photo posts in 24 hours. Photo posts are included in your plan; schedule this one for later.';
    h.routes.set('POST /scheduled-posts', (body) =>
      (body as { platform: string }).platform === 'facebook_page'
        ? { status: 429, json: { status: 'error', message: reached } }
        : {
            status: 201,
            ...ok({
              id: 'p1',
              listing_id: 'l1',
              platform: 'instagram',
              text: 'Open house Sunday',
              photo_ids: ['ph0', 'ph2'],
              publish_at: '2026-11-26T08:00:00.000Z',
              time_zone: 'UTC',
              publish_at_local: 'Thu, Nov 26, 2026, 8:00 AM UTC',
              link_in_reply: false,
              status: 'publishing',
              external_url: null,
              error: null,
              published_at: null,
              created_at: '2026-11-26T08:00:00.000Z',
            } satisfies TScheduledPost),
          },
    );
    h.routes.set('GET /scheduled-posts', ok({ posts: [] }));
    const team = { id: 'pg2', name: 'Oak Street Team', instagram: { id: 'ig2', username: 'oakteam' } };
    h.routes.set('GET /connected-accounts/facebook/pages', ok({ pages: [page, team] }));
    h.routes.set(
      'GET /connected-accounts/facebook/instagram-limit',
      ok({ quota_usage: 7, quota_total: 100, reached: false }),
    );
    render(createElement(MetaPhotoPost, { listingId: 'l1', text: 'Open house Sunday' }));
    expect((await screen.findByTestId('fair-use')).textContent).toMatch(/4 of 25/);
    fireEvent.click(screen.getByLabelText('Instagram'));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Facebook Page' }));
    // The Page for these posts: the account's to start with, another chosen for them only.
    const choice = (await screen.findByRole('combobox', { name: 'Facebook Page' })) as HTMLSelectElement;
    await waitFor(() => expect(choice.disabled).toBe(false));
    expect(choice.value).toBe('pg1');
    fireEvent.change(choice, { target: { value: 'pg2' } });
    await waitFor(() =>
      expect(screen.getByTestId('instagram-limit').textContent).toBe(
        'Instagram: 7 of 100 API posts used in the last 24 hours.',
      ),
    );
    fireEvent.click(await screen.findByLabelText('Photo 2'));
    fireEvent.click(screen.getByRole('button', { name: 'Post photos now' }));
    await screen.findByRole('list', { name: 'Where the photos went' });
    expect(screen.getByText(reached)).toBeTruthy();
    await waitFor(() => expect(screen.getByText('Processing on the platform…')).toBeTruthy());
    const sent = h.calls.filter((c) => c.key === 'POST /scheduled-posts').map((c) => c.body);
    expect(sent).toEqual([
      expect.objectContaining({
        platform: 'instagram',
        photo_ids: ['ph0', 'ph2'],
        text: 'Open house Sunday',
        page_id: 'pg2',
      }),
      expect.objectContaining({ platform: 'facebook_page', photo_ids: ['ph0', 'ph2'], page_id: 'pg2' }),
    ]);
    expect(sent.every((b) => !('reel_id' in (b as object)))).toBe(true);
  });

  it('is not offered without a Facebook connection', async () => {
    h.routes.set('GET /connected-accounts', ok({ accounts: [] }));
    h.routes.set('GET /scheduled-posts/photo-fair-use', ok({ used: 0, limit: 25, next_free_at: null }));
    h.routes.set('GET /listings/l1/photos', ok({ photos }));
    const { container } = render(createElement(MetaPhotoPost, { listingId: 'l1', text: 't' }));
    await waitFor(() => expect(h.calls.some((c) => c.key === 'GET /connected-accounts')).toBe(true));
    await new Promise((r) => setTimeout(r, 20));
    expect(container.textContent).toBe('');
  });

  it('holds the post while the price, status or address wait for the agent, and says why', async () => {
    h.routes.set('GET /connected-accounts', ok({ accounts: [facebook] }));
    h.routes.set('GET /scheduled-posts/photo-fair-use', ok({ used: 0, limit: 25, next_free_at: null }));
    h.routes.set('GET /listings/l1/photos', ok({ photos }));
    h.routes.set('GET /scheduled-posts', ok({ posts: [] }));
    h.routes.set('GET /connected-accounts/facebook/pages', ok({ pages: [page] }));
    h.routes.set(
      'GET /connected-accounts/facebook/instagram-limit',
      ok({ quota_usage: 0, quota_total: 100, reached: false }),
    );
    const held = 'Confirm the price read from the page to publish.';
    render(createElement(MetaPhotoPost, { listingId: 'l1', text: 'Open house Sunday', heldBy: held }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Facebook Page' }));
    await screen.findByText(held);
    const now = screen.getByRole('button', { name: 'Post photos now' }) as HTMLButtonElement;
    expect(now.disabled).toBe(true);
    fireEvent.click(now);
    expect(h.calls.some((c) => c.key === 'POST /scheduled-posts')).toBe(false);
  });
});
