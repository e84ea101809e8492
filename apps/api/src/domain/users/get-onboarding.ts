import type { TOnboarding } from '@pp/contract';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../app-context';
import { connectedAccounts, listings, promotions, scheduledPosts, users } from '../../db/schema';
import { getUser } from './find-user';

/** The first-run checklist (issue 24), from the rows each step leaves behind; one query per step. */
export async function getOnboarding(ctx: AppContext, userId: string): Promise<TOnboarding> {
  const user = await getUser(ctx.db, userId);
  const exists = async (table: PgTable, where: SQL | undefined) =>
    (await ctx.db.select({ one: sql<number>`1` }).from(table).where(where).limit(1)).length > 0;
  const [hasListing, hasAccount, hasPromotion, hasScheduledPost] = await Promise.all([
    exists(listings, eq(listings.user_id, userId)),
    exists(connectedAccounts, eq(connectedAccounts.user_id, userId)),
    exists(promotions, and(eq(promotions.user_id, userId), eq(promotions.status, 'published'))),
    exists(scheduledPosts, and(eq(scheduledPosts.user_id, userId), eq(scheduledPosts.status, 'published'))),
  ]);
  return {
    email_verified: user.email_verified_at !== null,
    trial_started: user.has_used_trial || user.is_subscribed,
    extension_installed: user.extension_session_at !== null || hasListing,
    account_connected: hasAccount,
    first_draft: hasListing,
    first_post: hasPromotion || hasScheduledPost,
  };
}

/** The web app handed the extension a session: the checklist's extension step is done. */
export async function markExtensionSession(ctx: AppContext, userId: string): Promise<void> {
  await ctx.db.update(users).set({ extension_session_at: ctx.now() }).where(eq(users.id, userId));
}
