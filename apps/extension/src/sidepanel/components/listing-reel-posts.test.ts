// @vitest-environment happy-dom
import { TIKTOK_MESSAGES, type TScheduledPost } from '@pp/contract';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, stubPanel } from '../../testing/panel-harness';
import { scheduledPost } from '../../testing/scheduled-post';
import { ListingReelPosts } from './listing-reel-posts';

/** The Reel tab after a reload (issue 27): the listing's reel posts and how each stands, from the API. */
let routes: ReturnType<typeof stubPanel>['routes'];

beforeEach(() => {
  ({ routes } = stubPanel());
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const post = (id: string, over: Partial<TScheduledPost>) =>
  scheduledPost({ id, status: 'published', ...over });
const inbox = {
  privacy_level: 'SELF_ONLY' as const,
  disable_comment: true,
  disable_duet: true,
  disable_stitch: true,
  sent_to_inbox: true,
};

describe("the listing's reel posts", () => {
  it('lists each reel post with its outcome in words, and leaves out photo and text posts', async () => {
    routes.set(
      'GET /scheduled-posts',
      ok({
        posts: [
          post('a', { external_url: 'https://www.instagram.com/reel/abc/' }),
          post('b', { platform: 'tiktok', tiktok: inbox, external_url: 'https://www.tiktok.com/' }),
          post('c', {
            platform: 'tiktok',
            reel_id: 'r2',
            status: 'publishing',
            processing_since: '2026-11-26T08:20:00Z',
          }),
          post('d', {
            platform: 'facebook_page',
            status: 'failed',
            error: 'Facebook refused the post: "Video too long".',
          }),
          post('e', { platform: 'facebook_page', reel_id: null, status: 'published' }),
        ],
      }),
    );
    render(createElement(ListingReelPosts, { listingId: 'l1' }));
    const list = await screen.findByRole('list', { name: 'Where this listing’s reels went' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'InstagramPublished · View post',
      `TikTok${TIKTOK_MESSAGES.finishInTikTok}Open TikTok`,
      `TikTok${TIKTOK_MESSAGES.stillProcessing}`,
      'Facebook PageFacebook refused the post: "Video too long".',
    ]);
    expect(within(list).getByRole('link', { name: 'View post' }).getAttribute('href')).toBe(
      'https://www.instagram.com/reel/abc/',
    );
  });

  it('shows nothing when the listing has no reel post', async () => {
    routes.set('GET /scheduled-posts', ok({ posts: [post('e', { reel_id: null })] }));
    const { container } = render(createElement(ListingReelPosts, { listingId: 'l1' }));
    await new Promise((r) => setTimeout(r, 50));
    expect(container.textContent).toBe('');
  });
});
