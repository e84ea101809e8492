import {
  FAIR_USE_PLATFORMS,
  PHOTO_POST_FAIR_USE_PER_DAY,
  POST_CREDIT_MESSAGES,
  type TPhotoFairUse,
} from '@pp/contract';
import { and, eq, gt, inArray, isNull, lte, ne, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { scheduledPosts } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { PlatformError } from '../social/platform-http';

const DAY_MS = 24 * 60 * 60_000;

/**
 * Instagram, Facebook Page and TikTok photo posts are included in plans and trials, held to
 * PHOTO_POST_FAIR_USE_PER_DAY in any 24 hours per account (the three platforms together). A rolling
 * window, like Instagram's own publishing cap, so midnight does not double a burst.
 */
const photoPosts = (userId: string) =>
  and(
    eq(scheduledPosts.user_id, userId),
    inArray(scheduledPosts.platform, [...FAIR_USE_PLATFORMS]),
    isNull(scheduledPosts.reel_id),
  );

/** Published in the 24 hours up to `at`, oldest first (their times), leaving out `exceptId`. */
async function publishedWithinDay(db: DbOrTx, userId: string, at: Date, exceptId?: string) {
  const rows = await db
    .select({ at: scheduledPosts.published_at })
    .from(scheduledPosts)
    .where(
      and(
        photoPosts(userId),
        eq(scheduledPosts.status, 'published'),
        gt(scheduledPosts.published_at, new Date(at.getTime() - DAY_MS)),
        lte(scheduledPosts.published_at, at),
        exceptId ? ne(scheduledPosts.id, exceptId) : undefined,
      ),
    );
  return rows.map((r) => r.at!.getTime()).sort((a, b) => a - b);
}

/**
 * Scheduling: the posts published or still due in the 24 hours up to the new post's time, so a
 * burst scheduled at once is refused at the one past the limit (429, nothing written).
 */
export async function assertFairUseLeft(db: DbOrTx, userId: string, at: Date): Promise<void> {
  const from = new Date(at.getTime() - DAY_MS);
  const published = await publishedWithinDay(db, userId, at);
  const due = await db
    .select({ at: scheduledPosts.publish_at })
    .from(scheduledPosts)
    .where(
      and(
        photoPosts(userId),
        or(eq(scheduledPosts.status, 'scheduled'), eq(scheduledPosts.status, 'publishing')),
        gt(scheduledPosts.publish_at, from),
        lte(scheduledPosts.publish_at, at),
      ),
    );
  const times = [...published, ...due.map((d) => d.at.getTime())].sort((a, b) => a - b);
  if (times.length < PHOTO_POST_FAIR_USE_PER_DAY) return;
  // When one of the day's posts is a day old, a post at that time fits: Retry-After says when.
  const frees = times[times.length - PHOTO_POST_FAIR_USE_PER_DAY]! + DAY_MS;
  throw new AppError(429, POST_CREDIT_MESSAGES.fairUseReached(PHOTO_POST_FAIR_USE_PER_DAY), undefined, {
    retry_after_seconds: Math.max(1, Math.ceil((frees - at.getTime()) / 1000)),
  });
}

/** The limit is reached when a post is about to publish: it waits (with a note), it does not fail. */
export class FairUseWait extends PlatformError {
  constructor(waitMs: number) {
    super(POST_CREDIT_MESSAGES.fairUseWaiting(PHOTO_POST_FAIR_USE_PER_DAY), 'rate_limited', waitMs);
    this.name = 'FairUseWait';
  }
}

/**
 * Publishing: only posts already published count (posts waiting together never hold each other
 * back). Past the limit the post waits until the oldest of them is a day old.
 */
export async function checkFairUseAtPublish(db: DbOrTx, userId: string, postId: string, now: Date) {
  const published = await publishedWithinDay(db, userId, now, postId);
  if (published.length < PHOTO_POST_FAIR_USE_PER_DAY) return;
  const frees = published[published.length - PHOTO_POST_FAIR_USE_PER_DAY]! + DAY_MS;
  throw new FairUseWait(Math.max(60_000, frees - now.getTime()));
}

/** What the scheduling form shows: photo posts published in the last 24 hours, and the limit. */
export async function readPhotoFairUse(db: DbOrTx, userId: string, now: Date): Promise<TPhotoFairUse> {
  const published = await publishedWithinDay(db, userId, now);
  const full = published.length >= PHOTO_POST_FAIR_USE_PER_DAY;
  const frees = full ? published[published.length - PHOTO_POST_FAIR_USE_PER_DAY]! + DAY_MS : null;
  return {
    used: published.length,
    limit: PHOTO_POST_FAIR_USE_PER_DAY,
    next_free_at: frees === null ? null : new Date(frees).toISOString(),
  };
}
