import type { PublishPlatform, TListing, TPostResult } from '@pp/contract';
import { and, eq, gte, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { listings, pageClicks, pageLeads, promotions, scheduledPosts } from '../../db/schema';
import { clickWhere, leadWhere, type ResultScope } from './count-by-source';

/** At most this many posts are listed (most clicked first). */
const MAX_POSTS = 50;

type Scope = ResultScope & { since: Date };

const addressOf = (l: TListing) =>
  [l.address.street, l.address.city, l.address.state].filter(Boolean).join(', ') || l.url;

/**
 * Clicks and leads per post (issue 24): the posts published in the window, and older ones whose link
 * (`?post=` its id) brought clicks or leads in it, with zeros where nothing came yet. A post is a
 * promotion (published now) or a scheduled post (its link carries its own id from publish time).
 */
export async function countByPost(db: DbOrTx, scope: Scope): Promise<TPostResult[]> {
  const [clicks, leads] = await Promise.all([
    db
      .select({ id: pageClicks.post_id, n: sql<number>`count(*)::int` })
      .from(pageClicks)
      .where(and(clickWhere(scope), isNotNull(pageClicks.post_id)))
      .groupBy(pageClicks.post_id),
    db
      .select({ id: pageLeads.post_id, n: sql<number>`count(*)::int` })
      .from(pageLeads)
      .where(and(leadWhere(scope), isNotNull(pageLeads.post_id)))
      .groupBy(pageLeads.post_id),
  ]);
  const counted = [...new Set([...clicks, ...leads].map((r) => r.id as string))];
  const [posts, scheduled] = await Promise.all([
    publishedPromotions(db, scope, counted),
    publishedScheduledPosts(db, scope, counted),
  ]);
  const count = (rows: Array<{ id: string | null; n: number }>, id: string) =>
    rows.find((r) => r.id === id)?.n ?? 0;
  return [...posts, ...scheduled]
    .map((p) => ({
      post_id: p.id,
      platform: p.platform as PublishPlatform,
      listing_id: p.listing_id,
      address: addressOf(p.data as TListing),
      published_at: p.published_at.toISOString(),
      clicks: count(clicks, p.id),
      leads: count(leads, p.id),
    }))
    .sort((a, b) => b.clicks - a.clicks || b.leads - a.leads || b.published_at.localeCompare(a.published_at))
    .slice(0, MAX_POSTS);
}

/** Posts published now (promotions) in the window, or counted in it. */
function publishedPromotions(db: DbOrTx, scope: Scope, counted: string[]) {
  const inWindow = gte(promotions.created_at, scope.since);
  return db
    .select({
      id: promotions.id,
      platform: promotions.platform,
      listing_id: promotions.listing_id,
      published_at: promotions.created_at,
      data: listings.data,
    })
    .from(promotions)
    .innerJoin(listings, eq(listings.id, promotions.listing_id))
    .where(
      and(
        eq(promotions.user_id, scope.userId),
        eq(promotions.status, 'published'),
        counted.length ? or(inWindow, inArray(promotions.id, counted)) : inWindow,
      ),
    );
}

/** Scheduled posts published in the window, or counted in it. */
async function publishedScheduledPosts(db: DbOrTx, scope: Scope, counted: string[]) {
  const inWindow = gte(scheduledPosts.published_at, scope.since);
  const rows = await db
    .select({
      id: scheduledPosts.id,
      platform: scheduledPosts.platform,
      listing_id: scheduledPosts.listing_id,
      published_at: scheduledPosts.published_at,
      data: listings.data,
    })
    .from(scheduledPosts)
    .innerJoin(listings, eq(listings.id, scheduledPosts.listing_id))
    .where(
      and(
        eq(scheduledPosts.user_id, scope.userId),
        eq(scheduledPosts.status, 'published'),
        counted.length ? or(inWindow, inArray(scheduledPosts.id, counted)) : inWindow,
      ),
    );
  return rows.flatMap((r) => (r.published_at ? [{ ...r, published_at: r.published_at }] : []));
}
