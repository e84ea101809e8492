import { CLICK_SOURCES, type ClickSource, type TSourceCount } from '@pp/contract';
import { and, eq, gte, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { pageClicks, pageLeads } from '../../db/schema';

export interface ResultScope {
  userId: string;
  listingId?: string;
  /** Counts from this instant on (clicks by their UTC day). */
  since?: Date;
}

const dayOf = (d: Date) => d.toISOString().slice(0, 10);

export function clickWhere(scope: ResultScope): SQL | undefined {
  const where: SQL[] = [eq(pageClicks.user_id, scope.userId)];
  if (scope.listingId) where.push(eq(pageClicks.listing_id, scope.listingId));
  if (scope.since) where.push(gte(pageClicks.day, dayOf(scope.since)));
  return and(...where);
}

export function leadWhere(scope: ResultScope): SQL | undefined {
  const where: SQL[] = [eq(pageLeads.user_id, scope.userId)];
  if (scope.listingId) where.push(eq(pageLeads.listing_id, scope.listingId));
  if (scope.since) where.push(gte(pageLeads.created_at, scope.since));
  return and(...where);
}

/** Clicks and leads per platform (every platform listed, zeros included), in a fixed order. */
export async function countBySource(db: DbOrTx, scope: ResultScope): Promise<TSourceCount[]> {
  const leadSrc = sql<string>`coalesce(${pageLeads.src}, 'direct')`;
  const [clicks, leads] = await Promise.all([
    db
      .select({ src: pageClicks.src, n: sql<number>`count(*)::int` })
      .from(pageClicks)
      .where(clickWhere(scope))
      .groupBy(pageClicks.src),
    db
      .select({ src: leadSrc, n: sql<number>`count(*)::int` })
      .from(pageLeads)
      .where(leadWhere(scope))
      .groupBy(leadSrc),
  ]);
  const of = (rows: Array<{ src: string; n: number }>, src: ClickSource) =>
    rows.find((r) => r.src === src)?.n ?? 0;
  return CLICK_SOURCES.map((src) => ({ src, clicks: of(clicks, src), leads: of(leads, src) }));
}
