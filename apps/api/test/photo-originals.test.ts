import { REEL_MESSAGES, type TMediaPhoto } from '@pp/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mediaPhotos } from '../src/db/schema';
import { photosForGate } from '../src/domain/media/photos-for-gate';
import { createAccount } from './helpers/accounts';
import { jpegPhoto, uploadListingPhotos } from './helpers/listing-photos';
import { multipartForm } from './helpers/multipart';
import { createReelRequest } from './helpers/reels';
import { listingOf } from './helpers/sample-listing';
import { createTestApp } from './helpers/test-app';

/**
 * California B&P Code §10140.8 (in force 2026-01-01): an altered photo in advertising comes with
 * access to the unaltered original. The agent uploads it beside the photo; the property page links
 * to it; originals are never photos of their own (galleries, lists, reels, covers).
 */
const { app, db } = await createTestApp();

type Account = Awaited<ReturnType<typeof createAccount>>;

function sendOriginal(account: Account, photoId: string, files: Buffer[]) {
  const form = multipartForm(
    files.map((data, i) => ({ field: 'photos', data, filename: `original-${i}.jpg` })),
  );
  return app.inject({
    method: 'POST',
    url: `/api/v1/media/photos/${photoId}/original`,
    headers: { ...account.auth, ...form.headers },
    payload: form.payload,
  });
}

async function agentWithPhotos(count = 2) {
  const agent = await createAccount(app, { trial: true, name: 'Jason Lieberman' });
  const listing = await listingOf(app, agent);
  const photos = await uploadListingPhotos(
    app,
    agent,
    listing.listing_id,
    await Promise.all(Array.from({ length: count }, (_, i) => jpegPhoto(64, 48, i ? '#aa3300' : '#0033aa'))),
  );
  return { agent, listing, photos };
}

const listed = async (account: Account, listingId: string) =>
  (
    await app.inject({ method: 'GET', url: `/api/v1/listings/${listingId}/photos`, headers: account.auth })
  ).json().data.photos as TMediaPhoto[];

