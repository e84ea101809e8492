import {
  LISTING_MESSAGES,
  LISTINGS_PAGE_SIZE,
  photoThumbnailUrl,
  type TListing,
  type TListingSummary,
  type TListingsQuery,
  type TPropertyPageInfo,
  ZListingsQuerySchema,
} from '@pp/contract';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import type { DbOrTx } from '../../db/client';
import { listings, mediaPhotos } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { photoOut } from '../media/photo-out';
import { isUuid, type ListingRow } from './save-listing';

/** The user's own listing; another user's id answers 404 exactly like an unknown one. */
export async function getOwnListing(db: DbOrTx, userId: string, listingId: string): Promise<ListingRow> {
  if (!isUuid(listingId)) throw notFound(LISTING_MESSAGES.notFound);
  const [row] = await db
    .select()
    .from(listings)
    .where(and(eq(listings.id, listingId), eq(listings.user_id, userId)));
  if (!row) throw notFound(LISTING_MESSAGES.notFound);
  return row;
}

/** The public property page of a listing row, at the app's address. */
export const pageInfo = (
  appUrl: string,
  row: Pick<ListingRow, 'slug' | 'page_published'>,
): TPropertyPageInfo => ({
  slug: row.slug,
  url: `${appUrl.replace(/\/+$/, '')}/p/${row.slug}`,
  published: row.page_published,
});

/** The first photo (the cover) of each listing, as a signed address for <img>. */
async function coverPhotos(ctx: Pick<AppContext, 'db' | 'signer' | 'now'>, listingIds: string[]) {
  if (listingIds.length === 0) return new Map<string, string>();
  const rows = await ctx.db
    .selectDistinctOn([mediaPhotos.listing_id])
    .from(mediaPhotos)
    .where(and(inArray(mediaPhotos.listing_id, listingIds), eq(mediaPhotos.kind, 'photo')))
    .orderBy(
      mediaPhotos.listing_id,
      asc(mediaPhotos.position),
      asc(mediaPhotos.created_at),
      asc(mediaPhotos.id),
    );
  const now = ctx.now();
  // The small copy: the list shows a 96 px thumbnail, never the full-size original (issue 24).
  return new Map(rows.map((r) => [r.listing_id ?? '', photoThumbnailUrl(photoOut(r, ctx.signer, now).url)]));
}

/** LIKE pattern matching `text` literally anywhere. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * One page of the user's listings, newest first, filtered on the server: `q` searches the address
 * and the MLS number, `source` and `status` narrow to one value each.
 */
export async function listOwnListings(
  ctx: Pick<AppContext, 'db' | 'env' | 'signer' | 'now'>,
  userId: string,
  query: TListingsQuery = {},
): Promise<{ listings: TListingSummary[]; total: number; page: number; page_size: number }> {
  const { db } = ctx;
  const { q, source, status, page } = ZListingsQuerySchema.parse(query);
  const where: SQL[] = [eq(listings.user_id, userId)];
  if (source) where.push(eq(listings.source, source));
  if (status) where.push(sql`${listings.data}->>'status' = ${status}`);
  if (q) {
    const haystack = sql`concat_ws(' ', ${listings.data}->'address'->>'street', ${listings.data}->'address'->>'city',
      ${listings.data}->'address'->>'state', ${listings.data}->'address'->>'postal_code', ${listings.data}->>'mls_id')`;
    where.push(sql`${haystack} ILIKE ${containing(q)}`);
  }
  const condition = and(...where);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(listings).where(condition);
  const rows = await db
    .select()
    .from(listings)
    .where(condition)
    .orderBy(desc(listings.updated_at), desc(listings.id))
    .limit(LISTINGS_PAGE_SIZE)
    .offset((page - 1) * LISTINGS_PAGE_SIZE);
  const covers = await coverPhotos(
    ctx,
    rows.map((r) => r.id),
  );
  return {
    listings: rows.map((row) => {
      const listing = row.data as TListing;
      return {
        listing_id: row.id,
        source: listing.source,
        url: listing.url,
        status: listing.status,
        price: listing.price,
        address: listing.address,
        // The listing's first photo (its cover), served by us (never the listing site's).
        photo: covers.get(row.id) ?? null,
        page: pageInfo(ctx.env.APP_URL, row),
        created_at: row.created_at.toISOString(),
        updated_at: row.updated_at.toISOString(),
      };
    }),
    total: count?.n ?? 0,
    page,
    page_size: LISTINGS_PAGE_SIZE,
  };
}
