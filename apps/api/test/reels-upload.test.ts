import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { REEL_MESSAGES, type TMediaPhoto } from '@pp/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { mediaPhotos } from '../src/db/schema';
import { createAccount } from './helpers/accounts';
import { jpegOfSize } from './helpers/multipart';
import { photo, uploadPhotos, uploadRequest } from './helpers/reels';
import { listingOf } from './helpers/sample-listing';
import { createTestApp } from './helpers/test-app';

const { app, db, env } = await createTestApp();

const storedFiles = async (userId: string) =>
  readdir(path.join(env.dataDir, 'media', 'photos', userId)).catch(() => [] as string[]);

describe('POST /api/v1/media/photos', () => {
  it('stores JPEG, PNG and WebP photos with their size, for one of the listings, served by signed address', async () => {
    const account = await createAccount(app);
    const listing = await listingOf(app, account);
    const files = [
      await photo('jpeg', 400, 300),
      await photo('png', 300, 500),
      await photo('webp', 640, 360),
    ];
    const photos = await uploadPhotos(app, account, files, listing.listing_id);
    expect(photos.map((p) => [p.mime, p.width, p.height, p.listing_id])).toEqual([
      ['image/jpeg', 400, 300, listing.listing_id],
      ['image/png', 300, 500, listing.listing_id],
      ['image/webp', 640, 360, listing.listing_id],
    ]);
    expect(await storedFiles(account.userId)).toHaveLength(3);

    // The signed address works without a bearer token and answers the same bytes.
    const img = await app.inject({ method: 'GET', url: photos[1]!.url });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
    expect(img.rawPayload.equals(files[1]!)).toBe(true);
    // A tampered signature or another photo's signature is refused.
    const tampered = photos[1]!.url.replace(/sig=[^&]+/, 'sig=AAAA');
    expect((await app.inject({ method: 'GET', url: tampered })).statusCode).toBe(404);
    const swapped = photos[0]!.url.replace(photos[0]!.photo_id, photos[1]!.photo_id);
    expect((await app.inject({ method: 'GET', url: swapped })).statusCode).toBe(404);

    // GET /listings/:id/photos lists them in the order of the files, for the owner only.
    const listed = await app.inject({
      method: 'GET',
      url: `/api/v1/listings/${listing.listing_id}/photos`,
      headers: account.auth,
    });
    expect(listed.statusCode).toBe(200);
    expect((listed.json().data.photos as TMediaPhoto[]).map((p) => p.photo_id)).toEqual(
      photos.map((p) => p.photo_id),
    );
    const stranger = await createAccount(app);
    const peek = await app.inject({
      method: 'GET',
      url: `/api/v1/listings/${listing.listing_id}/photos`,
      headers: stranger.auth,
    });
    expect(peek.statusCode).toBe(404);
  });

  it('reads dimensions as shown, honouring EXIF orientation', async () => {
    const account = await createAccount(app);
    const rotated = await sharp(await photo('jpeg', 400, 200))
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const [stored] = await uploadPhotos(app, account, [rotated]);
    expect([stored!.width, stored!.height, stored!.listing_id]).toEqual([200, 400, null]);
  });

  it('refuses bad input with a clear message and writes nothing', async () => {
    const account = await createAccount(app);
    const good = await photo('jpeg');
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic'), Buffer.alloc(64)]);
    const broken = jpegOfSize(2000); // JPEG magic bytes, no image behind them
    const other = await createAccount(app);
    const othersListing = await listingOf(app, other);
    const cases: Array<[string, ReturnType<typeof uploadRequest>, number, string]> = [
      [
        'not an image',
        uploadRequest(account, [good, Buffer.from('hello world, not a photo')]),
        400,
        REEL_MESSAGES.photoType,
      ],
      ['GIF', uploadRequest(account, [gif]), 400, REEL_MESSAGES.photoType],
      ['HEIC', uploadRequest(account, [heic]), 400, REEL_MESSAGES.photoType],
      ['undecodable', uploadRequest(account, [good, broken]), 400, REEL_MESSAGES.photoUnreadable],
      [
        'too big',
        uploadRequest(account, [good, jpegOfSize(15 * 1024 * 1024 + 1)]),
        413,
        REEL_MESSAGES.photoTooLarge,
      ],
      [
        'too many',
        uploadRequest(
          account,
          Array.from({ length: 21 }, () => good),
        ),
        400,
        REEL_MESSAGES.tooManyPhotos,
      ],
      ['none', uploadRequest(account, []), 400, REEL_MESSAGES.noPhotos],
      [
        "another user's listing",
        uploadRequest(account, [good], othersListing.listing_id),
        404,
        'Listing not found',
      ],
    ];
    for (const [name, request, status, message] of cases) {
      const res = await app.inject(request);
      expect(res.statusCode, name).toBe(status);
      expect(res.json(), name).toMatchObject({ status: 'error', message });
    }
    const json = await app.inject({ ...uploadRequest(account, [good]), headers: account.auth, payload: {} });
    expect(json.statusCode).toBe(400);
    expect(await db.select().from(mediaPhotos).where(eq(mediaPhotos.user_id, account.userId))).toEqual([]);
    expect(await storedFiles(account.userId)).toEqual([]);
  });

  it('needs sign-in', async () => {
    const account = await createAccount(app);
    const res = await app.inject({ ...uploadRequest(account, [await photo('png')]), headers: {} });
    expect(res.statusCode).toBe(401);
  });
});
