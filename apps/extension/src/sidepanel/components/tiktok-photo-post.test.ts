// @vitest-environment happy-dom
import { TIKTOK_DISCLOSURE, TIKTOK_MESSAGES, type TScheduledPost } from '@pp/contract';
import { tiktokCreatorInfo } from '@pp/contract/testing/tiktok-creator-info';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { ok, stubPanelPerTest } from '../../testing/panel-harness';
import { TikTokPhotoPost } from './tiktok-photo-post';

/** The draft tab's TikTok photo post (issue 27), through the real handlers. */
const h = stubPanelPerTest();

const photos = ['image/jpeg', 'image/png', 'image/webp'].map((mime, i) => ({
  photo_id: `ph${i}`,
  listing_id: 'l1',
  width: 800,
  height: 600,
  mime,
  url: `https://media.test/ph${i}.jpg`,
  position: i,
  altered: false,
  source_key: null,
  created_at: '2026-11-26T07:00:00.000Z',
}));
const creatorInfo = tiktokCreatorInfo({
  privacy_level_options: ['PUBLIC_TO_EVERYONE', 'MUTUAL_FOLLOW_FRIENDS', 'SELF_ONLY'],
  max_video_post_duration_sec: 600,
  photo_posts: true,
});
const published: TScheduledPost = {
  id: 'p1',
  listing_id: 'l1',
  platform: 'tiktok',
  text: 'Open house Sunday',
  photo_ids: ['ph0', 'ph2'],
  publish_at: '2026-11-26T08:00:00.000Z',
  time_zone: 'UTC',
  publish_at_local: 'Thu, Nov 26, 2026, 8:00 AM UTC',
  link_in_reply: false,
  status: 'published',
  external_url: 'https://www.tiktok.com/@jane.agent/photo/7400000000000000001',
  error: null,
  published_at: '2026-11-26T08:00:05.000Z',
  created_at: '2026-11-26T08:00:00.000Z',
};

function routes(info: Record<string, unknown> = creatorInfo) {
  h.routes.set('GET /connected-accounts/tiktok/creator-info', ok(info));
  h.routes.set('GET /scheduled-posts/photo-fair-use', ok({ used: 4, limit: 25, next_free_at: null }));
  h.routes.set('GET /listings/l1/photos', ok({ photos }));
  h.routes.set('GET /scheduled-posts', ok({ posts: [] }));
  h.routes.set('POST /scheduled-posts', () => ({ status: 201, ...ok(published) }));
}
const need = () => screen.getByTestId('tiktok-photo-needs').textContent;
const postNow = () => screen.getByRole('button', { name: 'Post to TikTok now' }) as HTMLButtonElement;

