import { STORAGE_KEYS, type TReel } from '@pp/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, stubFetch } from '../../../testing/fetch-stub';
import { renderApp } from '../../../testing/render-app';
import { parseServerEvent } from '../api/watch-reel-events';
import { downloadUrl, SHARE_POPUP_FEATURES, shareUrl, TWITTER_SHARE_TEXT } from '../utils/reel-actions';
import { ReelsGallery } from './reels-gallery';

beforeEach(() => {
  localStorage.setItem(STORAGE_KEYS.accessToken, 'token');
});

const reel = (over: Partial<TReel> = {}): TReel => ({
  reel_id: 'r1',
  final_video: '/api/v1/media/reels/r1/video?sig=abc&exp=99',
  from_platform: 'zillow',
  status: 'success',
  created_at: '2026-11-20T10:00:00Z',
  progress: 100,
  error: null,
  listing_id: 'l1',
  duration_sec: 30,
  template: 'just_listed',
  style: 'classic',
  track: null,
  poster: '/api/v1/media/reels/r1/poster?sig=abc&exp=99',
  address: '12 Oak St, Austin',
  captions: false,
  outputs: [],
  ...over,
});

const sse = (r: TReel) => `event: reel\ndata: ${JSON.stringify(r)}\n\n`;

describe('reel actions', () => {
  it('asks the server for an attachment, and opens 600x400 share popups', () => {
    expect(downloadUrl('/v?sig=a')).toBe('/v?sig=a&download=1');
    expect(downloadUrl('/v')).toBe('/v?download=1');
    expect(SHARE_POPUP_FEATURES).toContain('width=600,height=400');
    expect(shareUrl('twitter', 'https://x.test/r.mp4')).toContain(encodeURIComponent(TWITTER_SHARE_TEXT));
    expect(shareUrl('facebook', 'https://x.test/r.mp4')).toContain('facebook.com/sharer');
    expect(shareUrl('linkedin', 'https://x.test/r.mp4')).toContain('linkedin.com/sharing');
  });

  it('reads server-sent event blocks', () => {
    expect(parseServerEvent('event: reel\ndata: {"a":1}')).toEqual({ event: 'reel', data: '{"a":1}' });
    expect(parseServerEvent(': keep-alive')).toBeNull();
  });
});

