import { MESSAGES, STORAGE_KEYS } from '@pp/contract';
import { screen, waitFor, within } from '@testing-library/react';
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

const NOT_ASKED = { subscribed: false, subscribed_at: null };
const ASKED = { subscribed: true, subscribed_at: '2026-11-21T08:00:00.000Z' };

describe('ReelsGallery', () => {
  it('shows the coming-soon empty state without reels, and after a load failure', async () => {
    const api = stubFetch();
    api.route('GET /api/v1/marketing/all-reels', ok([]));
    api.route('GET /api/v1/marketing/reels-launch-notification', ok(NOT_ASKED));
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

describe('Get Notified When Launched', () => {
  it('saves the request on the account, then says thanks and stays disabled', async () => {
    const api = stubFetch();
    api.route('GET /api/v1/marketing/all-reels', ok([]));
    api.route('GET /api/v1/marketing/reels-launch-notification', ok(NOT_ASKED));
    api.route('PUT /api/v1/marketing/reels-launch-notification', ok(ASKED, MESSAGES.reelsLaunchNotifySaved));
    renderApp(<ReelsGallery />);
    const button = await screen.findByRole('button', { name: 'Get Notified When Launched' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    expect(screen.queryByText(MESSAGES.reelsLaunchNotifySaved)).toBeNull();
    await userEvent.click(button);
    await screen.findByText(MESSAGES.reelsLaunchNotifySaved);
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(api.calls.filter((c) => c.method === 'PUT')).toHaveLength(1);
  });

  it('shows a request saved earlier when the user comes back', async () => {
    const api = stubFetch();
    api.route('GET /api/v1/marketing/all-reels', ok([]));
    api.route('GET /api/v1/marketing/reels-launch-notification', ok(ASKED));
    renderApp(<ReelsGallery />);
    await screen.findByText(MESSAGES.reelsLaunchNotifySaved);
    const button = screen.getByRole('button', { name: 'Get Notified When Launched' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
  });

  it('tells the user when saving fails and lets them try again', async () => {
    const api = stubFetch();
    api.route('GET /api/v1/marketing/all-reels', ok([]));
    api.route('GET /api/v1/marketing/reels-launch-notification', ok(NOT_ASKED));
    api.route('PUT /api/v1/marketing/reels-launch-notification', fail(500, ''));
    renderApp(<ReelsGallery />);
    const button = (await screen.findByRole('button', {
      name: 'Get Notified When Launched',
    })) as HTMLButtonElement;
    await waitFor(() => expect(button.disabled).toBe(false));
    await userEvent.click(button);
    await screen.findByText(MESSAGES.reelsLaunchNotifyFailed);
    expect(screen.queryByText(MESSAGES.reelsLaunchNotifySaved)).toBeNull();
    await waitFor(() => expect(button.disabled).toBe(false));
  });
});
