import { PHOTO_THUMBNAIL_WIDTH, type TListingSummary } from '@pp/contract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createAccount } from './helpers/accounts';
import { photo, uploadPhotos } from './helpers/reels';
import { listingOf } from './helpers/sample-listing';
import { createTestApp } from './helpers/test-app';

/** My listings shows 96 px covers: the small copy, not the full-size original (issue 24). */
const { app } = await createTestApp();

describe('photo thumbnails', () => {
  it("lists a listing's cover as its small WebP copy, and the original stays one query away", async () => {
    const account = await createAccount(app, { trial: true });
    const listing = await listingOf(app, account, '7101');
    const [uploaded] = await uploadPhotos(
      app,
      account,
      [await photo('jpeg', 1600, 1200)],
      listing.listing_id,
    );
    const res = await app.inject({ method: 'GET', url: '/api/v1/listings', headers: account.auth });
    const cover = (res.json().data.listings as TListingSummary[])[0]?.photo;
    expect(cover).toContain(`w=${PHOTO_THUMBNAIL_WIDTH}`);

    const small = await app.inject({ method: 'GET', url: cover! });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-type']).toBe('image/webp');
    expect((await sharp(small.rawPayload).metadata()).width).toBe(PHOTO_THUMBNAIL_WIDTH);
    // Made once, then served from the media store: the same bytes again.
    expect((await app.inject({ method: 'GET', url: cover! })).rawPayload.equals(small.rawPayload)).toBe(true);

    const original = await app.inject({ method: 'GET', url: uploaded!.url });
    expect(original.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(original.rawPayload).metadata()).width).toBe(1600);
    expect(small.rawPayload.length).toBeLessThan(original.rawPayload.length);
  });

  it('answers 400 for another width, and 404 without a valid signature', async () => {
    const account = await createAccount(app, { trial: true });
    const [uploaded] = await uploadPhotos(app, account, [await photo('jpeg', 640, 480)]);
    const other = await app.inject({ method: 'GET', url: `${uploaded!.url}&w=2000` });
    expect(other.statusCode).toBe(400);
    const unsigned = await app.inject({
      method: 'GET',
      url: `/api/v1/media/photos/${uploaded!.photo_id}?w=480`,
    });
    expect(unsigned.statusCode).toBe(404);
  });
});