describe('TikTok photo post from a draft tab', () => {
  it('reads the account when opened, waits for who can watch and a complete disclosure, then sends the JPEG/WEBP photos', async () => {
    routes();
    render(createElement(TikTokPhotoPost, { listingId: 'l1', text: 'Open house Sunday' }));
    // Nothing is read before the agent opens it.
    expect(h.calls.some((c) => c.key === 'GET /connected-accounts/tiktok/creator-info')).toBe(false);
    fireEvent.click(screen.getByLabelText('TikTok photos'));
    expect((await screen.findByTestId('tiktok-creator')).textContent).toContain('Jane Agent (@jane.agent)');
    expect((await screen.findByTestId('tiktok-fair-use')).textContent).toMatch(
      /4 of 25 Instagram, Facebook Page and TikTok photo posts/,
    );
    // The PNG is not taken: not chosen and not choosable; the JPEG and the WEBP start chosen.
    const png = (await screen.findByLabelText('TikTok photo 2 (not JPEG or WEBP)')) as HTMLInputElement;
    expect(png.disabled).toBe(true);
    expect(png.checked).toBe(false);
    expect((screen.getByLabelText('TikTok photo 1') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('TikTok photo 3') as HTMLInputElement).checked).toBe(true);
    // Comments only: Duet and Stitch are a video's.
    expect(screen.getByLabelText('Allow comments')).toBeTruthy();
    expect(screen.queryByLabelText('Allow Duet')).toBeNull();
    expect(screen.queryByLabelText('Allow Stitch')).toBeNull();
    // No privacy level to start with (TikTok's rule): blocked, with the reason.
    await waitFor(() => expect(need()).toBe(TIKTOK_MESSAGES.needsPhotoPrivacy));
    expect(postNow().disabled).toBe(true);
    const privacy = screen.getByRole('combobox', { name: 'TikTok: who can view' }) as HTMLSelectElement;
    fireEvent.change(privacy, { target: { value: 'SELF_ONLY' } });
    // The disclosure switch on with neither kind chosen stops it; branded content cannot be private.
    // The words name photos, not a video (TikTok's sentences with "photo" for "video").
    expect(screen.getByTestId('tiktok-options').textContent).not.toMatch(/video|watch/i);
    fireEvent.click(screen.getByRole('switch', { name: 'Disclose photo content' }));
    expect(screen.getByTestId('tiktok-options').textContent).not.toMatch(/video|watch/i);
    expect(need()).toBe(TIKTOK_DISCLOSURE.chooseOne);
    const branded = screen.getByRole('checkbox', {
      name: TIKTOK_DISCLOSURE.brandedContent,
    }) as HTMLInputElement;
    expect(branded.disabled).toBe(true);
    fireEvent.change(privacy, { target: { value: 'PUBLIC_TO_EVERYONE' } });
    fireEvent.click(branded);
    expect(screen.getByTestId('tiktok-disclosure-label').textContent).toBe(
      "Your photo will be labeled as 'Paid partnership'.",
    );
    expect((screen.getByRole('option', { name: 'Only me' }) as HTMLOptionElement).disabled).toBe(true);
    expect(screen.queryByTestId('tiktok-photo-needs')).toBeNull();
    // The agent takes the JPEG out and puts it back after the WEBP: the WEBP is the cover.
    fireEvent.click(screen.getByLabelText('TikTok photo 1'));
    fireEvent.click(screen.getByLabelText('TikTok photo 1'));
    fireEvent.click(screen.getByLabelText('Allow comments'));
    fireEvent.click(postNow());
    await screen.findByRole('list', { name: 'Where the TikTok photos went' });
    const sent = h.calls.filter((c) => c.key === 'POST /scheduled-posts').map((c) => c.body);
    expect(sent).toEqual([
      {
        listing_id: 'l1',
        platform: 'tiktok',
        text: 'Open house Sunday',
        photo_ids: ['ph2', 'ph0'],
        time_zone: expect.any(String),
        tiktok: {
          privacy_level: 'PUBLIC_TO_EVERYONE',
          disable_comment: false,
          disable_duet: true,
          disable_stitch: true,
          brand_organic_toggle: false,
          brand_content_toggle: true,
        },
      },
    ]);
    // Sent: the card closes, so a second press cannot post it twice; the post shows with its link.
    expect(screen.queryByRole('button', { name: 'Post to TikTok now' })).toBeNull();
    expect(screen.getByRole('link', { name: /View post/i }).getAttribute('href')).toBe(
      published.external_url,
    );
  });

  it('says photo posts are not set up when the server cannot offer them, and cannot post', async () => {
    routes({ ...creatorInfo, photo_posts: false });
    render(createElement(TikTokPhotoPost, { listingId: 'l1', text: 'Open house Sunday' }));
    fireEvent.click(screen.getByLabelText('TikTok photos'));
    await waitFor(() => expect(need()).toBe(TIKTOK_MESSAGES.photosNotConfigured));
    fireEvent.change(screen.getByRole('combobox', { name: 'TikTok: who can view' }), {
      target: { value: 'PUBLIC_TO_EVERYONE' },
    });
    expect(need()).toBe(TIKTOK_MESSAGES.photosNotConfigured);
    expect(postNow().disabled).toBe(true);
    expect(screen.queryByLabelText('TikTok photo 1')).toBeNull();
  });
});
