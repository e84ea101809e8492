import { eq } from 'drizzle-orm';
import { scheduledPosts } from '../../db/schema';
import { marketplaceReminderEmail } from '../../mail/templates';
import { getUser } from '../users/find-user';
import type { PostJobContext } from './scheduled-post-jobs';
import type { ScheduledPostRow } from './scheduled-post-out';

/**
 * Marketplace has no posting API: at the chosen time the agent gets an email whose link opens the
 * listing's page, where the extension's Publish fills the Marketplace form. No credit is taken
 * here: the extension's publish takes it, as without scheduling.
 */
export async function remindMarketplace(ctx: PostJobContext, post: ScheduledPostRow) {
  const user = await getUser(ctx.db, post.user_id);
  const url = new URL(`/dashboard/listings/${post.listing_id}`, ctx.env.APP_URL);
  url.searchParams.set('publish', 'facebook_marketplace');
  await ctx.mailer.send({ to: user.email, ...marketplaceReminderEmail(user.full_name, url.toString()) });
  const now = ctx.now();
  await ctx.db
    .update(scheduledPosts)
    .set({
      status: 'published',
      published_at: now,
      claimed_until: null,
      external_url: url.toString(),
      updated_at: now,
    })
    .where(eq(scheduledPosts.id, post.id));
}
