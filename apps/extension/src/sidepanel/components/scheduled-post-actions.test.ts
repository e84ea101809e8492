// @vitest-environment happy-dom
import { SOCIAL_MESSAGES, type TScheduledPost } from '@pp/contract';
import { connectedAccount } from '@pp/contract/testing/connected-account';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { ok, stubPanelPerTest } from '../../testing/panel-harness';
import { scheduledPost } from '../../testing/scheduled-post';
import { ListingReelPosts } from './listing-reel-posts';
import { MetaPhotoPost } from './meta-photo-post';

/**
 * Change time and Cancel post on the panel's reel and photo posts (issue 27), through the service
 * worker's real handlers to the API's PATCH and DELETE /scheduled-posts/:id (stood in here).
 */
const h = stubPanelPerTest();

const scheduled = (id: string, over: Partial<TScheduledPost> = {}) =>
  scheduledPost({ id, status: 'scheduled', publish_at: '2030-01-02T15:00:00.000Z', ...over });
/** The datetime-local value of an instant in this machine's zone, read off Date (not our helper). */
const localValue = (iso: string) => {
  const d = new Date(iso);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`;
};
const row = (name: RegExp) =>
  screen.getAllByRole('listitem').find((li) => name.test(li.textContent ?? '')) as HTMLElement;

async function reelList(posts: TScheduledPost[]) {
  h.routes.set('GET /scheduled-posts', ok({ posts }));
  render(createElement(ListingReelPosts, { listingId: 'l1' }));
  return screen.findByRole('list', { name: 'Where this listing’s reels went' });
}

describe("a scheduled reel post's time and cancel in the panel", () => {
  it('offers Change time and Cancel post only on the posts still scheduled', async () => {
    const list = await reelList([
      scheduled('a'),
      scheduledPost({ id: 'b', platform: 'tiktok', status: 'publishing' }),
      scheduledPost({ id: 'c', platform: 'facebook_page', status: 'published', external_url: 'https://f/1' }),
    ]);
    const rows = within(list).getAllByRole('listitem');
    expect(
      rows.map((li) =>
        within(li)
          .queryAllByRole('button')
          .map((b) => b.textContent),
      ),
    ).toEqual([['Change time', 'Cancel post'], [], []]);
  });

  it('changes the time, picked in the agent zone and sent as UTC with the zone', async () => {
    await reelList([scheduled('a')]);
    const later = '2030-01-03T09:30';
    h.routes.set('PATCH /scheduled-posts/a', (body) =>
      ok(
        scheduled('a', {
          publish_at: (body as { publish_at: string }).publish_at,
          publish_at_local: 'Fri, Jan 3, 2030, 9:30 AM',
        }),
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Change time' }));
    const field = screen.getByLabelText(/^New time \(/) as HTMLInputElement;
    expect(field.value).toBe(localValue('2030-01-02T15:00:00.000Z'));
    expect(screen.getByText(`New time (${Intl.DateTimeFormat().resolvedOptions().timeZone})`)).toBeTruthy();
    fireEvent.change(field, { target: { value: later } });
    fireEvent.click(screen.getByRole('button', { name: 'Save time' }));
    await screen.findByText('Scheduled for Fri, Jan 3, 2030, 9:30 AM');
    expect(h.calls.filter((c) => c.key === 'PATCH /scheduled-posts/a').map((c) => c.body)).toEqual([
      {
        publish_at: new Date(later).toISOString(),
        time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      },
    ]);
    expect(screen.queryByLabelText(/^New time/)).toBeNull();
  });

  it('cancels only after the confirm step, and then offers nothing more', async () => {
    await reelList([scheduled('a')]);
    h.routes.set('DELETE /scheduled-posts/a', ok(scheduled('a', { status: 'cancelled' })));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel post' }));
    expect(screen.getByText('Cancel this post? It will not be published.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Keep as is' }));
    expect(h.calls.some((c) => c.key === 'DELETE /scheduled-posts/a')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel post' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel post' }));
    await screen.findByText('Cancelled');
    expect(h.calls.filter((c) => c.key === 'DELETE /scheduled-posts/a')).toHaveLength(1);
    expect(screen.queryAllByRole('button')).toEqual([]);
  });

  it("shows the server's refusal in its words and keeps the post as it was", async () => {
    await reelList([scheduled('a', { publish_at_local: 'Wed, Jan 2, 2030, 3:00 PM UTC' })]);
    h.routes.set('DELETE /scheduled-posts/a', {
      status: 409,
      json: { status: 'error', message: SOCIAL_MESSAGES.onlyScheduled },
    });
    h.routes.set('PATCH /scheduled-posts/a', {
      status: 400,
      json: {
        status: 'error',
        message: SOCIAL_MESSAGES.inPast,
        errors: { publish_at: SOCIAL_MESSAGES.inPast },
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel post' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel post' }));
    expect((await screen.findByRole('alert')).textContent).toBe(SOCIAL_MESSAGES.onlyScheduled);
    expect(screen.getByText('Scheduled for Wed, Jan 2, 2030, 3:00 PM UTC')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Keep as is' }));
    fireEvent.click(screen.getByRole('button', { name: 'Change time' }));
    fireEvent.change(screen.getByLabelText(/^New time/), { target: { value: '2020-01-01T08:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save time' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(SOCIAL_MESSAGES.inPast));
    expect(screen.getByLabelText(/^New time/)).toBeTruthy();
  });
});

describe("a scheduled photo post's cancel in the panel", () => {
  it('cancels an Instagram photo post listed under the photo card', async () => {
    const facebook = connectedAccount('facebook', {
      account_name: 'Jane',
      page: { id: 'pg1', name: 'Jane Realty', instagram: null },
    });
    h.routes.set('GET /connected-accounts', ok({ accounts: [facebook] }));
    h.routes.set('GET /scheduled-posts/photo-fair-use', ok({ used: 0, limit: 25, next_free_at: null }));
    h.routes.set('GET /listings/l1/photos', ok({ photos: [] }));
    const photoPost = scheduled('ph', { reel_id: null, photo_ids: ['x'], publish_at_local: 'Jan 2, 3 PM' });
    h.routes.set('GET /scheduled-posts', ok({ posts: [photoPost] }));
    h.routes.set('DELETE /scheduled-posts/ph', ok({ ...photoPost, status: 'cancelled' }));
    render(createElement(MetaPhotoPost, { listingId: 'l1', text: 'Open house' }));
    const list = await screen.findByRole('list', { name: 'Where the photos went' });
    expect(within(list).getByText('Scheduled for Jan 2, 3 PM')).toBeTruthy();
    fireEvent.click(within(row(/Instagram/)).getByRole('button', { name: 'Cancel post' }));
    fireEvent.click(within(list).getByRole('button', { name: 'Yes, cancel post' }));
    await within(list).findByText('Cancelled');
    expect(within(list).queryByRole('button')).toBeNull();
  });
});
