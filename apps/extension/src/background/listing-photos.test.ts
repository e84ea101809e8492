import type { TMediaPhoto } from '@pp/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ensureListingPhotos, photoSourceKey, uploadSavedListingPhotos } from './listing-photos';

const API = 'http://localhost:8080/api/v1';
const LISTING = '11111111-1111-4111-8111-111111111111';
const photoUrl = (n: number) => `https://photos.zillowstatic.com/fp/home-${n}-cc_ft_960.jpg`;
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);

/** chrome.storage as the worker sees it, in memory: only where the session token is read from. */
function memoryStorage(initial: Record<string, unknown> = {}) {
  const data = { ...initial };
  return {
    get: async (key: string) => (key in data ? { [key]: data[key] } : {}),
    set: async (items: Record<string, unknown>) => void Object.assign(data, items),
    remove: async (key: string) => void delete data[key],
  };
}

/**
 * The network at the fetch boundary: the listing site's photo host (some addresses broken), and
 * the API's two photo routes keeping the listing's photos the way the server does (by source key).
 */
function network(opts: { broken?: string[]; uploadStatus?: number } = {}) {
  const stored: TMediaPhoto[] = [];
  const uploads: Array<{ listingId: unknown; keys: string[]; files: number; auth: string | null }> = [];
  const downloads: string[] = [];
  const envelope = (photos: TMediaPhoto[]) => ({ status: 'success', message: 'ok', data: { photos } });
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

  const fetchStub = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const method = init.method ?? 'GET';
    if (url.startsWith('https://photos.zillowstatic.com/')) {
      downloads.push(url);
      if (opts.broken?.includes(url)) return new Response('gone', { status: 404 });
      return new Response(JPEG.slice(), { headers: { 'content-type': 'image/jpeg' } });
    }
    if (method === 'GET' && url === `${API}/listings/${LISTING}/photos`) return json(200, envelope(stored));
    if (method === 'POST' && url === `${API}/media/photos`) {
      const form = init.body as FormData;
      const keys = String(form.get('source_keys')).split(',');
      const files = form.getAll('photos');
      uploads.push({
        listingId: form.get('listing_id'),
        keys,
        files: files.length,
        auth: new Headers(init.headers).get('authorization'),
      });
      if (opts.uploadStatus)
        return json(opts.uploadStatus, { status: 'error', message: 'At most 20 photos at a time' });
      const answer = files.map((_, i) => {
        const known = stored.find((p) => p.source_key === keys[i]);
        if (known) return known;
        const photo: TMediaPhoto = {
          photo_id: `photo-${stored.length}`,
          listing_id: LISTING,
          width: 960,
          height: 640,
          mime: 'image/jpeg',
          url: `/api/v1/media/photos/photo-${stored.length}?sig=s&exp=1`,
          position: stored.length,
          altered: false,
          source_key: keys[i] ?? null,
          created_at: '2026-11-20T10:00:00Z',
        };
        stored.push(photo);
        return photo;
      });
      return json(201, envelope(answer));
    }
    throw new Error(`unexpected request ${method} ${url}`);
  });
  vi.stubGlobal('fetch', fetchStub);
  return { stored, uploads, downloads };
}

beforeEach(() => {
  vi.stubGlobal('chrome', {
    storage: {
      local: memoryStorage(),
      session: memoryStorage({ 'pp.accessToken': 'access-token' }),
    },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the photos a saved listing sends to its property page', () => {
  it('uploads them once, in order, keyed by a hash of their address (never the address itself)', async () => {
    const net = network();
    const urls = [photoUrl(1), photoUrl(2), photoUrl(3)];
    expect(await uploadSavedListingPhotos(LISTING, urls)).toEqual({ state: 'done', uploaded: 3, failed: 0 });
    const keys = await Promise.all(urls.map(photoSourceKey));
    expect(keys[0]).toMatch(/^[0-9a-f]{64}$/);
    expect(net.uploads).toEqual([{ listingId: LISTING, keys, files: 3, auth: 'Bearer access-token' }]);
    expect(net.stored.map((p) => p.source_key)).toEqual(keys);

    // Saved again (the agent clicks again, or the listing changed): nothing is downloaded or sent.
    net.downloads.length = 0;
    expect(await uploadSavedListingPhotos(LISTING, urls)).toEqual({ state: 'done', uploaded: 0, failed: 0 });
    expect(net.downloads).toEqual([]);
    expect(net.uploads).toHaveLength(1);

    // A new photo on the listing: only it goes.
    expect(await uploadSavedListingPhotos(LISTING, [...urls, photoUrl(4)])).toEqual({
      state: 'done',
      uploaded: 1,
      failed: 0,
    });
    expect(net.downloads).toEqual([photoUrl(4)]);
    expect(net.uploads[1]?.keys).toEqual([await photoSourceKey(photoUrl(4))]);
  });

  it('sends the first 20 photos at most, in one request', async () => {
    const net = network();
    const urls = Array.from({ length: 26 }, (_, i) => photoUrl(i));
    expect(await uploadSavedListingPhotos(LISTING, urls)).toMatchObject({ uploaded: 20 });
    expect(net.uploads).toHaveLength(1);
    expect(net.uploads[0]?.files).toBe(20);
    expect(net.downloads).toEqual(urls.slice(0, 20));
  });

  it('leaves out a photo that cannot be downloaded and counts it', async () => {
    const net = network({ broken: [photoUrl(2)] });
    const outcome = await uploadSavedListingPhotos(LISTING, [photoUrl(1), photoUrl(2), photoUrl(3)]);
    expect(outcome).toEqual({ state: 'done', uploaded: 2, failed: 1 });
    expect(net.uploads[0]?.keys).toEqual([
      await photoSourceKey(photoUrl(1)),
      await photoSourceKey(photoUrl(3)),
    ]);
  });

  it('turns a refused upload or an unreachable server into a failed state, never an exception', async () => {
    network({ uploadStatus: 400 });
    expect(await uploadSavedListingPhotos(LISTING, [photoUrl(1)])).toEqual({
      state: 'failed',
      message: 'At most 20 photos at a time',
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const outcome = await uploadSavedListingPhotos(LISTING, [photoUrl(1)]);
    expect(outcome.state).toBe('failed');
    expect(outcome).toMatchObject({ message: expect.stringContaining('Cannot reach') });
  });

  it('runs one upload per listing at a time, so two saves at once do not both send the photos', async () => {
    const net = network();
    const urls = [photoUrl(1), photoUrl(2)];
    const [a, b] = await Promise.all([
      uploadSavedListingPhotos(LISTING, urls),
      uploadSavedListingPhotos(LISTING, urls),
    ]);
    expect([a, b]).toEqual([
      { state: 'done', uploaded: 2, failed: 0 },
      { state: 'done', uploaded: 0, failed: 0 },
    ]);
    expect(net.uploads).toHaveLength(1);
  });

  it('answers the listing’s photo for each address, for the reel to use', async () => {
    network();
    await uploadSavedListingPhotos(LISTING, [photoUrl(1)]);
    const { photos, uploaded } = await ensureListingPhotos(LISTING, [photoUrl(2), photoUrl(1)]);
    expect(uploaded).toBe(1);
    expect(photos.get(photoUrl(1))?.photo_id).toBe('photo-0');
    expect(photos.get(photoUrl(2))?.photo_id).toBe('photo-1');
  });
});
