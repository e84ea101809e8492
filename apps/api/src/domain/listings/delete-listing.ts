import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { listings, mediaPhotos, retiredSlugs } from '../../db/schema';
import { cleanUpAfterDelete, deleteMedia, deleteMediaUnder } from '../../media/delete-media';
import { ogCardPrefix } from '../property-pages/og-image';
import { photoKeys } from '../property-pages/page-photos';
import { getOwnListing } from './find-listings';

/**
 * Deletes the user's listing with everything that hangs on it: its posts, history, leads and clicks
 * go by the foreign keys' cascade, its uploaded photos (rows here, objects in the media store after
 * the commit, with their resized copies and the page's Open Graph cards), and its property page's
 * slug is retired so the page answers 410 Gone. Its reels stay (the agent deletes those one by one).
 */
export async function deleteListing(
  ctx: AppContext,
  userId: string,
  listingId: string,
  log: { warn(o: object, m: string): void },
): Promise<void> {
  const photos = await ctx.db.transaction(async (tx) => {
    const row = await getOwnListing(tx, userId, listingId);
    const removed = await tx.delete(mediaPhotos).where(eq(mediaPhotos.listing_id, row.id)).returning();
    await tx.insert(retiredSlugs).values({ slug: row.slug, retired_at: ctx.now() }).onConflictDoNothing();
    await tx.delete(listings).where(eq(listings.id, row.id));
    return removed;
  });
  await cleanUpAfterDelete(`listing ${listingId} deleted`, log, async () => {
    await deleteMedia(ctx.media, photos.flatMap(photoKeys));
    await deleteMediaUnder(ctx.media, ogCardPrefix(userId, listingId));
  });
}
