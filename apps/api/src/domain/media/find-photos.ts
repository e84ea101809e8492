import { REEL_MESSAGES, type TMediaPhoto } from '@pp/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import type { DbOrTx } from '../../db/client';
import { mediaPhotos } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { getOwnListing } from '../listings/find-listings';
import { isUuid } from '../listings/save-listing';
import { photoOut } from './photo-out';

/** Photos uploaded for one of the user's listings, in their order (`position`: the cover first). */
export async function listListingPhotos(
  ctx: Pick<AppContext, 'db' | 'signer' | 'now'>,
  userId: string,
  listingId: string,
): Promise<TMediaPhoto[]> {
  await getOwnListing(ctx.db, userId, listingId);
  const rows = await ctx.db
    .select()
    .from(mediaPhotos)
    .where(
      and(
        eq(mediaPhotos.user_id, userId),
        eq(mediaPhotos.listing_id, listingId),
        eq(mediaPhotos.kind, 'photo'),
      ),
    )
    .orderBy(asc(mediaPhotos.position), asc(mediaPhotos.created_at), asc(mediaPhotos.id));
  const now = ctx.now();
  return rows.map((row) => photoOut(row, ctx.signer, now));
}

/**
 * The user's photos of these ids, in that order; an id that is not theirs answers 400 like an unknown
 * one, and so does an original (kept beside an altered photo, never shown as a photo of its own).
 */
export async function getOwnPhotos(db: DbOrTx, userId: string, ids: string[]) {
  const rows = await db
    .select()
    .from(mediaPhotos)
    .where(and(eq(mediaPhotos.user_id, userId), inArray(mediaPhotos.id, ids), eq(mediaPhotos.kind, 'photo')));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => {
    const row = byId.get(id);
    if (!row) throw badRequest(REEL_MESSAGES.photoNotFound, { photos: REEL_MESSAGES.photoNotFound });
    return row;
  });
}

/** A photo by id for the signed-address route (the signature already proves who may see it). */
export async function getPhoto(db: DbOrTx, photoId: string) {
  if (!isUuid(photoId)) return undefined;
  const [row] = await db.select().from(mediaPhotos).where(eq(mediaPhotos.id, photoId));
  return row;
}
