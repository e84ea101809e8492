import { LISTING_MESSAGES, type TUpdateListingPhotoRequest } from '@pp/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { listings, mediaPhotos } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { getOwnListing } from './find-listings';
import { isUuid } from './save-listing';

/**
 * One of the listing's photos: California AB 723's "digitally altered" mark, and its place among the
 * listing's photos (0 is the cover). A move renumbers the listing's photos 0..n-1 in their new order,
 * under a lock on the listing row so it cannot interleave with an upload's new positions.
 */
export async function updateListingPhoto(
  ctx: AppContext,
  userId: string,
  listingId: string,
  photoId: string,
  change: TUpdateListingPhotoRequest,
): Promise<void> {
  const listing = await getOwnListing(ctx.db, userId, listingId);
  if (!isUuid(photoId)) throw notFound(LISTING_MESSAGES.photoNotFound);
  await ctx.db.transaction(async (tx) => {
    await tx.select({ id: listings.id }).from(listings).where(eq(listings.id, listing.id)).for('update');
    const photos = await tx
      .select({ id: mediaPhotos.id, position: mediaPhotos.position })
      .from(mediaPhotos)
      .where(
        and(
          eq(mediaPhotos.listing_id, listing.id),
          eq(mediaPhotos.user_id, userId),
          eq(mediaPhotos.kind, 'photo'),
        ),
      )
      .orderBy(asc(mediaPhotos.position), asc(mediaPhotos.created_at), asc(mediaPhotos.id));
    const index = photos.findIndex((p) => p.id === photoId);
    if (index < 0) throw notFound(LISTING_MESSAGES.photoNotFound);
    if (change.altered !== undefined)
      await tx.update(mediaPhotos).set({ altered: change.altered }).where(eq(mediaPhotos.id, photoId));
    if (change.position === undefined) return;
    const ordered = photos.filter((p) => p.id !== photoId);
    ordered.splice(Math.min(change.position, ordered.length), 0, { id: photoId, position: -1 });
    for (const [position, p] of ordered.entries())
      if (p.position !== position)
        await tx.update(mediaPhotos).set({ position }).where(eq(mediaPhotos.id, p.id));
  });
}
