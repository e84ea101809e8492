import type { Readable } from 'node:stream';
import { and, asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { mediaPhotos } from '../../db/schema';
import { decoding, openImage } from '../../lib/decode-image';
import { readMedia } from '../../media/media-store';
import { isUuid } from '../listings/save-listing';

/** Widths of the resized copies a property page offers in its srcset. */
export const PHOTO_WIDTHS = [480, 800, 1200] as const;
export type PhotoWidth = (typeof PHOTO_WIDTHS)[number];
export type PhotoFormat = 'webp' | 'jpg';

export interface PagePhoto {
  id: string;
  width: number;
  height: number;
  /** California AB 723: a digitally altered photo is labelled as such. */
  altered: boolean;
  /** California B&P Code §10140.8: the unaltered original kept beside it, shown through a link. */
  original_id: string | null;
}

/** A resized copy's address on the page (same origin: photos are never hot-linked). */
export const photoUrl = (slug: string, photoId: string, width: number, format: PhotoFormat = 'webp') =>
  `/p/${slug}/photos/${photoId}/${width}.${format}`;

/** The photos the agent's browser uploaded for the listing (the media store's), in their order. */
export async function listPagePhotos(ctx: Pick<AppContext, 'db'>, listingId: string): Promise<PagePhoto[]> {
  return ctx.db
    .select({
      id: mediaPhotos.id,
      width: mediaPhotos.width,
      height: mediaPhotos.height,
      altered: mediaPhotos.altered,
      original_id: mediaPhotos.original_id,
    })
    .from(mediaPhotos)
    .where(and(eq(mediaPhotos.listing_id, listingId), eq(mediaPhotos.kind, 'photo')))
    .orderBy(asc(mediaPhotos.position), asc(mediaPhotos.created_at), asc(mediaPhotos.id));
}

const MIME: Record<PhotoFormat, string> = { webp: 'image/webp', jpg: 'image/jpeg' };

/**
 * A resized copy of one of the listing's photos: WebP for the page, JPEG for link previews (not
 * every site reads WebP). Made with sharp on first request and kept in the media store beside the
 * original, so later requests stream it. Undefined when the photo is not one of the listing's.
 */
export async function photoVariant(
  ctx: Pick<AppContext, 'db' | 'media'>,
  listingId: string,
  photoId: string,
  width: PhotoWidth,
  format: PhotoFormat,
): Promise<{ mime: string; body: Readable | Buffer } | undefined> {
  if (!isUuid(photoId)) return undefined;
  const [photo] = await ctx.db
    .select({ id: mediaPhotos.id, key: mediaPhotos.storage_key, user: mediaPhotos.user_id })
    .from(mediaPhotos)
    .where(
      and(eq(mediaPhotos.id, photoId), eq(mediaPhotos.listing_id, listingId), eq(mediaPhotos.kind, 'photo')),
    );
  return photo && resized(ctx, photo, width, format);
}

/** The address of an altered photo's original on the page (public, like the page's photos). */
export const originalUrl = (slug: string, photoId: string) => `/p/${slug}/photos/${photoId}/original`;

/**
 * The unaltered original of one of the listing's altered photos, as a 1200-wide JPEG (California
 * B&P Code §10140.8: the public gets access to the original). Undefined without one.
 */
export async function originalImage(
  ctx: Pick<AppContext, 'db' | 'media'>,
  listingId: string,
  photoId: string,
): Promise<{ mime: string; body: Readable | Buffer } | undefined> {
  if (!isUuid(photoId)) return undefined;
  const [photo] = await ctx.db
    .select({ original: mediaPhotos.original_id })
    .from(mediaPhotos)
    .where(
      and(eq(mediaPhotos.id, photoId), eq(mediaPhotos.listing_id, listingId), eq(mediaPhotos.kind, 'photo')),
    );
  if (!photo?.original) return undefined;
  const [original] = await ctx.db
    .select({ id: mediaPhotos.id, key: mediaPhotos.storage_key, user: mediaPhotos.user_id })
    .from(mediaPhotos)
    .where(and(eq(mediaPhotos.id, photo.original), eq(mediaPhotos.kind, 'original')));
  return original && resized(ctx, original, 1200, 'jpg');
}

/**
 * Where a stored photo's resized copy is kept, made first if it is not there yet: the small copy a
 * dashboard thumbnail shows instead of the full-size original (issue 24).
 */
export async function storedVariant(
  ctx: Pick<AppContext, 'media'>,
  photo: { id: string; key: string; user: string },
  width: PhotoWidth,
  format: PhotoFormat,
): Promise<{ key: string; mime: string }> {
  const key = variantKey(photo.user, photo.id, width, format);
  if (!(await ctx.media.stat(key))) await resized(ctx, photo, width, format);
  return { key, mime: MIME[format] };
}

const variantKey = (user: string, photoId: string, width: number, format: PhotoFormat) =>
  `variants/${user}/${photoId}-${width}.${format}`;

/** A stored photo's resized copy, made on first request and kept in the media store. */
async function resized(
  ctx: Pick<AppContext, 'media'>,
  photo: { id: string; key: string; user: string },
  width: PhotoWidth,
  format: PhotoFormat,
): Promise<{ mime: string; body: Readable | Buffer }> {
  const key = variantKey(photo.user, photo.id, width, format);
  if (await ctx.media.stat(key)) return { mime: MIME[format], body: await ctx.media.get(key) };
  // In memory, not localFile: a bucket's copy on the disk would have no one to remove it.
  const original = await readMedia(ctx.media, photo.key);
  // A photo stored before uploads were decoded in full may not decode: UnreadableImage, a 404.
  const resized = openImage(original).rotate().resize({ width, withoutEnlargement: true });
  const body = await decoding(
    (format === 'webp'
      ? resized.webp({ quality: 70 })
      : resized.jpeg({ quality: 78, mozjpeg: true })
    ).toBuffer(),
  );
  await ctx.media.put(key, body);
  return { mime: MIME[format], body };
}

/** Every stored copy of a photo: the original and its resized variants. */
export const photoKeys = (photo: { id: string; user_id: string; storage_key: string }) => [
  photo.storage_key,
  ...PHOTO_WIDTHS.flatMap((w) =>
    (['webp', 'jpg'] as const).map((f) => variantKey(photo.user_id, photo.id, w, f)),
  ),
];
