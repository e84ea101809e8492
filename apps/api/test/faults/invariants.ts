import { and, eq, inArray, like } from 'drizzle-orm';
import {
  creditLedger,
  listings,
  pageLeads,
  promotions,
  reels,
  scheduledPosts,
  users,
} from '../../src/db/schema';
import { ledgerBalances } from '../../src/domain/credits/change-credits';
import { promotionEvents } from '../helpers/usage-events';
import { type Cluster, SPENT_ADDONS } from './fault-cluster';
import type { Acked } from './workload';

export interface Verdict {
  /** Acknowledged writes missing from the database. */
  lost: number;
  /** Reels or posts not final once the settle time ran out. */
  stuck: number;
  /** Posts on X other than once for a published post, or at all for a failed one. */
  duplicates: number;
  /** Failed reels or posts whose credit was not given back. */
  unrefunded: number;
  /** Agents whose usage events differ from their published posts or rendered reels. */
  unrecorded: number;
  /** Counters that differ from their ledger, and agents whose publish debits differ from their publishes. */
  ledgerMismatch: number;
  settleMs: number;
  /** What was still unfinished, as kind:status (to tell slow from stuck). */
  stuckItems: string[];
  /** Which acknowledged writes are missing, as kind:key (to find the route that lost them). */
  lostItems: string[];
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Which of `keys` the lookup (answering the keys it finds) does not find, named `kind:key`. */
async function missing(
  kind: string,
  keys: string[],
  found: (keys: string[]) => Promise<string[]>,
): Promise<string[]> {
  if (keys.length === 0) return [];
  const there = new Set(await found(keys));
  return keys.filter((k) => !there.has(k)).map((k) => `${kind}:${k}`);
}

/** Waits (up to `timeoutMs`) for every acknowledged reel and post to be final, then checks the invariants. */
export async function settleAndCheck(cluster: Cluster, acked: Acked, timeoutMs: number): Promise<Verdict> {
  const { db } = cluster.database;
  const started = Date.now();
  const unfinished = async () => {
    const r = acked.reels.length
      ? await db
          .select({ id: reels.id, status: reels.status })
          .from(reels)
          .where(and(inArray(reels.id, acked.reels), inArray(reels.status, ['queued', 'rendering'])))
      : [];
    const ids = acked.posts.map((p) => p.id);
    const p = ids.length
      ? await db
          .select({ id: scheduledPosts.id, status: scheduledPosts.status })
          .from(scheduledPosts)
          .where(
            and(inArray(scheduledPosts.id, ids), inArray(scheduledPosts.status, ['scheduled', 'publishing'])),
          )
      : [];
    return [...r.map((x) => `reel:${x.status}`), ...p.map((x) => `post:${x.status}`)];
  };
  let stuckItems = await unfinished();
  while (stuckItems.length > 0 && Date.now() - started < timeoutMs) {
    await sleep(250);
    stuckItems = await unfinished();
  }
  const stuck = stuckItems.length;
  const settleMs = Date.now() - started;

  let duplicates = 0;
  let unrefunded = 0;
  let unrecorded = 0;
  const reelRows = acked.reels.length
    ? await db.select().from(reels).where(inArray(reels.id, acked.reels))
    : [];
  const ids = acked.posts.map((p) => p.id);
  const postRows = ids.length
    ? await db.select().from(scheduledPosts).where(inArray(scheduledPosts.id, ids))
    : [];
  const lostItems = [
    ...(await missing('listing', acked.listings, async (some) =>
      (
        await db.select({ id: listings.id }).from(listings).where(inArray(listings.id, some))
      ).map((r) => r.id),
    )),
    ...(await missing('reel', acked.reels, async () => reelRows.map((r) => r.id))),
    ...(await missing('post', ids, async () => postRows.map((r) => r.id))),
    ...(await missing('promotion', acked.promotions, async (some) =>
      (
        await db.select({ id: promotions.id }).from(promotions).where(inArray(promotions.id, some))
      ).map((r) => r.id),
    )),
    ...(await missing('lead', acked.leads, async (some) =>
      (
        await db.select({ name: pageLeads.name }).from(pageLeads).where(inArray(pageLeads.name, some))
      ).map((r) => r.name),
    )),
  ];
  const lost = lostItems.length;
  const refunds = new Set(
    (
      await db.select({ ref: creditLedger.ref }).from(creditLedger).where(eq(creditLedger.reason, 'refund'))
    ).map((r) => r.ref),
  );
  for (const reel of reelRows)
    if (reel.status === 'failed' && !refunds.has(`reel:${reel.id}:${reel.charges}`)) unrefunded++;
  for (const { id, marker } of acked.posts) {
    const row = postRows.find((p) => p.id === id);
    if (!row) continue;
    const onX = cluster.x.tweets.filter((t) => t.text.includes(marker)).length;
    if (onX !== (row.status === 'published' ? 1 : 0)) duplicates++;
    if (row.status === 'failed' && !refunds.has(row.id)) unrefunded++;
  }
  let ledgerMismatch = 0;
  for (const agent of cluster.agents) {
    // Every published post and rendered reel counted once on the dashboard (its usage event).
    const events = await promotionEvents(db, agent.account.userId);
    const posts = await db
      .select()
      .from(scheduledPosts)
      .where(eq(scheduledPosts.user_id, agent.account.userId));
    const rendered = await db
      .select()
      .from(reels)
      .where(and(eq(reels.user_id, agent.account.userId), eq(reels.status, 'success')));
    if (
      events.filter((e) => e.platform === 'twitter').length !==
      posts.filter((p) => p.status === 'published').length
    )
      unrecorded++;
    if (events.filter((e) => e.platform === 'reel').length !== rendered.length) unrecorded++;
    // Every immediate publish has its usage event and exactly one debit; no debit without a publish.
    const published = await db
      .select({ id: promotions.id })
      .from(promotions)
      .where(eq(promotions.user_id, agent.account.userId));
    if (events.filter((e) => e.platform === 'linkedin').length !== published.length) unrecorded++;
    const debits = await db
      .select({ ref: creditLedger.ref })
      .from(creditLedger)
      .where(
        and(
          eq(creditLedger.user_id, agent.account.userId),
          eq(creditLedger.reason, 'debit'),
          like(creditLedger.ref, 'promotion:%'),
        ),
      );
    const debited = debits.map((d) => d.ref).sort();
    if (
      debited.join() !==
      published
        .map((p) => `promotion:${p.id}`)
        .sort()
        .join()
    )
      ledgerMismatch++;
    const [counters] = await db.select().from(users).where(eq(users.id, agent.account.userId));
    const ledger = await ledgerBalances(db, agent.account.userId);
    for (const addon of SPENT_ADDONS)
      if (Number(counters?.[addon] ?? 0) !== (ledger[addon] ?? 0)) ledgerMismatch++;
  }
  return {
    lost,
    stuck,
    duplicates,
    unrefunded,
    unrecorded,
    ledgerMismatch,
    settleMs,
    stuckItems,
    lostItems,
  };
}
