import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { mediaPhotos } from '../src/db/schema';
import { jpegPhoto, uploadListingPhotos } from './helpers/listing-photos';
import { createPropertyPageApp } from './helpers/property-page-app';

const { app, db, agentWithListing, visit } = await createPropertyPageApp();

describe('property page photos', () => {
  it('serves the uploaded photos resized by us: first eager with high priority, others lazy, sizes set', async () => {
    const { account, path, detail } = await agentWithListing();
    // One request: the page keeps the order of its files.
    const photos = await uploadListingPhotos(app, account, detail.listing_id, [
      await jpegPhoto(1600, 1067, '#6b8fb3'),
      await jpegPhoto(1200, 1600, '#aa7744'),
      await jpegPhoto(1600, 900, '#336633'),
    ]);
    const altered = await app.inject({
      method: 'PUT',
      url: `/api/v1/listings/${detail.listing_id}/photos/${photos[1]!.photo_id}`,
      headers: account.auth,
      payload: { altered: true },
    });
    expect(altered.statusCode).toBe(200);
    const page = (await visit(path)).body;
    const imgs = [
      ...page.matchAll(
        /<img src="([^"]+)" srcset="([^"]+)" sizes="[^"]+" width="(\d+)" height="(\d+)" alt="[^"]+"([^>]*)>/g,
      ),
    ];
    expect(imgs).toHaveLength(3);
    expect(imgs.map((m) => [m[1], m[3], m[4]])).toEqual([
      [`${path}/photos/${photos[0]!.photo_id}/800.webp`, '800', '534'],
      [`${path}/photos/${photos[1]!.photo_id}/800.webp`, '800', '1067'],
      [`${path}/photos/${photos[2]!.photo_id}/800.webp`, '800', '450'],
    ]);
    expect(imgs[0]![5]).toContain('fetchpriority="high"');
    expect(imgs[0]![5]).not.toContain('loading="lazy"');
    for (const m of imgs.slice(1)) expect(m[5]).toContain('loading="lazy"');
    expect(imgs[0]![2]).toContain('480.webp 480w');
    // AB 723: only the altered photo carries the label.
    expect(page.match(/Digitally altered photo/g)).toHaveLength(1);
    // The drawn card (property-page-og-image.test.ts), not the bare photo.
    expect(page).toContain(`<meta property="og:image" content="http://localhost:8080${path}/og.jpg">`);
    expect(page).toContain('<meta name="twitter:card" content="summary_large_image">');

    const variant = await visit(`${path}/photos/${photos[0]!.photo_id}/480.webp`);
    expect(variant.statusCode).toBe(200);
    expect(variant.headers['content-type']).toBe('image/webp');
    expect(await sharp(variant.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 480,
      height: 320,
    });
    const again = await visit(`${path}/photos/${photos[0]!.photo_id}/480.webp`); // from the media store now
    expect(again.rawPayload.equals(variant.rawPayload)).toBe(true);
    const og = await visit(`${path}/photos/${photos[0]!.photo_id}/1200.jpg`);
    expect(await sharp(og.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 1200 });
    // Only the listed widths, only this listing's photos.
    expect((await visit(`${path}/photos/${photos[0]!.photo_id}/999.webp`)).statusCode).toBe(404);
    const other = await agentWithListing();
    expect((await visit(`${other.path}/photos/${photos[0]!.photo_id}/480.webp`)).statusCode).toBe(404);

    // Deleting the listing takes its photos (rows and files) with it.
    await app.inject({
      method: 'DELETE',
      url: `/api/v1/listings/${detail.listing_id}`,
      headers: account.auth,
    });
    expect(await db.select().from(mediaPhotos).where(eq(mediaPhotos.user_id, account.userId))).toHaveLength(
      0,
    );
    const signed = await app.inject({ method: 'GET', url: photos[0]!.url });
    expect(signed.statusCode).toBe(404);
  });
});
