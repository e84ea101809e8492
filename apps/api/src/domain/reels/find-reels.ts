import { REEL_MESSAGES, reelSizeSlug, type TListing, type TReel } from '@pp/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { ServicesContext } from '../../app-context';
import type { DbOrTx } from '../../db/client';
import { listings, reels } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { isUuid } from '../listings/save-listing';
import { reelDownloadName } from './reel-download-name';
import { type ReelRow, reelAddress, reelOut } from './reel-out';

const withListing = (db: DbOrTx) =>
  db
    .select({ reel: reels, listing: listings.data })
    .from(reels)
    .leftJoin(listings, eq(listings.id, reels.listing_id));

/** The user's reels, newest first. */
export async function listReels(
  ctx: Pick<ServicesContext, 'db' | 'signer' | 'now'>,
  userId: string,
): Promise<TReel[]> {
  const rows = await withListing(ctx.db)
    .where(eq(reels.user_id, userId))
    .orderBy(desc(reels.created_at), desc(reels.id));
  const now = ctx.now();
  return rows.map((r) => reelOut(r.reel, reelAddress(r.listing as TListing | null), ctx.signer, now));
}

/** The user's own reel with its address; another user's reel answers 404 exactly like an unknown one. */
export async function findOwnReel(
  db: DbOrTx,
  userId: string,
  reelId: string,
): Promise<{ row: ReelRow; address: string | null } | undefined> {
  if (!isUuid(reelId)) return undefined;
  const [found] = await withListing(db).where(and(eq(reels.id, reelId), eq(reels.user_id, userId)));
  return found && { row: found.reel, address: reelAddress(found.listing as TListing | null) };
}

export async function getOwnReel(
  ctx: Pick<ServicesContext, 'db' | 'signer' | 'now'>,
  userId: string,
  reelId: string,
) {
  const found = await findOwnReel(ctx.db, userId, reelId);
  if (!found) throw notFound(REEL_MESSAGES.notFound);
  return reelOut(found.row, found.address, ctx.signer, ctx.now());
}

/**
 * The stored video of a rendered reel (the signed address already proved the caller may see it), and
 * the file name a download gets (the listing's street and the reel's day).
 */
export async function findReelVideo(db: DbOrTx, reelId: string, slug?: string) {
  if (!isUuid(reelId)) return undefined;
  const [found] = await withListing(db).where(eq(reels.id, reelId));
  const row = found?.reel;
  if (row?.status !== 'success' || !row.video_path) return undefined;
  const street = (found?.listing as TListing | null)?.address.street;
  const extra = slug ? row.outputs.find((o) => reelSizeSlug(o.size) === slug) : undefined;
  if (slug && !extra && !(slug === '9x16' && !row.outputs.length)) return undefined;
  return {
    key: extra?.path ?? row.video_path,
    posterKey: row.poster_path,
    downloadName: reelDownloadName(street, row.created_at, extra?.size),
  };
}