describe('the original of an altered photo', () => {
  it('is kept beside the photo, which is marked altered and points at it', async () => {
    const { agent, listing, photos } = await agentWithPhotos();
    const res = await sendOriginal(agent, photos[1]!.photo_id, [await jpegPhoto(64, 48, '#22aa22')]);
    expect(res.statusCode, res.body).toBe(201);
    const answered = res.json().data as TMediaPhoto;
    expect(answered).toMatchObject({ photo_id: photos[1]!.photo_id, altered: true });
    expect(answered.original?.url).toMatch(/^\/api\/v1\/media\/photos\/[0-9a-f-]+\?sig=/);
    const rows = await db.select().from(mediaPhotos).where(eq(mediaPhotos.listing_id, listing.listing_id));
    const original = rows.find((r) => r.kind === 'original')!;
    expect(original.id).toBe(answered.original!.photo_id);
    expect(rows.find((r) => r.id === photos[1]!.photo_id)?.original_id).toBe(original.id);
    // The signed address serves the original's bytes to the owner.
    const bytes = await app.inject({ method: 'GET', url: answered.original!.url });
    expect(bytes.statusCode).toBe(200);
    expect(bytes.headers['content-type']).toBe('image/jpeg');

    // Replaced by a second upload: one original is left.
    expect(
      (await sendOriginal(agent, photos[1]!.photo_id, [await jpegPhoto(64, 48, '#2222aa')])).statusCode,
    ).toBe(201);
    const after = await db.select().from(mediaPhotos).where(eq(mediaPhotos.listing_id, listing.listing_id));
    expect(after.filter((r) => r.kind === 'original')).toHaveLength(1);
  });

  it('refuses a file that is not an image (400), several files, or another agent’s photo, writing nothing', async () => {
    const { agent, listing, photos } = await agentWithPhotos(1);
    const before = await db.select().from(mediaPhotos).where(eq(mediaPhotos.listing_id, listing.listing_id));
    const bad = await sendOriginal(agent, photos[0]!.photo_id, [Buffer.from('<html>not a photo</html>')]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ status: 'error' });
    const two = await sendOriginal(agent, photos[0]!.photo_id, [
      await jpegPhoto(8, 8),
      await jpegPhoto(9, 9),
    ]);
    expect(two.statusCode).toBe(400);
    expect(two.json().errors).toHaveProperty('photos');
    const stranger = await createAccount(app, { trial: true });
    expect((await sendOriginal(stranger, photos[0]!.photo_id, [await jpegPhoto(8, 8)])).statusCode).toBe(404);
    expect((await sendOriginal(agent, 'not-an-id', [await jpegPhoto(8, 8)])).statusCode).toBe(404);
    const after = await db.select().from(mediaPhotos).where(eq(mediaPhotos.listing_id, listing.listing_id));
    expect(after).toEqual(before);
  });

  it('never appears as a photo: not in the listing’s photos, the gallery, a reel or the cover', async () => {
    const { agent, listing, photos } = await agentWithPhotos(2);
    const res = await sendOriginal(agent, photos[0]!.photo_id, [await jpegPhoto(64, 48, '#22aa22')]);
    const originalId = (res.json().data as TMediaPhoto).original!.photo_id;
    expect((await listed(agent, listing.listing_id)).map((p) => p.photo_id)).toEqual(
      photos.map((p) => p.photo_id),
    );
    // A reel cannot be made of it.
    const reel = await app.inject(
      createReelRequest(agent, { listing, photos }, { photos: [{ photo_id: originalId }] }),
    );
    expect(reel.statusCode).toBe(400);
    expect(reel.json().message).toBe(REEL_MESSAGES.photoNotFound);
    // Nor moved or labelled as one of the listing's photos.
    const move = await app.inject({
      method: 'PUT',
      url: `/api/v1/listings/${listing.listing_id}/photos/${originalId}`,
      headers: agent.auth,
      payload: { position: 0 },
    });
    expect(move.statusCode).toBe(404);
    // Uploading the same bytes as a photo stores a photo, not the original answered back.
    const again = await uploadListingPhotos(app, agent, listing.listing_id, [
      await jpegPhoto(64, 48, '#22aa22'),
    ]);
    expect(again[0]!.photo_id).not.toBe(originalId);
    expect(again[0]!.position).toBe(2);

    // The property page: the original beside the altered photo, through its public address.
    const page = await app.inject({ method: 'GET', url: `/p/${listing.page.slug}` });
    expect(page.body).not.toContain(originalId);
    expect(page.body).toContain(`id="photo-${photos[0]!.photo_id}"`);
    expect(page.body).toContain(
      `Digitally altered photo · <a href="/p/${listing.page.slug}/photos/${photos[0]!.photo_id}/original">See the original</a>`,
    );
    const image = await app.inject({
      method: 'GET',
      url: `/p/${listing.page.slug}/photos/${photos[0]!.photo_id}/original`,
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    // A photo without an original, and the original's own id, have no such address.
    for (const id of [photos[1]!.photo_id, originalId]) {
      const none = await app.inject({ method: 'GET', url: `/p/${listing.page.slug}/photos/${id}/original` });
      expect(none.statusCode).toBe(404);
    }
    expect(
      (await app.inject({ method: 'GET', url: `/p/${listing.page.slug}/photos/${originalId}/800.webp` }))
        .statusCode,
    ).toBe(404);
  });

  it('tells the gate which altered photos have an original', async () => {
    const { agent, photos } = await agentWithPhotos(2);
    await app.inject({
      method: 'PUT',
      url: `/api/v1/listings/${photos[1]!.listing_id}/photos/${photos[1]!.photo_id}`,
      headers: agent.auth,
      payload: { altered: true },
    });
    const res = await sendOriginal(agent, photos[0]!.photo_id, [await jpegPhoto(64, 48, '#22aa22')]);
    const originalId = (res.json().data as TMediaPhoto).original!.photo_id;
    const gate = await photosForGate(db, agent.userId, [...photos.map((p) => p.photo_id), originalId]);
    expect(gate.sort((a, b) => a.id.localeCompare(b.id))).toEqual(
      [
        { id: photos[0]!.photo_id, altered: true, hasOriginal: true },
        { id: photos[1]!.photo_id, altered: true, hasOriginal: false },
      ].sort((a, b) => a.id.localeCompare(b.id)),
    );
  });
});
