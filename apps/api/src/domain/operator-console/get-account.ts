import {
  ADDON_KEYS,
  OPERATOR_CONSOLE_MESSAGES as M,
  type TAddons,
  type TOperatorAccount,
} from '@pp/contract';
import { desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  creditLedger,
  listings,
  operatorAuditLog,
  reels,
  scheduledPosts,
  transactions,
  users,
} from '../../db/schema';
import { notFound } from '../../lib/errors';
import { ledgerBalances } from '../credits/change-credits';
import { auditEntryOut } from './read-audit-log';
import { userRowOut } from './search-users';

/** Enough history for a support ticket; older rows are in the database for a deeper look. */
const RECENT = 50;
const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** One account as support sees it: plan, credits (and what the ledger says they should be), history. */
export async function getAccount(db: DbOrTx, userId: string): Promise<TOperatorAccount> {
  // The whole row stays in this function; only the fields below are answered.
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw notFound(M.userNotFound);
  const recent = <T>(q: { limit(n: number): Promise<T[]> }) => q.limit(RECENT);
  const [ledger, paid, owned, madeReels, posts, audit, balances] = await Promise.all([
    recent(
      db.select().from(creditLedger).where(eq(creditLedger.user_id, userId)).orderBy(desc(creditLedger.id)),
    ),
    recent(
      db
        .select()
        .from(transactions)
        .where(eq(transactions.user_id, userId))
        .orderBy(desc(transactions.created_at)),
    ),
    recent(
      db
        .select({
          id: listings.id,
          status: sql<string>`case when ${listings.page_published} then 'page live' else 'page off' end`,
          label: sql<string>`coalesce(${listings.data}->'address'->>'street', ${listings.url})`,
          created_at: listings.created_at,
          error: sql<string | null>`null`,
        })
        .from(listings)
        .where(eq(listings.user_id, userId))
        .orderBy(desc(listings.created_at)),
    ),
    recent(
      db
        .select({
          id: reels.id,
          status: reels.status,
          label: reels.template,
          created_at: reels.created_at,
          error: reels.error,
        })
        .from(reels)
        .where(eq(reels.user_id, userId))
        .orderBy(desc(reels.created_at)),
    ),
    recent(
      db
        .select({
          id: scheduledPosts.id,
          status: scheduledPosts.status,
          label: sql<string>`${scheduledPosts.platform} || ' · ' || to_char(${scheduledPosts.publish_at} at time zone 'UTC', 'YYYY-MM-DD HH24:MI') || ' UTC'`,
          created_at: scheduledPosts.created_at,
          error: scheduledPosts.error,
        })
        .from(scheduledPosts)
        .where(eq(scheduledPosts.user_id, userId))
        .orderBy(desc(scheduledPosts.created_at)),
    ),
    recent(
      db
        .select()
        .from(operatorAuditLog)
        .where(eq(operatorAuditLog.target_user_id, userId))
        .orderBy(desc(operatorAuditLog.id)),
    ),
    ledgerBalances(db, userId),
  ]);
  const row = user;
  const addons = (pick: (k: (typeof ADDON_KEYS)[number]) => number) =>
    Object.fromEntries(ADDON_KEYS.map((k) => [k, pick(k)])) as TAddons;
  const item = (r: {
    id: string;
    status: string;
    label: string;
    created_at: Date;
    error: string | null;
  }) => ({
    ...r,
    created_at: r.created_at.toISOString(),
  });
  return {
    user: {
      ...userRowOut(row),
      subscribed: row.is_subscribed,
      subscription_end: iso(row.subscription_end_date),
      cancel_at_period_end: row.cancel_at_period_end,
      trial_end: iso(row.trial_end),
      locked_at: iso(row.locked_at),
      lock_reason: row.lock_reason,
    },
    credits: addons((k) => row[k]),
    ledger_balances: addons((k) => balances[k] ?? 0),
    ledger: ledger.map((l) => ({ ...l, created_at: l.created_at.toISOString() })),
    transactions: paid.map((t) => ({
      id: t.id,
      external_id: t.external_id,
      amount_cents: t.amount_cents,
      currency: t.currency,
      status: t.status,
      addon_name: t.addon_name,
      payment_type: t.payment_type,
      created_at: t.created_at.toISOString(),
    })),
    listings: owned.map(item),
    reels: madeReels.map(item),
    scheduled_posts: posts.map(item),
    audit: audit.map(auditEntryOut),
  };
}
