import type { TListingDetail } from '@pp/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mediaPhotos, userLogos, userPhotos } from '../src/db/schema';
import { createAccount, type TestAccount } from './helpers/accounts';
import { cutJpeg, hugePng } from './helpers/bad-images';
import { jpegPhoto, uploadListingPhotos } from './helpers/listing-photos';
import { multipartFile } from './helpers/multipart';
import { sampleListing } from './helpers/sample-listing';
import { createTestApp } from './helpers/test-app';

const { app, db } = await createTestApp();
const bad = { cut: await cutJpeg(700), huge: hugePng() };

const upload = (account: TestAccount, url: string, field: string, data: Buffer, type: string) => {
  const { payload, headers } = multipartFile(data, { field, contentType: type, filename: 'x' });
  return app.inject({ method: 'POST', url, payload, headers: { ...headers, ...account.auth } });
};

describe('an image that does not decode in full, or holds too many pixels', () => {
  it.each(Object.entries(bad))('is refused with a message and writes nothing (%s)', async (name, data) => {
    expect(name === 'cut' ? data.length : data.length < 400_000).toBeTruthy();
    const account = await createAccount(app);
    const type = name === 'cut' ? 'image/jpeg' : 'image/png';
    for (const [url, field] of [
      ['/api/v1/media/photos', 'photos'],
      ['/api/v1/users/profile-photo/upload', 'file'],
      ['/api/v1/users/logo/upload', 'file'],
    ] as const) {
      const res = await upload(account, url, field, data, type);
      expect([url, res.statusCode]).toEqual([url, 400]);
      expect(res.json().message).toMatch(/could not be read/);
    }
    expect(await db.select().from(mediaPhotos).where(eq(mediaPhotos.user_id, account.userId))).toEqual([]);
    expect(await db.select().from(userPhotos).where(eq(userPhotos.user_id, account.userId))).toEqual([]);
    expect(await db.select().from(userLogos).where(eq(userLogos.user_id, account.userId))).toEqual([]);
  });

  it('a whole image of the same kinds is still taken', async () => {
    const account = await createAccount(app);
    const photo = await jpegPhoto(64, 48);
    for (const [url, field, status] of [
      ['/api/v1/media/photos', 'photos', 201],
      ['/api/v1/users/profile-photo/upload', 'file', 200],
      ['/api/v1/users/logo/upload', 'file', 200],
    ] as const)
      expect((await upload(account, url, field, photo, 'image/jpeg')).statusCode).toBe(status);
  });
});

describe("the public page's images, for rows stored before uploads were decoded", () => {
  it('answer 404, never 500, when the stored bytes do not decode', async () => {
    const account = await createAccount(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/listings',
      headers: account.auth,
      payload: { listing: sampleListing({ source_id: `bad-images-${Date.now()}` }) },
    });
    expect(res.statusCode).toBe(201);
    const detail = res.json().data as TListingDetail;
    const path = new URL(detail.page.url).pathname;
    const [cutPhoto, hugePhoto] = await uploadListingPhotos(app, account, detail.listing_id, [
      await jpegPhoto(64, 48, '#111111'),
      await jpegPhoto(64, 48, '#222222'),
    ]);
    // As an upload of before this fix left them: the rows say photo, the bytes do not decode.
    const keyOf = async (id: string) =>
      (await db.select().from(mediaPhotos).where(eq(mediaPhotos.id, id)))[0]!.storage_key;
    await app.ctx.media.put(await keyOf(cutPhoto!.photo_id), bad.cut);
    await app.ctx.media.put(await keyOf(hugePhoto!.photo_id), bad.huge);
    const now = new Date();
    await db
      .insert(userPhotos)
      .values({ user_id: account.userId, content_type: 'image/jpeg', data: bad.cut, updated_at: now });
    await db
      .insert(userLogos)
      .values({ user_id: account.userId, content_type: 'image/png', data: bad.huge, updated_at: now });

    const urls = [
      `${path}/photos/${cutPhoto!.photo_id}/480.webp`,
      `${path}/photos/${hugePhoto!.photo_id}/800.jpg`,
      `${path}/agent-photo`,
      `${path}/logo`,
    ];
    for (const url of urls) {
      const answer = await app.inject({ method: 'GET', url });
      expect([url, answer.statusCode]).toEqual([url, 404]);
    }
    // The page itself is not broken by them (whether it shows depends on the listing's compliance state).
    expect((await app.inject({ method: 'GET', url: path })).statusCode).toBeLessThan(500);
  });
});
