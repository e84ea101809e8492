import type { TListing, TListingFacts, TUpdateListingFactsRequest } from '@pp/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { listingChanges, listings } from '../../db/schema';
import { detectChange } from './detect-change';
import { getOwnListing } from './find-listings';
import { currentFacts, recordFactChange } from './record-fact-change';

/**
 * The agent sets the price or status on the listing's page (the listing site may lag, or the agent
 * knows first). The stored listing is updated, so the property page, which renders the stored data,
 * shows the new facts and status badge at once; the change is kept in the listing's history and as
 * a fact change (origin 'agent') in the same transaction, so earlier outputs show as stale.
 */
export async function setListingFacts(
  ctx: Pick<AppContext, 'db' | 'now'>,
  userId: string,
  listingId: string,
  req: TUpdateListingFactsRequest,
): Promise<TListingFacts> {
  const owned = await getOwnListing(ctx.db, userId, listingId);
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ data: listings.data })
      .from(listings)
      .where(eq(listings.id, owned.id))
      .for('update');
    const previous = (locked?.data ?? owned.data) as TListing;
    const next: TListing = {
      ...previous,
      ...(req.price !== undefined ? { price: req.price } : {}),
      ...(req.status !== undefined ? { status: req.status } : {}),
    };
    const changed = await recordFactChange(tx, {
      userId,
      listingId: owned.id,
      before: currentFacts(previous),
      after: currentFacts(next),
      origin: 'agent',
      at: now,
    });
    if (!changed) return currentFacts(previous);
    await tx.update(listings).set({ data: next, updated_at: now }).where(eq(listings.id, owned.id));
    const kind = detectChange(previous, next);
    if (kind)
      await tx.insert(listingChanges).values({
        listing_id: owned.id,
        user_id: userId,
        kind,
        from_price: previous.price === null ? null : Math.round(previous.price),
        to_price: next.price === null ? null : Math.round(next.price),
        from_status: previous.status,
        to_status: next.status,
        created_at: now,
      });
    return currentFacts(next);
  });
}
