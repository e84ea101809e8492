import { LISTING_MESSAGES } from '@pp/contract';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { mediaPhotos } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { getOwnListing } from './find-listings';
import { isUuid } from './save-listing';

/** California AB 723: the agent says a photo of the listing was digitally altered (or not). */
export async function markPhotoAltered(
  ctx: AppContext,
  userId: string,
  listingId: string,
  photoId: string,
  altered: boolean,
): Promise<void> {
  const listing = await getOwnListing(ctx.db, userId, listingId);
  const updated = isUuid(photoId)
    ? await ctx.db
        .update(mediaPhotos)
        .set({ altered })
        .where(
          and(
            eq(mediaPhotos.id, photoId),
            eq(mediaPhotos.listing_id, listing.id),
            eq(mediaPhotos.user_id, userId),
          ),
        )
        .returning({ id: mediaPhotos.id })
    : [];
  if (updated.length === 0) throw notFound(LISTING_MESSAGES.photoNotFound);
}
