import type { TListingDetail, TMediaPhoto, TReel } from '@pp/contract';
import sharp from 'sharp';
import type { App } from '../../src/app';
import type { TestAccount } from './accounts';
import { multipartForm } from './multipart';
import { listingOf } from './sample-listing';

/** A real photo of the given format: a colour gradient with a stripe, so frames differ. */
export async function photo(
  format: 'jpeg' | 'png' | 'webp',
  width = 320,
  height = 240,
  hue = 0,
): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      pixels[i] = (x * 255) / width;
      pixels[i + 1] = (y * 255) / height;
      pixels[i + 2] = (hue + (x > width / 3 && x < width / 2 ? 200 : 0)) % 256;
    }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    [format]()
    .toBuffer();
}

export function uploadRequest(account: TestAccount, files: Buffer[], listingId?: string) {
  const form = multipartForm([
    ...(listingId ? [{ field: 'listing_id', value: listingId }] : []),
    ...files.map((data, i) => ({ field: 'photos', data, filename: `p${i}.jpg` })),
  ]);
  return {
    method: 'POST' as const,
    url: '/api/v1/media/photos',
    headers: { ...account.auth, ...form.headers },
    payload: form.payload,
  };
}

export async function uploadPhotos(app: App, account: TestAccount, files: Buffer[], listingId?: string) {
  const res = await app.inject(uploadRequest(account, files, listingId));
  if (res.statusCode !== 201) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  return res.json().data.photos as TMediaPhoto[];
}

/** A listing with `count` uploaded photos, ready for a reel. */
export async function reelMaterial(app: App, account: TestAccount, count = 3) {
  const listing = await listingOf(app, account);
  const files = await Promise.all(Array.from({ length: count }, (_, i) => photo('jpeg', 320, 240, i * 60)));
  const photos = await uploadPhotos(app, account, files, listing.listing_id);
  return { listing, photos };
}

export const createReelRequest = (
  account: TestAccount,
  material: { listing: TListingDetail; photos: TMediaPhoto[] },
  overrides: Record<string, unknown> = {},
) => ({
  method: 'POST' as const,
  url: '/api/v1/marketing/reels',
  headers: account.auth,
  payload: {
    listing_id: material.listing.listing_id,
    photos: material.photos.map((p) => ({ photo_id: p.photo_id })),
    duration_sec: 15,
    template: 'just_listed',
    music: false,
    ...overrides,
  },
});

export async function getReel(app: App, account: TestAccount, reelId: string): Promise<TReel> {
  const res = await app.inject({
    method: 'GET',
    url: `/api/v1/marketing/reels/${reelId}`,
    headers: account.auth,
  });
  if (res.statusCode !== 200) throw new Error(`get reel failed: ${res.statusCode} ${res.body}`);
  return res.json().data as TReel;
}

/** Polls until `done` holds (no fixed sleeps: a short wait between reads, up to `timeoutMs`). */
export async function waitFor<T>(
  read: () => Promise<T>,
  done: (v: T) => boolean,
  timeoutMs = 60_000,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > until) throw new Error(`timed out waiting; last value ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Parses a text/event-stream body into its events. */
export const parseEvents = (body: string) =>
  body
    .split('\n\n')
    .filter((block) => block.includes('data: '))
    .map((block) => ({
      event: /^event: (.*)$/m.exec(block)?.[1],
      data: JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? 'null') as TReel,
    }));
