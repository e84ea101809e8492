import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, stubFetch } from '../../../testing/fetch-stub';
import { renderApp } from '../../../testing/render-app';
import { AccountFailuresView } from './account-failures-view';
import { QueuesView } from './queues-view';
import { WebhookEventsView } from './webhook-events-view';

const emptyCounts = { waiting: 0, active: 0, failed: 0, delayed: 0 };

describe('Operations pages (issue 28)', () => {
  it('Queues: counts per state and each job with its error', async () => {
    const api = stubFetch();
    api.route(
      'GET /api/v1/operator/queues',
      ok({
        backend: 'memory',
        queues: [
          {
            name: 'reels',
            counts: { ...emptyCounts, delayed: 1, failed: 3 },
            jobs: [
              {
                id: 'r-1',
                state: 'delayed',
                attempts: 1,
                error: 'ffmpeg exited 1',
                at: '2031-02-03T09:00:00.000Z',
              },
              {
                id: 'r-2',
                state: 'failed',
                attempts: 3,
                error: 'Photo not found',
                at: '2031-02-03T08:00:00.000Z',
              },
            ],
          },
          { name: 'posts', counts: emptyCounts, jobs: [] },
        ],
      }),
    );
    renderApp(<QueuesView />);
    const reels = await screen.findByRole('region', { name: 'Reel renders' });
    expect(within(reels).getByText('3').previousSibling?.textContent).toBe('failed');
    expect(within(reels).getByText('ffmpeg exited 1')).toBeTruthy();
    expect(within(reels).getByText('Photo not found')).toBeTruthy();
    expect(screen.getByText(/this API process only/)).toBeTruthy();
    const posts = screen.getByRole('region', { name: 'Scheduled posts' });
    expect(within(posts).getByText('Nothing in this queue.')).toBeTruthy();
  });

  it('Stripe events: this week by type and the latest events', async () => {
    const api = stubFetch();
    api.route(
      'GET /api/v1/operator/webhook-events',
      ok({
        events: [{ id: 'evt_1', type: 'charge.refunded', received_at: '2031-02-03T09:00:00.000Z' }],
        by_type: [{ type: 'charge.refunded', count: 4 }],
      }),
    );
    renderApp(<WebhookEventsView />);
    const week = await screen.findByRole('region', { name: 'This week' });
    expect(within(week).getByText('4')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Latest events' })).getByText('evt_1')).toBeTruthy();
  });

  it('Account failures: each account, why, and a link to its owner', async () => {
    const api = stubFetch();
    api.route(
      'GET /api/v1/operator/account-failures',
      ok({
        failures: [
          {
            user_id: 'u-1',
            email: 'jane@example.com',
            platform: 'linkedin',
            account_name: 'Jane Agent',
            kind: 'publish_failed',
            since: '2031-02-03T09:00:00.000Z',
            error: 'LinkedIn refused the post',
          },
        ],
      }),
    );
    renderApp(<AccountFailuresView />);
    const list = await screen.findByRole('list', { name: 'Failing accounts' });
    expect(within(list).getByText('Last publish failed')).toBeTruthy();
    expect(within(list).getByText('LinkedIn refused the post')).toBeTruthy();
    expect(within(list).getByRole('link', { name: 'jane@example.com' }).getAttribute('href')).toBe(
      '/dashboard/operator/users/u-1',
    );
  });
});
