import { randomUUID } from 'node:crypto';
import { REEL_LIMITS, REEL_MESSAGES, type TMediaPhoto } from '@pp/contract';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { listings, mediaPhotos } from '../../db/schema';
import { decodeImage } from '../../lib/decode-image';
import { AppError, badRequest } from '../../lib/errors';
import { imageType, PHOTO_TYPES } from '../../lib/image-type';
import { getOwnListing } from '../listings/find-listings';
import { photoOut } from './photo-out';

/** An uploaded file, already on local disk (see lib/receive-photos.ts). */
export interface IncomingPhoto {
  file: string;
  bytes: number;
  /** SHA-256 of the bytes, hex. */
  sha256: string;
  /** The extension's key of the photo's source (see lib/receive-photos.ts). */
  sourceKey: string | null;
}

/** Width and height as shown; refuses bytes that do not decode in full within the pixel limit. */
async function dimensions(file: string): Promise<{ width: number; height: number }> {
  try {
    return await decodeImage(file);
  } catch {
    throw badRequest(REEL_MESSAGES.photoUnreadable);
  }
}

type PhotoRow = typeof mediaPhotos.$inferSelect;

/** One file's checks before anything is stored: size (413), type by its bytes, decodable (400). */
export async function checkIncomingPhoto(photo: IncomingPhoto) {
  if (photo.bytes > REEL_LIMITS.photoBytes) throw new AppError(413, REEL_MESSAGES.photoTooLarge);
  const mime = await imageType({ file: photo.file }, PHOTO_TYPES);
  if (!mime) throw badRequest(REEL_MESSAGES.photoType);
  return { mime, ...(await dimensions(photo.file)) };
}

/**
 * Stores uploaded photos for a listing (or, without one, for reels). Every photo is checked (type
 * by its bytes, size, decodable) before anything is written; the rows are inserted in one
 * transaction after the files, and a failure removes the files again, so a refused upload leaves
 * nothing behind.
 *
 * For a listing the photos go after its photos already there, in the order of the files. A photo
 * the listing already has (the same bytes, or the same source key from the extension) is not
 * stored again: the answer names the photo already there, so the answer always holds one photo per
 * file, in file order, and sending the same photos twice changes nothing.
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
  for (const photo of photos)
    checked.push({ ...photo, id: randomUUID(), ...(await checkIncomingPhoto(photo)) });
  const now = ctx.now();
  const stored = checked.map((p) => ({ ...p, key: `photos/${userId}/${p.id}` }));
  const unused: string[] = [];
  try {
    for (const p of stored) await ctx.media.put(p.key, { file: p.file });
    const rows = await ctx.db.transaction(async (tx) => {
      const existing: PhotoRow[] = [];
      if (listingId !== null) {
        // Uploads for one listing take turns (the extension's and a reel's may overlap), so two at
        // once neither store a photo twice nor give two photos one position.
        await tx.select({ id: listings.id }).from(listings).where(eq(listings.id, listingId)).for('update');
        existing.push(
          ...(await tx
            .select()
            .from(mediaPhotos)
            .where(
              and(
                eq(mediaPhotos.listing_id, listingId),
                eq(mediaPhotos.user_id, userId),
                // Originals (B&P Code §10140.8) are not the listing's photos: never matched or numbered.
                eq(mediaPhotos.kind, 'photo'),
              ),
            )),
        );
      }
      const byHash = new Map(existing.map((r) => [r.sha256, r]));
      const byKey = new Map(existing.map((r) => [r.source_key, r]));
      let next = Math.max(-1, ...existing.map((r) => r.position)) + 1;
      const answer: Array<PhotoRow | typeof mediaPhotos.$inferInsert> = [];
      const fresh: Array<typeof mediaPhotos.$inferInsert> = [];
      const keyed: Array<{ id: string; key: string }> = [];
      for (const p of stored) {
        const same =
          listingId === null
            ? undefined
            : ((p.sourceKey ? byKey.get(p.sourceKey) : undefined) ?? byHash.get(p.sha256));
        if (same) {
          answer.push(same);
          unused.push(p.key);
          // A photo first sent without a key (a reel, the web app) is known by this key from now on.
          if (p.sourceKey && !same.source_key) {
            same.source_key = p.sourceKey;
            byKey.set(p.sourceKey, same as PhotoRow);
            keyed.push({ id: same.id as string, key: p.sourceKey });
          }
          continue;
        }
        const row = {
          id: p.id,
          user_id: userId,
          listing_id: listingId,
          storage_key: p.key,
          mime: p.mime,
          width: p.width,
          height: p.height,
          bytes: p.bytes,
          position: next++,
          sha256: p.sha256,
          source_key: p.sourceKey,
          created_at: now,
        };
        fresh.push(row);
        answer.push(row);
        byHash.set(p.sha256, row as PhotoRow);
        if (p.sourceKey) byKey.set(p.sourceKey, row as PhotoRow);
      }
      const inserted = fresh.length > 0 ? await tx.insert(mediaPhotos).values(fresh).returning() : [];
      for (const k of keyed)
        await tx.update(mediaPhotos).set({ source_key: k.key }).where(eq(mediaPhotos.id, k.id));
      const byId = new Map([...existing, ...inserted].map((r) => [r.id, r]));
      return answer.map((a) => byId.get(a.id as string) as PhotoRow);
    });
    await Promise.all(unused.map((key) => ctx.media.delete(key)));
    return rows.map((row) => photoOut(row, ctx.signer, now));
  } catch (err) {
    await Promise.all(stored.map((p) => ctx.media.delete(p.key)));
    throw err;
  }
}
