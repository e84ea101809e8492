import type { ClickSource, TLead, TListingActivity, TListingPost } from '@pp/contract';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { listingChanges, pageLeads, promotions, reels, scheduledPosts } from '../../db/schema';
import { countBySource } from '../results/count-by-source';
import { getOwnListing, pageInfo } from './find-listings';
import { changeOut } from './save-listing';

type LeadRow = typeof pageLeads.$inferSelect;

export const leadOut = (l: LeadRow): TLead => ({
  lead_id: l.id,
  kind: l.kind,
  name: l.name,
  email: l.email,
  phone: l.phone,
  message: l.message,
  src: (l.src ?? 'direct') as ClickSource,
  created_at: l.created_at.toISOString(),
});

/** The listing's posts per platform, reels, price and status history, clicks and leads (owner only). */
export async function listingActivity(
  ctx: AppContext,
  userId: string,
  listingId: string,
): Promise<TListingActivity> {
  const row = await getOwnListing(ctx.db, userId, listingId);
  const [posts, scheduled, reelRows, changes, results, leads] = await Promise.all([
    ctx.db
      .select()
      .from(promotions)
      .where(and(eq(promotions.listing_id, row.id), eq(promotions.user_id, userId)))
      .orderBy(desc(promotions.created_at)),
    // Posts that went out (or ended) through the schedule: the web form, the side panel's reels.
    ctx.db
      .select()
      .from(scheduledPosts)
      .where(
        and(
          eq(scheduledPosts.listing_id, row.id),
          eq(scheduledPosts.user_id, userId),
          inArray(scheduledPosts.status, ['published', 'failed']),
        ),
      ),
    ctx.db
      .select()
      .from(reels)
      .where(and(eq(reels.listing_id, row.id), eq(reels.user_id, userId)))
      .orderBy(desc(reels.created_at)),
    ctx.db
      .select()
      .from(listingChanges)
      .where(eq(listingChanges.listing_id, row.id))
      .orderBy(desc(listingChanges.created_at)),
    countBySource(ctx.db, { userId, listingId: row.id }),
    ctx.db
      .select()
      .from(pageLeads)
      .where(eq(pageLeads.listing_id, row.id))
      .orderBy(desc(pageLeads.created_at)),
  ]);
  return {
    page: pageInfo(ctx.env.APP_URL, row),
    posts: [
      ...posts.map(
        (p): TListingPost => ({
          promotion_id: p.id,
          platform: p.platform as TListingPost['platform'],
          // A failed publish has had its credit given back (failPromotion refunds in the same step).
          status: p.status === 'failed' ? 'refunded' : p.status,
          text: p.text,
          created_at: p.created_at.toISOString(),
        }),
      ),
      ...scheduled.map(
        (p): TListingPost => ({
          promotion_id: p.id,
          platform: p.platform,
          status: p.status === 'published' ? 'published' : 'failed',
          text: p.text,
          created_at: (p.published_at ?? p.updated_at).toISOString(),
        }),
      ),
    ].sort((a, b) => b.created_at.localeCompare(a.created_at)),
    reels: reelRows.map((r) => ({ reel_id: r.id, status: r.status, created_at: r.created_at.toISOString() })),
    changes: changes.map(changeOut),
    results,
    leads: leads.map(leadOut),
  };
}
