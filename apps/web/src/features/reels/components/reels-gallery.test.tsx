import { STORAGE_KEYS } from '@pp/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, stubFetch } from '../../../testing/fetch-stub';
import { renderApp } from '../../../testing/render-app';
import { reelFileName, SHARE_POPUP_FEATURES, shareUrl, TWITTER_SHARE_TEXT } from '../utils/reel-actions';
import { ReelsGallery } from './reels-gallery';

beforeEach(() => {
  localStorage.setItem(STORAGE_KEYS.accessToken, 'token');
});

describe('reel actions', () => {
  it('names downloads reel-{platform}-{timestamp}.mp4 and opens 600x400 share popups', () => {
    expect(reelFileName('zillow', 1_763_700_000_000)).toBe('reel-zillow-1763700000000.mp4');
    expect(SHARE_POPUP_FEATURES).toContain('width=600,height=400');
    expect(shareUrl('twitter', 'https://x.test/r.mp4')).toContain(encodeURIComponent(TWITTER_SHARE_TEXT));
    expect(shareUrl('facebook', 'https://x.test/r.mp4')).toContain('facebook.com/sharer');
    expect(shareUrl('linkedin', 'https://x.test/r.mp4')).toContain('linkedin.com/sharing');
  });
});

describe('ReelsGallery', () => {
  it('shows the coming-soon empty state without reels, and after a load failure', async () => {
    const api = stubFetch();
    api.route('GET /api/v1/marketing/all-reels', ok([]));
    const first = renderApp(<ReelsGallery />);
    await screen.findByText('Create Your First Property Reel');
    expect(screen.getByText('Coming Soon - Q3 2025')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Get Notified When Launched' })).toBeTruthy();
    first.unmount();

    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    api.route('GET /api/v1/marketing/all-reels', fail(500, 'down'));
    renderApp(<ReelsGallery />);
    await screen.findByText('Create Your First Property Reel');
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('lists reels with platform, status, date, download and share popups', async () => {
    const api = stubFetch();
    api.route(
      'GET /api/v1/marketing/all-reels',
      ok([
        {
          reel_id: 'r1',
          final_video: '/media/r1.mp4',
          from_platform: 'zillow',
          status: 'success',
          created_at: '2026-11-20T10:00:00Z',
        },
        {
          reel_id: 'r2',
          final_video: null,
          from_platform: 'redfin',
          status: 'queued',
          created_at: '2026-11-21T10:00:00Z',
        },
      ]),
    );
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const u = userEvent.setup();
    renderApp(<ReelsGallery />);
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByText('Zillow')).toBeTruthy();
    expect(within(cards[0]!).getByText('success').className).toContain('green');
    expect(within(cards[0]!).getByText('Created Nov 20, 2026')).toBeTruthy();
    expect(within(cards[1]!).getByRole<HTMLButtonElement>('button', { name: /Download/ }).disabled).toBe(
      true,
    );
    await u.click(within(cards[0]!).getByRole('button', { name: 'Share to Twitter' }));
    expect(open).toHaveBeenCalledWith(
      expect.stringContaining('twitter.com/intent/tweet'),
      'share-twitter',
      SHARE_POPUP_FEATURES,
    );
    open.mockRestore();
  });
});
