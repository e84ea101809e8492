import type { TListing, TResults } from '@pp/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { listings, pageClicks, pageLeads } from '../../db/schema';
import { countByPost } from './count-by-post';
import { clickWhere, countBySource, leadWhere, type ResultScope } from './count-by-source';

const DAY_MS = 86_400_000;
const dayOf = (d: Date) => d.toISOString().slice(0, 10);
const addressOf = (l: TListing) =>
  [l.address.street, l.address.city, l.address.state].filter(Boolean).join(', ') || l.url;

/**
 * Clicks and leads of the user's property pages over the last `days` UTC days (today included):
 * per platform, per listing and per post (most clicked first) and per day for the chart.
 */
export async function getResults(ctx: AppContext, userId: string, days: number): Promise<TResults> {
  const today = new Date(`${dayOf(ctx.now())}T00:00:00.000Z`);
  const since = new Date(today.getTime() - (days - 1) * DAY_MS);
  const scope: ResultScope = { userId, since };
  const leadDay = sql<string>`to_char(${pageLeads.created_at} at time zone 'UTC', 'YYYY-MM-DD')`;
  const clickDay = sql<string>`to_char(${pageClicks.day}, 'YYYY-MM-DD')`;
  const [byPlatform, clickDays, leadDays, clickListings, leadListings, byPost] = await Promise.all([
    countBySource(ctx.db, scope),
    ctx.db
      .select({ day: clickDay, n: sql<number>`count(*)::int` })
      .from(pageClicks)
      .where(clickWhere(scope))
      .groupBy(clickDay),
    ctx.db
      .select({ day: leadDay, n: sql<number>`count(*)::int` })
      .from(pageLeads)
      .where(leadWhere(scope))
      .groupBy(leadDay),
    ctx.db
      .select({ id: pageClicks.listing_id, n: sql<number>`count(*)::int` })
      .from(pageClicks)
      .where(clickWhere(scope))
      .groupBy(pageClicks.listing_id),
    ctx.db
      .select({ id: pageLeads.listing_id, n: sql<number>`count(*)::int` })
      .from(pageLeads)
      .where(leadWhere(scope))
      .groupBy(pageLeads.listing_id),
    countByPost(ctx.db, { userId, since }),
  ]);
  const ids = new Set([...clickListings, ...leadListings].map((r) => r.id));
  const rows = ids.size
    ? await ctx.db
        .select({ id: listings.id, data: listings.data })
        .from(listings)
        .where(and(eq(listings.user_id, userId), inArray(listings.id, [...ids])))
    : [];
  const count = (list: Array<{ id?: string; day?: string; n: number }>, key: string) =>
    list.find((r) => (r.id ?? r.day) === key)?.n ?? 0;
  const byListing = rows
    .map((r) => ({
      listing_id: r.id,
      address: addressOf(r.data as TListing),
      clicks: count(clickListings, r.id),
      leads: count(leadListings, r.id),
    }))
    .sort((a, b) => b.clicks - a.clicks || b.leads - a.leads);
  const daily = Array.from({ length: days }, (_, i) => {
    const day = dayOf(new Date(since.getTime() + i * DAY_MS));
    return { day, clicks: count(clickDays, day), leads: count(leadDays, day) };
  });
  return {
    days,
    totals: {
      clicks: byPlatform.reduce((n, p) => n + p.clicks, 0),
      leads: byPlatform.reduce((n, p) => n + p.leads, 0),
    },
    by_platform: byPlatform,
    by_listing: byListing,
    by_post: byPost,
    daily,
  };
}
