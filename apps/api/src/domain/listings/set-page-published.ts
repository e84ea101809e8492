import type { TPropertyPageInfo } from '@pp/contract';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { listings } from '../../db/schema';
import { getOwnListing, pageInfo } from './find-listings';

/** Publishes or takes down the listing's property page (taken down, it answers 404). */
export async function setPagePublished(
  ctx: AppContext,
  userId: string,
  listingId: string,
  published: boolean,
): Promise<TPropertyPageInfo> {
  const row = await getOwnListing(ctx.db, userId, listingId);
  const [updated] = await ctx.db
    .update(listings)
    .set({ page_published: published })
    .where(and(eq(listings.id, row.id), eq(listings.user_id, userId)))
    .returning();
  return pageInfo(ctx.env.APP_URL, updated ?? row);
}
