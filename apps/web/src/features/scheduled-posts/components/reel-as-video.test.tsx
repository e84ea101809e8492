import { PHOTO_POST_FAIR_USE_PER_DAY } from '@pp/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, stubFetch } from '../../../testing/fetch-stub';
import { listedReel } from '../../../testing/listed-reel';
import { renderApp } from '../../../testing/render-app';
import { SchedulePostForm } from './schedule-post-form';

/** Issue 27: a reel as a video on X and LinkedIn (a Reel on Meta), and what each post costs. */
describe('a reel instead of photos in the scheduling form', () => {
  it('sends the reel without photos on X and says no credit is taken; without a reel, one credit', async () => {
    const net = stubFetch();
    net.route(
      'GET /api/v1/marketing/all-reels',
      ok([listedReel('r1'), listedReel('r2', { listing_id: 'other' })]),
    );
    net.route('GET /api/v1/media/photos', ok({ photos: [] }));
    net.route('POST /api/v1/scheduled-posts', {
      status: 201,
      json: { status: 'success', message: 'Post is being published', data: {} },
    });
    const user = userEvent.setup();
    renderApp(<SchedulePostForm listingId="l1" />);
    await user.selectOptions(screen.getByLabelText('Platform'), 'twitter');
    expect(screen.getByTestId('post-cost').textContent).toBe('Takes one credit of this platform.');
    const select = screen.getByLabelText(/Reel \(optional\)/) as HTMLSelectElement;
    await screen.findByRole('option', { name: /12 Oak St \(r1\)/ });
    expect([...select.options].map((o) => o.value)).toEqual(['', 'r1']);
    await user.selectOptions(select, 'r1');
    expect(screen.getByTestId('post-cost').textContent).toMatch(/^Posted as a video\. No credit is taken/);
    await user.type(screen.getByLabelText('Text'), 'Take the video tour');
    await user.click(screen.getByRole('button', { name: 'Publish now' }));
    await expect
      .poll(() => net.calls.find((c) => c.method === 'POST')?.body)
      .toMatchObject({ platform: 'twitter', reel_id: 'r1', text: 'Take the video tour' });
    const body = net.calls.find((c) => c.method === 'POST')!.body as Record<string, unknown>;
    expect(body.photo_ids).toBeUndefined();
  });

  it('says Instagram photo posts are included, with the fair-use limit and what is used of it', async () => {
    const net = stubFetch();
    net.route('GET /api/v1/marketing/all-reels', ok([]));
    net.route('GET /api/v1/media/photos', ok({ photos: [] }));
    net.route(
      'GET /api/v1/scheduled-posts/photo-fair-use',
      ok({ used: 3, limit: PHOTO_POST_FAIR_USE_PER_DAY, next_free_at: null }),
    );
    const user = userEvent.setup();
    renderApp(<SchedulePostForm listingId="l1" />);
    await user.selectOptions(screen.getByLabelText('Platform'), 'instagram');
    const included = `Photo posts to Instagram, Facebook Pages and TikTok are included in your plan (fair use: ${PHOTO_POST_FAIR_USE_PER_DAY} a day, the three together).`;
    expect(screen.getByTestId('post-cost').textContent).toMatch(/^Photo posts to Instagram/);
    await expect
      .poll(() => screen.getByTestId('post-cost').textContent)
      .toBe(`${included} 3 of ${PHOTO_POST_FAIR_USE_PER_DAY} used in the last 24 hours.`);
  });
});
