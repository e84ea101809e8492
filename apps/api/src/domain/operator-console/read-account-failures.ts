import { POST_ACCOUNT, type TAccountFailure } from '@pp/contract';
import { and, desc, eq, gt, inArray, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { connectedAccounts, scheduledPosts, users } from '../../db/schema';

const LIMIT = 200;
/** Publishes older than this no longer say anything about the account's state. */
const RECENT_MS = 30 * 86_400_000;

/**
 * Connected accounts that need their owner: the grant revoked, the token expired (one without a
 * refresh token, which nothing renews), or the last publish through it failed. Revoked and expired
 * come first, newest first; then the failed publishes.
 */
export async function readAccountFailures(db: DbOrTx, now: Date): Promise<TAccountFailure[]> {
  const broken = await db
    .select({ account: connectedAccounts, email: users.email })
    .from(connectedAccounts)
    .innerJoin(users, eq(users.id, connectedAccounts.user_id))
    .where(
      or(
        isNotNull(connectedAccounts.revoked_at),
        and(isNull(connectedAccounts.refresh_token), lt(connectedAccounts.expires_at, now)),
      ),
    )
    .orderBy(desc(connectedAccounts.updated_at))
    .limit(LIMIT);
  const failures: TAccountFailure[] = broken.map(({ account, email }) => ({
    user_id: account.user_id,
    email,
    platform: account.platform,
    account_name: account.account_name,
    kind: account.revoked_at ? 'revoked' : 'expired',
    since: (account.revoked_at ?? account.expires_at ?? account.updated_at).toISOString(),
    error: null,
  }));
  // The latest finished publish of each user's platform in the last month; failed ones are listed.
  const latest = await db
    .selectDistinctOn([scheduledPosts.user_id, scheduledPosts.platform], {
      post: scheduledPosts,
      email: users.email,
    })
    .from(scheduledPosts)
    .innerJoin(users, eq(users.id, scheduledPosts.user_id))
    .where(
      and(
        inArray(scheduledPosts.status, ['published', 'failed']),
        gt(scheduledPosts.updated_at, new Date(now.getTime() - RECENT_MS)),
      ),
    )
    .orderBy(scheduledPosts.user_id, scheduledPosts.platform, desc(scheduledPosts.updated_at));
  const failed = latest.filter(({ post }) => post.status === 'failed' && POST_ACCOUNT[post.platform]);
  const names = failed.length
    ? await db
        .select({
          user_id: connectedAccounts.user_id,
          platform: connectedAccounts.platform,
          name: connectedAccounts.account_name,
        })
        .from(connectedAccounts)
        .where(inArray(connectedAccounts.user_id, [...new Set(failed.map((f) => f.post.user_id))]))
    : [];
  const nameOf = new Map(names.map((a) => [`${a.user_id}:${a.platform}`, a.name]));
  const seen = new Set(failures.map((f) => `${f.user_id}:${f.platform}`));
  for (const { post, email } of failed) {
    const platform = POST_ACCOUNT[post.platform] as string;
    const key = `${post.user_id}:${platform}`;
    // Instagram and a Facebook Page share one Meta account: listed once, and not again if revoked.
    if (seen.has(key)) continue;
    seen.add(key);
    failures.push({
      user_id: post.user_id,
      email,
      platform,
      account_name: nameOf.get(key) ?? '',
      kind: 'publish_failed',
      since: post.updated_at.toISOString(),
      error: post.error,
    });
  }
  return failures.slice(0, LIMIT);
}
