import {
  marketplaceReminderLink,
  REMINDER_LOOKBACK_HOURS,
  type TListing,
  type TMarketplaceReminder,
} from '@pp/contract';
import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { listings, scheduledPosts } from '../../db/schema';
import { marketplaceReminderEmail } from '../../mail/templates';
import { getUser } from '../users/find-user';
import type { PostJobContext } from './post-job';
import type { ScheduledPostRow } from './scheduled-post-out';

const addressOf = (listing: TListing) =>
  [listing.address.street, listing.address.city].filter(Boolean).join(', ') || listing.url;

/**
 * Marketplace has no posting API (PRODUCT.md §10): at the chosen time the agent gets an email whose
 * button opens Facebook's create form carrying the post id; the extension's Marketplace content
 * script recognises it and fills the form from the saved listing. Without the extension the same
 * link opens Facebook's own empty form, so the email also carries the text and the listing's page
 * in the web app. No credit is taken here: the fill takes it, as a Publish in the side panel does.
 */
export async function remindMarketplace(ctx: PostJobContext, post: ScheduledPostRow) {
  const user = await getUser(ctx.db, post.user_id);
  const link = marketplaceReminderLink(post.id);
  const listingPage = new URL(`/dashboard/listings/${post.listing_id}`, ctx.env.APP_URL).toString();
  await ctx.mailer.send({
    to: user.email,
    ...marketplaceReminderEmail(user.full_name, link, post.text, listingPage),
  });
  const now = ctx.now();
  await ctx.db
    .update(scheduledPosts)
    .set({
      status: 'published',
      published_at: now,
      claimed_until: null,
      external_url: link,
      updated_at: now,
    })
    .where(eq(scheduledPosts.id, post.id));
}

/**
 * The user's Marketplace reminders the extension should show as browser notifications: those still
 * to come, and those due within the last REMINDER_LOOKBACK_HOURS (the browser may have been closed
 * at the time). The extension notifies each once.
 */
export async function listMarketplaceReminders(
  ctx: AppContext,
  userId: string,
): Promise<TMarketplaceReminder[]> {
  const since = new Date(ctx.now().getTime() - REMINDER_LOOKBACK_HOURS * 3600_000);
  const rows = await ctx.db
    .select({ post: scheduledPosts, data: listings.data })
    .from(scheduledPosts)
    .innerJoin(listings, eq(listings.id, scheduledPosts.listing_id))
    .where(
      and(
        eq(scheduledPosts.user_id, userId),
        eq(scheduledPosts.platform, 'facebook_marketplace'),
        inArray(scheduledPosts.status, ['scheduled', 'publishing', 'published']),
        gte(scheduledPosts.publish_at, since),
      ),
    )
    .orderBy(asc(scheduledPosts.publish_at))
    .limit(100);
  return rows.map(({ post, data }) => ({
    post_id: post.id,
    listing_id: post.listing_id,
    publish_at: post.publish_at.toISOString(),
    address: addressOf(data as TListing),
    url: marketplaceReminderLink(post.id),
  }));
}
