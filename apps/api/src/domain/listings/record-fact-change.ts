import type { TListing, TListingFacts } from '@pp/contract';
import type { DbOrTx } from '../../db/client';
import { listingFactChanges } from '../../db/schema';

/** The facts an output can state that go out of date: the listing's price and status. */
export const currentFacts = (listing: Pick<TListing, 'price' | 'status'>): TListingFacts => ({
  price: listing.price ?? null,
  status: listing.status ?? null,
});

export const sameFacts = (a: TListingFacts, b: TListingFacts) => a.price === b.price && a.status === b.status;

/**
 * Writes a `listing_fact_changes` row when the price or status differs, in the caller's transaction
 * (the listing's new data and its change are one write). Earlier outputs that state the old facts
 * are then stale (NAR SoP 12-8; domain/stale-outputs). Answers whether anything changed.
 */
export async function recordFactChange(
  tx: DbOrTx,
  change: {
    userId: string;
    listingId: string;
    before: TListingFacts;
    after: TListingFacts;
    origin: 'revisit' | 'agent';
    at: Date;
  },
): Promise<boolean> {
  if (sameFacts(change.before, change.after)) return false;
  await tx.insert(listingFactChanges).values({
    user_id: change.userId,
    listing_id: change.listingId,
    before: change.before,
    after: change.after,
    origin: change.origin,
    changed_at: change.at,
  });
  return true;
}
