import { TIKTOK_MESSAGES, type TMediaPhoto } from '@pp/contract';
import { tiktokCreatorInfo } from '@pp/contract/testing/tiktok-creator-info';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { created, ok, stubFetch } from '../../../testing/fetch-stub';
import { listedReel } from '../../../testing/listed-reel';
import { renderApp } from '../../../testing/render-app';
import { SchedulePostForm } from './schedule-post-form';

const photo = (i: number): TMediaPhoto =>
  ({
    photo_id: `ph${i}`,
    listing_id: 'l1',
    width: 1536,
    height: 1024,
    mime: 'image/jpeg',
    url: `/api/v1/media/photos/ph${i}?sig=s`,
    position: i,
    altered: false,
    source_key: null,
    created_at: '2026-11-01T00:00:00.000Z',
  }) as TMediaPhoto;

/** The form on TikTok; `photoPosts`: the server's media address is verified with TikTok. */
async function tiktokForm(photoPosts: boolean | undefined) {
  const net = stubFetch();
  net.route('GET /api/v1/marketing/all-reels', ok([listedReel('r1')]));
  net.route('GET /api/v1/listings/l1/photos', ok({ photos: Array.from({ length: 5 }, (_, i) => photo(i)) }));
  net.route(
    'GET /api/v1/connected-accounts/tiktok/creator-info',
    ok(tiktokCreatorInfo(photoPosts === undefined ? {} : { photo_posts: photoPosts })),
  );
  net.route('GET /api/v1/scheduled-posts/photo-fair-use', ok({ used: 3, limit: 25, next_free_at: null }));
  net.route('POST /api/v1/scheduled-posts', created({}, 'Post scheduled'));
  const user = userEvent.setup();
  renderApp(<SchedulePostForm listingId="l1" />);
  await user.selectOptions(screen.getByLabelText('Platform'), 'tiktok');
  await screen.findByTestId('tiktok-creator');
  return { net, user };
}

const chosen = () =>
  screen.queryAllByRole('button', { pressed: true }).map((b) => b.getAttribute('aria-label'));

describe('TikTok photo posts in the scheduling form', () => {
  it('a video shows no photos; choosing Photos drops the reel and Duet/Stitch and sends the photos picked', async () => {
    const { net, user } = await tiktokForm(true);
    expect(screen.queryByRole('group', { name: /^Photos/ })).toBeNull();
    await user.click(screen.getByLabelText('Photos'));
    expect(screen.queryByLabelText(/^Reel/)).toBeNull();
    expect(screen.queryByLabelText('Allow Duet')).toBeNull();
    expect(screen.queryByLabelText('Allow Stitch')).toBeNull();
    expect(screen.getByText(/of at most 35, in the order chosen/)).toBeTruthy();
    // No credit: counted against the day's photo fair use.
    expect((await screen.findByTestId('tiktok-photo-cost')).textContent).toBe(
      ' Included in your plan, no credit: 3 of 25 photo posts used in the last 24 hours.',
    );
    // The first four start chosen, as on every photo platform; the agent takes the second out.
    await expect
      .poll(chosen)
      .toEqual(['Photo 1, chosen 1', 'Photo 2, chosen 2', 'Photo 3, chosen 3', 'Photo 4, chosen 4']);
    await user.click(screen.getByRole('button', { name: 'Photo 2, chosen 2' }));
    // Photos are viewed and disclosed as photos: no word of a video in the TikTok part, but for the
    // "Video (a reel)" choice beside "Photos".
    const tiktok = screen.getByRole('group', { name: 'TikTok photos' });
    expect(tiktok.textContent?.replace('Video (a reel)', '')).not.toMatch(/video|watch/i);
    expect(screen.getByRole('switch', { name: 'Disclose photo content' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Choose who can view' })).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Who can view'), 'PUBLIC_TO_EVERYONE');
    await user.click(screen.getByLabelText('Allow comments'));
    await user.type(screen.getByLabelText('Caption'), 'Light in every room');
    await user.click(screen.getByRole('button', { name: 'Publish now' }));
    await expect.poll(() => net.calls.find((c) => c.method === 'POST')?.body).toBeTruthy();
    const body = net.calls.find((c) => c.method === 'POST')!.body as Record<string, unknown>;
    expect(body).toMatchObject({
      platform: 'tiktok',
      text: 'Light in every room',
      photo_ids: ['ph0', 'ph2', 'ph3'],
      tiktok: { privacy_level: 'PUBLIC_TO_EVERYONE', disable_comment: false },
    });
    expect(body.reel_id).toBeUndefined();
  });

  it('a video sends the reel and no photos', async () => {
    const { net, user } = await tiktokForm(true);
    await screen.findByRole('option', { name: /\(r1\)/ });
    await user.selectOptions(screen.getByLabelText(/^Reel/), 'r1');
    await user.selectOptions(screen.getByLabelText('Who can watch'), 'SELF_ONLY');
    await user.type(screen.getByLabelText('Caption'), 'Tour');
    await user.click(screen.getByRole('button', { name: 'Publish now' }));
    await expect.poll(() => net.calls.find((c) => c.method === 'POST')?.body).toBeTruthy();
    const body = net.calls.find((c) => c.method === 'POST')!.body as Record<string, unknown>;
    expect(body.reel_id).toBe('r1');
    expect(body.photo_ids).toBeUndefined();
  });

  it('without a verified media address, Photos cannot be chosen and the form says why', async () => {
    await tiktokForm(undefined);
    expect((screen.getByLabelText('Photos') as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText(TIKTOK_MESSAGES.photosNotConfigured)).toBeTruthy();
  });
});
