import type { TListingCompliance, TUpdateListingClaimRequest } from '@pp/contract';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { listings } from '../../db/schema';
import { getOwnListing } from '../listings/find-listings';
import { getUser } from '../users/find-user';
import { getListingCompliance } from './get-listing-compliance';

/**
 * Stores the agent's answer to "Is this my listing?" and, when given, the side they represented
 * (NAR SoP 12-7). `represented_side` left out keeps the stored one; null clears it.
 */
export async function updateListingClaim(
  ctx: AppContext,
  userId: string,
  listingId: string,
  req: TUpdateListingClaimRequest,
): Promise<TListingCompliance> {
  const user = await getUser(ctx.db, userId);
  const row = await getOwnListing(ctx.db, userId, listingId);
  const [updated] = await ctx.db
    .update(listings)
    .set({
      is_mine: req.is_mine,
      ...(req.represented_side !== undefined ? { represented_side: req.represented_side } : {}),
    })
    .where(and(eq(listings.id, row.id), eq(listings.user_id, userId)))
    .returning();
  return getListingCompliance(ctx.db, user, updated ?? row, ctx.now());
}
