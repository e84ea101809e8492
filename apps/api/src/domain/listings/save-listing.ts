import type { TListing } from '@pp/contract';
import type { AppContext } from '../../app-context';
import { listings } from '../../db/schema';
import { recordUsage } from '../usage/record-usage';

export type ListingRow = typeof listings.$inferSelect;

/**
 * Stores the extracted listing for the user, replacing the one with the same source id (a page read
 * again updates, it does not duplicate), and records one conversion for its source (decisions.md).
 */
export async function saveListing(ctx: AppContext, userId: string, listing: TListing): Promise<ListingRow> {
  const now = ctx.now();
  // Pages without an id of their own are keyed by their URL.
  const sourceId = listing.source_id ?? listing.url;
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(listings)
      .values({
        user_id: userId,
        source: listing.source,
        source_id: sourceId,
        url: listing.url,
        data: listing,
        created_at: now,
        updated_at: now,
      })
      .onConflictDoUpdate({
        target: [listings.user_id, listings.source, listings.source_id],
        set: { url: listing.url, data: listing, updated_at: now },
      })
      .returning();
    if (!row) throw new Error('listing upsert returned no row');
    await recordUsage(tx, { userId, source: listing.source, kind: 'conversion', listingId: row.id, at: now });
    return row;
  });
}

/** Ids are UUIDs; anything else cannot name a row (and must not reach PostgreSQL as one). */
export const isUuid = (value: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
