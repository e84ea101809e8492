import type { TListing, TListingChange } from '@pp/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { listingChanges, listings, promotions } from '../../db/schema';
import { recordUsage } from '../usage/record-usage';
import { detectChange } from './detect-change';
import { makeSlug } from './make-slug';
import { currentFacts, recordFactChange } from './record-fact-change';

export type ListingRow = typeof listings.$inferSelect;
export type ChangeRow = typeof listingChanges.$inferSelect;

export interface SavedListing {
  row: ListingRow;
  /** The price or status change since the previous save, stored with its date; null on a first save. */
  change: ChangeRow | null;
  promotedBefore: boolean;
}

const wholeDollars = (price: number | null) => (price === null ? null : Math.round(price));

export const changeOut = (c: ChangeRow): TListingChange => ({
  kind: c.kind,
  from_price: c.from_price,
  to_price: c.to_price,
  from_status: c.from_status as TListingChange['from_status'],
  to_status: c.to_status as TListingChange['to_status'],
  created_at: c.created_at.toISOString(),
});

/**
 * Stores the extracted listing for the user, replacing the one with the same source id (a page read
 * again updates, it does not duplicate), and records one conversion for its source (decisions.md).
 * A new save is compared with the previous one; a price or status change is kept in the listing's
 * history so the extension can offer the follow-up post and the web app can date it.
 */
export async function saveListing(ctx: AppContext, userId: string, listing: TListing): Promise<SavedListing> {
  const now = ctx.now();
  // Pages without an id of their own are keyed by their URL.
  const sourceId = listing.source_id ?? listing.url;
  return ctx.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ id: listings.id, data: listings.data })
      .from(listings)
      .where(
        and(
          eq(listings.user_id, userId),
          eq(listings.source, listing.source),
          eq(listings.source_id, sourceId),
        ),
      )
      .for('update');
    const [row] = await tx
      .insert(listings)
      .values({
        user_id: userId,
        source: listing.source,
        source_id: sourceId,
        url: listing.url,
        data: listing,
        slug: makeSlug(listing),
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
    let change: ChangeRow | null = null;
    if (before) {
      const previous = before.data as TListing;
      // The revisit's facts against the stored ones: earlier outputs stating the old ones go stale.
      await recordFactChange(tx, {
        userId,
        listingId: row.id,
        before: currentFacts(previous),
        after: currentFacts(listing),
        origin: 'revisit',
        at: now,
      });
      const kind = detectChange(previous, listing);
      if (kind) {
        [change = null] = await tx
          .insert(listingChanges)
          .values({
            listing_id: row.id,
            user_id: userId,
            kind,
            from_price: wholeDollars(previous.price),
            to_price: wholeDollars(listing.price),
            from_status: previous.status,
            to_status: listing.status,
            created_at: now,
          })
          .returning();
      }
    }
    const [posted] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(promotions)
      .where(and(eq(promotions.listing_id, row.id), eq(promotions.status, 'published')));
    return { row, change, promotedBefore: (posted?.n ?? 0) > 0 };
  });
}

/** Ids are UUIDs; anything else cannot name a row (and must not reach PostgreSQL as one). */
export const isUuid = (value: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
