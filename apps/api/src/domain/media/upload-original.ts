import { randomUUID } from 'node:crypto';
import { LISTING_MESSAGES, REEL_MESSAGES, type TMediaPhoto } from '@pp/contract';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { mediaPhotos } from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';
import { isUuid } from '../listings/save-listing';
import { photoKeys } from '../property-pages/page-photos';
import { photoOut } from './photo-out';
import { checkIncomingPhoto, type IncomingPhoto } from './upload-photos';

/**
 * California B&P Code §10140.8 (in force 2026-01-01): an altered image in advertising must come with
 * access to the unaltered original. The agent uploads the original beside one of their photos: it is
 * checked like any photo (type by its bytes, size, decodable) before anything is written, stored as a
 * row of kind 'original' of the same listing (so it goes with the listing and the account), and the
 * photo points at it and is marked altered. A second upload replaces the first original.
 */
export async function uploadOriginal(
  ctx: Pick<AppContext, 'db' | 'media' | 'signer' | 'now'>,
  userId: string,
  photoId: string,
  files: IncomingPhoto[],
): Promise<TMediaPhoto> {
  if (!isUuid(photoId)) throw notFound(LISTING_MESSAGES.photoNotFound);
  const [photo] = await ctx.db
    .select()
    .from(mediaPhotos)
    .where(and(eq(mediaPhotos.id, photoId), eq(mediaPhotos.user_id, userId), eq(mediaPhotos.kind, 'photo')));
  if (!photo) throw notFound(LISTING_MESSAGES.photoNotFound);
  const [file] = files;
  if (!file || files.length !== 1)
    throw badRequest(REEL_MESSAGES.oneOriginal, { photos: REEL_MESSAGES.oneOriginal });
  const checked = await checkIncomingPhoto(file);
  const id = randomUUID();
  const key = `photos/${userId}/${id}`;
  const now = ctx.now();
  await ctx.media.put(key, { file: file.file });
  try {
    const { row, replaced } = await ctx.db.transaction(async (tx) => {
      // Locks the photo: two uploads at once end with one original, the other's row removed.
      const [current] = await tx.select().from(mediaPhotos).where(eq(mediaPhotos.id, photo.id)).for('update');
      if (!current) throw notFound(LISTING_MESSAGES.photoNotFound);
      await tx.insert(mediaPhotos).values({
        id,
        user_id: userId,
        listing_id: current.listing_id,
        storage_key: key,
        mime: checked.mime,
        width: checked.width,
        height: checked.height,
        bytes: file.bytes,
        sha256: file.sha256,
        kind: 'original',
        created_at: now,
      });
      const [updated] = await tx
        .update(mediaPhotos)
        .set({ original_id: id, altered: true })
        .where(eq(mediaPhotos.id, current.id))
        .returning();
      const old = current.original_id
        ? await tx
            .delete(mediaPhotos)
            .where(and(eq(mediaPhotos.id, current.original_id), eq(mediaPhotos.kind, 'original')))
            .returning()
        : [];
      return { row: updated!, replaced: old };
    });
    await Promise.all(replaced.flatMap(photoKeys).map((k) => ctx.media.delete(k)));
    return photoOut(row, ctx.signer, now);
  } catch (err) {
    await ctx.media.delete(key);
    throw err;
  }
}