describe('ReelsGallery', { timeout: 20_000 }, () => {
  it('invites the first reel without reels, and after a load failure, with no launch wait-list', async () => {
    const api = stubFetch();
    api.route('GET /api/v1/marketing/all-reels', ok([]));
    const first = renderApp(<ReelsGallery />);
    await screen.findByRole('heading', { name: 'Create Your First Property Reel' });
    expect(screen.getByRole('link', { name: 'New reel' }).getAttribute('href')).toBe(
      '/dashboard/create-reel/new',
    );
    expect(screen.queryByText(/coming soon|Q3 2025/i)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Get Notified When Launched' })).toBeNull();
    first.unmount();

    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    api.route('GET /api/v1/marketing/all-reels', fail(500, 'down'));
    renderApp(<ReelsGallery />);
    await screen.findByText('Create Your First Property Reel');
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('shows a ready reel with its video, source, status, date, download and share popups', async () => {
    const api = stubFetch();
    api.route('GET /api/v1/marketing/all-reels', ok([reel()]));
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const u = userEvent.setup();
    renderApp(<ReelsGallery />);
    const card = await screen.findByRole('article', { name: '12 Oak St, Austin' });
    const video = card.querySelector('video');
    expect(video?.getAttribute('src')).toBe(reel().final_video);
    expect(video?.getAttribute('preload')).toBe('metadata');
    expect(within(card).getByText('From Zillow')).toBeTruthy();
    expect(within(card).getByText('Ready').className).toContain('green');
    expect(within(card).getByText('Created Nov 20, 2026')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Download' }).getAttribute('href')).toBe(
      `${reel().final_video}&download=1`,
    );
    await u.click(within(card).getByRole('button', { name: 'Share to Twitter' }));
    expect(open).toHaveBeenCalledWith(
      expect.stringContaining('twitter.com/intent/tweet'),
      'share-twitter',
      SHARE_POPUP_FEATURES,
    );
    await u.click(within(card).getByRole('button', { name: 'Share to LinkedIn' }));
    expect(open).toHaveBeenLastCalledWith(
      expect.stringContaining(encodeURIComponent('http://localhost:3000/api/v1/media/reels/r1/video')),
      'share-linkedin',
      SHARE_POPUP_FEATURES,
    );
    open.mockRestore();
  });

  it('moves the progress bar of a rendering reel with the event stream, then shows the video', async () => {
    const api = stubFetch();
    const rendering = reel({ status: 'rendering', progress: 5, final_video: null });
    api.route('GET /api/v1/marketing/all-reels', ok([rendering]));
    let push: (text: string) => void = () => {};
    let end: () => void = () => {};
    api.route('GET /api/v1/marketing/reels/r1/events', (call) => {
      expect(call.headers.authorization).toBe('Bearer token');
      return {
        headers: { 'content-type': 'text/event-stream' },
        body: new ReadableStream<Uint8Array>({
          start(controller) {
            const enc = new TextEncoder();
            push = (text) => controller.enqueue(enc.encode(text));
            end = () => controller.close();
          },
        }),
      };
    });
    renderApp(<ReelsGallery />);
    const card = await screen.findByRole('article');
    const bar = within(card).getByRole('progressbar', { name: 'Render progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('5');
    expect(within(card).getByText('Rendering')).toBeTruthy();
    expect((within(card).getByRole('button', { name: 'Download' }) as HTMLButtonElement).disabled).toBe(true);
    expect(
      (within(card).getByRole('button', { name: 'Share to Facebook' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    await waitFor(() => expect(api.calls.some((c) => c.path.endsWith('/events'))).toBe(true));
    // Split across chunks, as a network may deliver it.
    const half = sse(reel({ status: 'rendering', progress: 40, final_video: null }));
    push(half.slice(0, 20));
    push(half.slice(20));
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('40'));
    expect(within(card).getByText('40%')).toBeTruthy();
    push(sse(reel()));
    end();
    await waitFor(() => expect(card.querySelector('video')).not.toBeNull());
    expect(within(card).getByText('Ready')).toBeTruthy();
    expect(api.calls.filter((c) => c.path.startsWith('/api/v1/marketing/reels/r1?'))).toHaveLength(0);
  });

  it('falls back to polling the reel when the event stream cannot be read', async () => {
    const api = stubFetch();
    api.route(
      'GET /api/v1/marketing/all-reels',
      ok([reel({ status: 'queued', progress: 0, final_video: null })]),
    );
    api.route('GET /api/v1/marketing/reels/r1/events', fail(500, 'no streams here'));
    api.route('GET /api/v1/marketing/reels/r1', ok(reel()));
    renderApp(<ReelsGallery />);
    const card = await screen.findByRole('article');
    expect(within(card).getByText('Queued')).toBeTruthy();
    await waitFor(() => expect(card.querySelector('video')).not.toBeNull());
    expect(api.calls.some((c) => c.path === '/api/v1/marketing/reels/r1')).toBe(true);
  });

  it("shows a failed reel's error and retries it; 402 points to the pricing page", async () => {
    const api = stubFetch();
    const failed = reel({
      status: 'failed',
      progress: 30,
      final_video: null,
      error: 'A photo could not be read',
    });
    let retried = false;
    api.route('GET /api/v1/marketing/all-reels', () =>
      retried ? ok([reel({ status: 'queued', progress: 0, final_video: null })]) : ok([failed]),
    );
    api.route('POST /api/v1/marketing/reels/r1/retry', fail(402, 'No credits left'), () => {
      retried = true;
      return ok(reel({ status: 'queued' }));
    });
    api.route('GET /api/v1/marketing/reels/r1/events', fail(500, 'x'));
    api.route(
      'GET /api/v1/marketing/reels/r1',
      ok(reel({ status: 'rendering', progress: 10, final_video: null })),
    );
    const u = userEvent.setup();
    renderApp(<ReelsGallery />);
    const card = await screen.findByRole('article');
    expect(within(card).getByText('A photo could not be read')).toBeTruthy();
    expect(within(card).getByText('Failed').className).toContain('red');
    await u.click(within(card).getByRole('button', { name: 'Retry' }));
    const alert = await within(card).findByRole('alert');
    expect(alert.textContent).toContain('No credits left');
    expect(within(alert).getByRole('link', { name: 'Buy reel credits' }).getAttribute('href')).toBe(
      '/dashboard/pricing',
    );
    await u.click(within(card).getByRole('button', { name: 'Retry' }));
    await within(await screen.findByRole('article')).findByRole('progressbar');
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(2);
  });

  it('deletes a reel only after the agent confirms', async () => {
    const api = stubFetch();
    api.route(
      'GET /api/v1/marketing/all-reels',
      ok([reel(), reel({ reel_id: 'r2', address: '9 Elm Rd, Dallas' })]),
    );
    api.route('DELETE /api/v1/marketing/reels/r2', ok(null, 'Reel deleted'));
    const u = userEvent.setup();
    renderApp(<ReelsGallery />);
    const card = await screen.findByRole('article', { name: '9 Elm Rd, Dallas' });
    await u.click(within(card).getByRole('button', { name: 'Delete reel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this reel?' });
    await u.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
    await u.click(within(card).getByRole('button', { name: 'Delete reel' }));
    await u.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete reel' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: '9 Elm Rd, Dallas' })).toBeNull());
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(api.calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([
      '/api/v1/marketing/reels/r2',
    ]);
  });
});
