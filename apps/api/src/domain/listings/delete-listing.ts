import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { listings, mediaPhotos, retiredSlugs } from '../../db/schema';
import { photoKeys } from '../property-pages/page-photos';
import { getOwnListing } from './find-listings';

/**
 * Deletes the user's listing with everything that hangs on it: its posts, history, leads and clicks
 * go by the foreign keys' cascade, its uploaded photos (rows here, files after the commit), and its
 * property page's slug is retired so the page answers 410 Gone.
 */
export async function deleteListing(ctx: AppContext, userId: string, listingId: string): Promise<void> {
  const photos = await ctx.db.transaction(async (tx) => {
    const row = await getOwnListing(tx, userId, listingId);
    const removed = await tx.delete(mediaPhotos).where(eq(mediaPhotos.listing_id, row.id)).returning();
    await tx.insert(retiredSlugs).values({ slug: row.slug, retired_at: ctx.now() }).onConflictDoNothing();
    await tx.delete(listings).where(eq(listings.id, row.id));
    return removed;
  });
  await Promise.all(photos.flatMap(photoKeys).map((key) => ctx.media.delete(key)));
}
