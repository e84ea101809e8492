import type { TReelsLaunchNotification } from '@pp/contract';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { users } from '../../db/schema';
import { notFound } from '../../lib/errors';

const shape = (at: Date | null): TReelsLaunchNotification => ({
  subscribed: at !== null,
  subscribed_at: at?.toISOString() ?? null,
});

/** Whether the user asked to hear when reels launch, and since when. */
export async function getReelsLaunchNotification(
  ctx: AppContext,
  userId: string,
): Promise<TReelsLaunchNotification> {
  const [row] = await ctx.db
    .select({ at: users.reels_launch_notify_at })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw notFound('User not found');
  return shape(row.at);
}

/**
 * Records the request once: asking again keeps the first date, so the launch mail can go to users
 * in the order they asked. One statement, so two quick clicks cannot record two dates.
 */
export async function subscribeToReelsLaunch(
  ctx: AppContext,
  userId: string,
): Promise<TReelsLaunchNotification> {
  const [row] = await ctx.db
    .update(users)
    .set({
      reels_launch_notify_at: sql`coalesce(${users.reels_launch_notify_at}, ${ctx.now().toISOString()}::timestamptz)`,
    })
    .where(eq(users.id, userId))
    .returning({ at: users.reels_launch_notify_at });
  if (!row) throw notFound('User not found');
  return shape(row.at);
}
