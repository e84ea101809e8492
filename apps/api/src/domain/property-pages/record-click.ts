import { createHmac } from 'node:crypto';
import type { ClickSource } from '@pp/contract';
import type { AppContext } from '../../app-context';
import { pageClicks } from '../../db/schema';
import { isKnownBot } from './is-known-bot';

export interface Visit {
  listingId: string;
  userId: string;
  src: ClickSource;
  /** The post whose link was followed, when it carried one. */
  postId?: string;
  ip: string;
  userAgent: string | undefined;
}

/**
 * The visitor as a keyed hash of IP address and user agent under a salt that changes every UTC day
 * (derived from the server secret), so a visit is counted once per day without keeping the IP, and
 * yesterday's visitors cannot be linked to today's.
 */
export function visitorHash(secret: string, day: string, ip: string, userAgent: string): string {
  const salt = createHmac('sha256', secret).update(`page-clicks:${day}`).digest();
  return createHmac('sha256', salt).update(`${ip}\n${userAgent}`).digest('base64url').slice(0, 22);
}

/** Counts one click on a property page (once per visitor, page, platform, post and day); bots are skipped. */
export async function recordClick(ctx: AppContext, visit: Visit): Promise<boolean> {
  if (isKnownBot(visit.userAgent)) return false;
  const day = ctx.now().toISOString().slice(0, 10);
  const inserted = await ctx.db
    .insert(pageClicks)
    .values({
      listing_id: visit.listingId,
      user_id: visit.userId,
      src: visit.src,
      post_id: visit.postId ?? null,
      day,
      visitor: visitorHash(ctx.env.JWT_SECRET, day, visit.ip, visit.userAgent ?? ''),
      created_at: ctx.now(),
    })
    .onConflictDoNothing()
    .returning({ id: pageClicks.id });
  return inserted.length > 0;
}
