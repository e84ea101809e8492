import { randomUUID } from 'node:crypto';
import { REEL_LIMITS, REEL_MESSAGES, type TMediaPhoto } from '@pp/contract';
import sharp from 'sharp';
import type { AppContext } from '../../app-context';
import { mediaPhotos } from '../../db/schema';
import { AppError, badRequest } from '../../lib/errors';
import { getOwnListing } from '../listings/find-listings';
import { photoOut } from './photo-out';
import { sniffPhotoType } from './sniff-photo-type';

/** An uploaded file, already on local disk (see lib/receive-photos.ts). */
export interface IncomingPhoto {
  file: string;
  bytes: number;
  /** The first bytes, for the type. */
  head: Buffer;
}

/** Width and height as shown (EXIF orientation 5-8 swaps them); refuses bytes sharp cannot decode. */
async function dimensions(file: string): Promise<{ width: number; height: number }> {
  try {
    const meta = await sharp(file, { failOn: 'error' }).metadata();
    if (!meta.width || !meta.height) throw new Error('no size');
    const turned = (meta.orientation ?? 1) >= 5;
    return turned ? { width: meta.height, height: meta.width } : { width: meta.width, height: meta.height };
  } catch {
    throw badRequest(REEL_MESSAGES.photoUnreadable);
  }
}

/**
 * Stores uploaded photos for reels. Every photo is checked (type by its bytes, size, decodable)
 * before anything is written, and the rows are inserted in one transaction after the files; a
 * failure removes the files again, so a refused upload leaves nothing behind.
 */
export async function uploadPhotos(
  ctx: Pick<AppContext, 'db' | 'media' | 'signer' | 'now'>,
  userId: string,
  photos: IncomingPhoto[],
  listingId: string | null,
): Promise<TMediaPhoto[]> {
  if (photos.length === 0) throw badRequest(REEL_MESSAGES.noPhotos);
  if (photos.length > REEL_LIMITS.photos) throw badRequest(REEL_MESSAGES.tooManyPhotos);
  if (listingId !== null) await getOwnListing(ctx.db, userId, listingId);
  const checked = [];
  for (const photo of photos) {
    if (photo.bytes > REEL_LIMITS.photoBytes) throw new AppError(413, REEL_MESSAGES.photoTooLarge);
    const mime = sniffPhotoType(photo.head);
    if (!mime || mime === 'image/heic') throw badRequest(REEL_MESSAGES.photoType);
    checked.push({ ...photo, id: randomUUID(), mime, ...(await dimensions(photo.file)) });
  }
  const now = ctx.now();
  const stored = checked.map((p) => ({ ...p, key: `photos/${userId}/${p.id}` }));
  try {
    for (const p of stored) await ctx.media.put(p.key, { file: p.file });
    const rows = await ctx.db
      .insert(mediaPhotos)
      .values(
        stored.map((p) => ({
          id: p.id,
          user_id: userId,
          listing_id: listingId,
          storage_key: p.key,
          mime: p.mime,
          width: p.width,
          height: p.height,
          bytes: p.bytes,
          created_at: now,
        })),
      )
      .returning();
    return rows.map((row) => photoOut(row, ctx.signer, now));
  } catch (err) {
    await Promise.all(stored.map((p) => ctx.media.delete(p.key)));
    throw err;
  }
}
