import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { REEL_MESSAGES, type TMediaPhoto } from '@pp/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mediaPhotos } from '../src/db/schema';
import { createAccount } from './helpers/accounts';
import { multipartForm } from './helpers/multipart';
import { photo } from './helpers/reels';
import { listingOf } from './helpers/sample-listing';
import { createTestApp } from './helpers/test-app';

const { app, db, env } = await createTestApp();

type Account = Awaited<ReturnType<typeof createAccount>>;

/** POST /media/photos as the extension sends it: the files, the listing, and a key per file. */
function send(account: Account, listingId: string, files: Buffer[], sourceKeys?: string) {
  const form = multipartForm([
    { field: 'listing_id', value: listingId },
    ...(sourceKeys === undefined ? [] : [{ field: 'source_keys', value: sourceKeys }]),
    ...files.map((data, i) => ({ field: 'photos', data, filename: `photo-${i}.jpg` })),
  ]);
  return app.inject({
    method: 'POST',
    url: '/api/v1/media/photos',
    headers: { ...account.auth, ...form.headers },
    payload: form.payload,
  });
}

async function upload(account: Account, listingId: string, files: Buffer[], sourceKeys?: string) {
  const res = await send(account, listingId, files, sourceKeys);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.photos as TMediaPhoto[];
}

const listed = async (account: Account, listingId: string) =>
  (
    await app.inject({
      method: 'GET',
      url: `/api/v1/listings/${listingId}/photos`,
      headers: account.auth,
    })
  ).json().data.photos as TMediaPhoto[];

