import { LISTING_MESSAGES, type TListing, type TListingSummary } from '@pp/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { listings } from '../../db/schema';
import { notFound } from '../../lib/errors';
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

/** Listings kept at most per answer; the extension and the dashboard only show recent ones. */
const LIST_LIMIT = 100;

export async function listOwnListings(db: DbOrTx, userId: string): Promise<TListingSummary[]> {
  const rows = await db
    .select()
    .from(listings)
    .where(eq(listings.user_id, userId))
    .orderBy(desc(listings.updated_at), desc(listings.id))
    .limit(LIST_LIMIT);
  return rows.map((row) => {
    const listing = row.data as TListing;
    return {
      listing_id: row.id,
      source: listing.source,
      url: listing.url,
      status: listing.status,
      price: listing.price,
      address: listing.address,
      photo: listing.photos[0] ?? null,
      created_at: row.created_at.toISOString(),
      updated_at: row.updated_at.toISOString(),
    };
  });
}
