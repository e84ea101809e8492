import { SOCIAL_MESSAGES } from '@pp/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { created, ok, stubFetch } from '../../../testing/fetch-stub';
import { renderApp } from '../../../testing/render-app';
import { scheduledPost } from '../../../testing/scheduled-post';
import { SchedulePostForm } from './schedule-post-form';
import { ScheduledPostList } from './scheduled-post-list';

const pages = [
  { id: 'pg-main', name: 'Jane Agent Realty', instagram: { id: 'ig-1', username: 'janeagent.realty' } },
  { id: 'pg-team', name: 'Oak Street Team', instagram: { id: 'ig-2', username: 'oakstreet.team' } },
];
const facebook = {
  platform: 'facebook',
  account_name: 'Jane Agent',
  expires_at: null,
  needs_reconnect: false,
  health: 'connected',
  connected_at: '2031-01-01T00:00:00Z',
  page: pages[0],
};

function routes() {
  const net = stubFetch();
  net.route('GET /api/v1/marketing/all-reels', ok([]));
  net.route('GET /api/v1/media/photos', ok({ photos: [] }));
  net.route('GET /api/v1/scheduled-posts/photo-fair-use', ok({ used: 0, limit: 25, next_free_at: null }));
  net.route('GET /api/v1/connected-accounts', ok({ accounts: [facebook] }));
  net.route('GET /api/v1/connected-accounts/facebook/pages', ok({ pages }));
  return net;
}

/** Issue 27: the Facebook Page is chosen per post; the connection's Page is the starting choice. */
describe('the Page of an Instagram or Facebook Page post', () => {
  it('starts on the connection’s Page, sends the Page chosen for this post, and shows Instagram’s limit when reached', async () => {
    const net = routes();
    // The main Page's Instagram has room; the team Page's has used its 24 hours' posts.
    net.route('GET /api/v1/connected-accounts/facebook/instagram-limit', (call) =>
      call.path.includes('pg-team')
        ? ok({ quota_usage: 100, quota_total: 100, reached: true })
        : ok({ quota_usage: 3, quota_total: 100, reached: false }),
    );
    net.route('POST /api/v1/scheduled-posts', created({}, 'Post scheduled'));
    const user = userEvent.setup();
    renderApp(<SchedulePostForm listingId="l1" />);
    await user.selectOptions(screen.getByLabelText('Platform'), 'instagram');
    const page = screen.getByLabelText('Facebook Page') as HTMLSelectElement;
    await expect.poll(() => page.value).toBe('pg-main');
    expect((await screen.findByTestId('instagram-limit')).textContent).toContain('3 of 100 API posts');
    await user.selectOptions(page, 'pg-team');
    await expect
      .poll(() => screen.queryByRole('alert')?.textContent)
      .toBe(SOCIAL_MESSAGES.instagramLimitReached(100, 100));
    const limitCalls = net.calls.filter((c) => c.path.includes('instagram-limit')).map((c) => c.path);
    expect(new Set(limitCalls.map((u) => new URL(u, 'http://x').searchParams.get('page_id')))).toEqual(
      new Set(['pg-main', 'pg-team']),
    );
    await user.type(screen.getByLabelText('Text'), 'Open house Sunday');
    await user.click(screen.getByRole('button', { name: 'Publish now' }));
    await expect
      .poll(() => net.calls.find((c) => c.method === 'POST')?.body)
      .toMatchObject({ platform: 'instagram', page_id: 'pg-team' });
  });

  it('an edit of a scheduled Facebook Page post sends the new Page, and no Page when it is left as it was', async () => {
    const net = routes();
    const scheduled = scheduledPost({
      platform: 'facebook_page',
      text: 'Open house Sunday',
      page_id: null,
      created_at: '2031-01-09T10:00:00Z',
    });
    net.route('GET /api/v1/scheduled-posts', ok({ posts: [scheduled] }));
    net.route('PATCH /api/v1/scheduled-posts/p1', ok(scheduled));
    const user = userEvent.setup();
    renderApp(<ScheduledPostList listingId="l1" />);
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const page = screen.getByLabelText('Facebook Page') as HTMLSelectElement;
    await expect.poll(() => page.value).toBe('pg-main');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expect.poll(() => net.calls.filter((c) => c.method === 'PATCH').length).toBe(1);
    expect(net.calls.find((c) => c.method === 'PATCH')?.body).not.toHaveProperty('page_id');
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await user.selectOptions(screen.getByLabelText('Facebook Page'), 'pg-team');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expect
      .poll(() => net.calls.filter((c) => c.method === 'PATCH')[1]?.body)
      .toMatchObject({ text: 'Open house Sunday', page_id: 'pg-team' });
  });
});