/** The photo ids of the property page's <img>s, in page order. */
async function pagePhotoIds(pagePath: string) {
  const res = await app.inject({ method: 'GET', url: pagePath });
  expect(res.statusCode).toBe(200);
  return [...res.body.matchAll(/<img src="[^"]*\/photos\/([0-9a-f-]+)\/800\.webp"/g)].map((m) => m[1]);
}

const files = (count: number, from = 0) =>
  Promise.all(Array.from({ length: count }, (_, i) => photo('jpeg', 320, 240, (from + i) * 37)));

const storedFiles = async (userId: string) =>
  readdir(path.join(env.dataDir, 'media', 'photos', userId)).catch(() => [] as string[]);

describe('the order of a listing’s photos', () => {
  it('keeps the order of the files of one request, and puts a later request’s after them', async () => {
    const account = await createAccount(app);
    const listing = await listingOf(app, account);
    const pagePath = new URL(listing.page.url).pathname;
    // Three files of one request share their upload time: only their position keeps the order.
    const first = await upload(account, listing.listing_id, await files(3));
    expect(first.map((p) => p.position)).toEqual([0, 1, 2]);
    const later = await upload(account, listing.listing_id, await files(2, 3));
    expect(later.map((p) => p.position)).toEqual([3, 4]);
    const ids = [...first, ...later].map((p) => p.photo_id);

    expect((await listed(account, listing.listing_id)).map((p) => p.photo_id)).toEqual(ids);
    expect(await pagePhotoIds(pagePath)).toEqual(ids);
    // My listings shows the first photo as the cover.
    const list = await app.inject({ method: 'GET', url: '/api/v1/listings', headers: account.auth });
    const row = list
      .json()
      .data.listings.find((l: { listing_id: string }) => l.listing_id === listing.listing_id);
    expect(row.photo).toContain(`/media/photos/${ids[0]}?`);
  });
});

describe('PUT /listings/:id/photos/:photoId', () => {
  const put = (account: Account, listingId: string, photoId: string, payload: unknown) =>
    app.inject({
      method: 'PUT',
      url: `/api/v1/listings/${listingId}/photos/${photoId}`,
      headers: account.auth,
      payload: payload as object,
    });

  it('moves a photo (0 makes it the cover) and marks it altered, and the page follows', async () => {
    const account = await createAccount(app);
    const listing = await listingOf(app, account);
    const pagePath = new URL(listing.page.url).pathname;
    const [a, b, c] = (await upload(account, listing.listing_id, await files(3))).map((p) => p.photo_id);
    expect((await put(account, listing.listing_id, c!, { position: 0, altered: true })).statusCode).toBe(200);
    expect(await pagePhotoIds(pagePath)).toEqual([c, a, b]);
    const listed1 = await listed(account, listing.listing_id);
    expect(listed1.map((p) => [p.photo_id, p.position, p.altered])).toEqual([
      [c, 0, true],
      [a, 1, false],
      [b, 2, false],
    ]);
    // Past the end puts it last; a later upload still goes after every photo.
    expect((await put(account, listing.listing_id, c!, { position: 99 })).statusCode).toBe(200);
    const [d] = await upload(account, listing.listing_id, await files(1, 7));
    expect((await listed(account, listing.listing_id)).map((p) => p.photo_id)).toEqual([
      a,
      b,
      c,
      d!.photo_id,
    ]);
    expect((await listed(account, listing.listing_id)).map((p) => p.position)).toEqual([0, 1, 2, 3]);
  });

  it('refuses a bad change, another listing’s photo or another agent, changing nothing', async () => {
    const account = await createAccount(app);
    const listing = await listingOf(app, account);
    const [a, b] = await upload(account, listing.listing_id, await files(2));
    for (const body of [{}, { position: -1 }, { position: 1.5 }, { position: '1' }, { altered: 'yes' }]) {
      const res = await put(account, listing.listing_id, b!.photo_id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message, JSON.stringify(body)).toBeTruthy();
    }
    const other = await listingOf(app, account, 'other-home');
    expect((await put(account, other.listing_id, a!.photo_id, { position: 1 })).statusCode).toBe(404);
    const stranger = await createAccount(app);
    expect((await put(stranger, listing.listing_id, b!.photo_id, { position: 0 })).statusCode).toBe(404);
    expect(
      (await listed(account, listing.listing_id)).map((p) => [p.photo_id, p.position, p.altered]),
    ).toEqual([
      [a!.photo_id, 0, false],
      [b!.photo_id, 1, false],
    ]);
  });
});

describe('photos the extension sends with a saved listing', () => {
  it('appear on the property page, once, however often they are sent', async () => {
    const account = await createAccount(app);
    const listing = await listingOf(app, account);
    const pagePath = new URL(listing.page.url).pathname;
    const three = await files(3);
    const keys = ['a1b2', 'c3d4', 'e5f6'];

    const sent = await upload(account, listing.listing_id, three, keys.join(','));
    expect(sent.map((p) => p.source_key)).toEqual(keys);
    expect(await pagePhotoIds(pagePath)).toEqual(sent.map((p) => p.photo_id));

    // The same photos again (the listing saved twice): the answer names the photos already there.
    const again = await upload(account, listing.listing_id, three, keys.join(','));
    expect(again.map((p) => p.photo_id)).toEqual(sent.map((p) => p.photo_id));
    // A reel's upload of the same bytes without keys, and a known key with other bytes, neither.
    const reel = await upload(account, listing.listing_id, [three[1]!]);
    expect(reel.map((p) => p.photo_id)).toEqual([sent[1]!.photo_id]);
    const [other] = await files(1, 9);
    const byKey = await upload(account, listing.listing_id, [other!], 'c3d4');
    expect(byKey.map((p) => p.photo_id)).toEqual([sent[1]!.photo_id]);

    // A new photo among known ones goes after them; a photo first sent without a key takes the key.
    const [fourth] = await files(1, 5);
    const mixed = await upload(account, listing.listing_id, [three[0]!, fourth!], 'a1b2,');
    expect(mixed.map((p) => p.position)).toEqual([0, 3]);
    const keyed = await upload(account, listing.listing_id, [fourth!], 'g7h8');
    expect(keyed[0]).toMatchObject({ photo_id: mixed[1]!.photo_id, source_key: 'g7h8' });

    const rows = await db.select().from(mediaPhotos).where(eq(mediaPhotos.listing_id, listing.listing_id));
    expect(rows).toHaveLength(4);
    expect(await storedFiles(account.userId)).toHaveLength(4);
    expect(await pagePhotoIds(pagePath)).toEqual([...sent, mixed[1]!].map((p) => p.photo_id));

    // Another listing of the agent's gets its own copy (the bytes are the same, the listing is not).
    const second = await listingOf(app, account, 'second-home');
    const copy = await upload(account, second.listing_id, [three[0]!], 'a1b2');
    expect(copy[0]!.photo_id).not.toBe(sent[0]!.photo_id);
  });

  it('refuses a bad key list with a clear message and stores nothing', async () => {
    const account = await createAccount(app);
    const listing = await listingOf(app, account);
    const two = await files(2);
    for (const keys of ['only-one', 'a,b,c', 'a,b c', `a,${'x'.repeat(129)}`, 'a,b/c']) {
      const res = await send(account, listing.listing_id, two, keys);
      expect(res.statusCode, keys).toBe(400);
      expect(res.json(), keys).toMatchObject({
        message: REEL_MESSAGES.sourceKeys,
        errors: { source_keys: REEL_MESSAGES.sourceKeys },
      });
    }
    expect(await db.select().from(mediaPhotos).where(eq(mediaPhotos.user_id, account.userId))).toEqual([]);
    expect(await storedFiles(account.userId)).toEqual([]);
  });
});
