import { PHOTO_POST_FAIR_USE_PER_DAY, POST_CREDIT_MESSAGES } from '@pp/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { scheduledPosts } from '../src/db/schema';
import { ledgerBalances } from '../src/domain/credits/change-credits';
import { createMetaTestApp, finishedReel, metaAgent } from './helpers/meta';
import { waitFor } from './helpers/reels';
import { schedulePost, settledPost } from './helpers/social';
import { promotionEvents } from './helpers/usage-events';

/**
 * Issue 27, "Credits": Instagram and Facebook Page photo posts are included in plans and trials:
 * no credit is taken, each publish is counted in usage, and PHOTO_POST_FAIR_USE_PER_DAY of them in
 * any 24 hours is the fair-use limit (a 429 when scheduling past it, nothing written; a post that
 * meets it at its time waits, with a note, until the oldest of the day's is a day old).
 */
const { app, db, meta } = await createMetaTestApp();
const HOUR = 60 * 60_000;

type Agent = Awaited<ReturnType<typeof metaAgent>>;

/** `count` photo posts the agent published through the app, `hoursAgo` apart from now. */
async function publishedEarlier(setup: Agent, count: number, firstHoursAgo: number) {
  const now = Date.now();
  await db.insert(scheduledPosts).values(
    Array.from({ length: count }, (_, i) => {
      const at = new Date(now - (firstHoursAgo - i * 0.1) * HOUR);
      return {
        user_id: setup.agent.userId,
        listing_id: setup.listing.listing_id,
        platform: i % 2 === 0 ? ('instagram' as const) : ('facebook_page' as const),
        text: `Earlier photo post ${i}`,
        photo_ids: setup.photoIds,
        publish_at: at,
        status: 'published' as const,
        published_at: at,
        created_at: at,
        updated_at: at,
      };
    }),
  );
}

const fairUse = async (setup: Agent) =>
  (
    await app.inject({
      method: 'GET',
      url: '/api/v1/scheduled-posts/photo-fair-use',
      headers: setup.agent.auth,
    })
  ).json().data as { used: number; limit: number; next_free_at: string | null };

const postsOf = async (setup: Agent) =>
  db.select().from(scheduledPosts).where(eq(scheduledPosts.user_id, setup.agent.userId));

const photoPost = (setup: Agent, text: string, extra: object = {}) =>
  app.inject(
    schedulePost(setup.agent, {
      listing_id: setup.listing.listing_id,
      platform: 'instagram',
      photo_ids: setup.photoIds,
      text,
      ...extra,
    }),
  );

describe('Instagram and Facebook Page photo posts', () => {
  it('publish without a credit and are counted in usage', async () => {
    const setup = await metaAgent(app, meta, 1);
    const before = await ledgerBalances(db, setup.agent.userId);
    const res = await photoPost(setup, 'Included in the plan');
    expect(res.statusCode, res.body).toBe(201);
    expect((await settledPost(app, setup.agent, res.json().data.id)).status).toBe('published');
    expect(await ledgerBalances(db, setup.agent.userId)).toEqual(before);
    const events = await promotionEvents(db, setup.agent.userId);
    expect(events.map((e) => e.platform)).toEqual(['instagram']);
    expect(await fairUse(setup)).toEqual({ used: 1, limit: PHOTO_POST_FAIR_USE_PER_DAY, next_free_at: null });
  });

  it('past the fair-use limit a new one is refused with 429 and nothing is written; a reel still goes', async () => {
    const setup = await metaAgent(app, meta, 1);
    await publishedEarlier(setup, PHOTO_POST_FAIR_USE_PER_DAY, 20);
    const rows = (await postsOf(setup)).length;
    // The oldest of them was published 20 hours ago: the next one fits in 4 hours.
    const use = await fairUse(setup);
    expect(use).toMatchObject({ used: PHOTO_POST_FAIR_USE_PER_DAY, limit: PHOTO_POST_FAIR_USE_PER_DAY });
    expect((Date.parse(use.next_free_at!) - Date.now()) / HOUR).toBeCloseTo(4, 1);
    const res = await photoPost(setup, 'One too many');
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(POST_CREDIT_MESSAGES.fairUseReached(PHOTO_POST_FAIR_USE_PER_DAY));
    // The oldest was published 20 hours ago: come back in about 4 hours.
    expect(Number(res.headers['retry-after']) / 3600).toBeCloseTo(4, 1);
    expect((await postsOf(setup)).length).toBe(rows);
    // A Page photo post counts against the same limit; a reel is not a photo post.
    expect((await photoPost(setup, 'Also too many', { platform: 'facebook_page' })).statusCode).toBe(429);
    const reel = await finishedReel(app, setup.agent, setup.listing.listing_id);
    const reelPost = await photoPost(setup, 'A reel is not limited', { photo_ids: [], reel_id: reel.id });
    expect(reelPost.statusCode, reelPost.body).toBe(201);
  });

  it('posts older than 24 hours no longer count', async () => {
    const setup = await metaAgent(app, meta, 1);
    await publishedEarlier(setup, PHOTO_POST_FAIR_USE_PER_DAY, 30);
    const res = await photoPost(setup, 'A new day');
    expect(res.statusCode, res.body).toBe(201);
  });

  it('a scheduled post that meets the limit at its time waits, with the note, until a day after the oldest', async () => {
    const setup = await metaAgent(app, meta, 1);
    // Far enough ahead that the 25 earlier posts below are written before the post's time comes,
    // however loaded the machine (at 1.5 s a slow write could let the post run first).
    const at = new Date(Date.now() + 5000).toISOString();
    const res = await photoPost(setup, 'Meets the limit later', { publish_at: at });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().data.id as string;
    // Meanwhile the agent published the day's allowance some other way (another device, earlier posts).
    await publishedEarlier(setup, PHOTO_POST_FAIR_USE_PER_DAY, 10);
    const row = async () => (await db.select().from(scheduledPosts).where(eq(scheduledPosts.id, id)))[0]!;
    const waiting = await waitFor(row, (r) => r.job_seq !== 1, 30_000);
    expect(waiting).toMatchObject({
      status: 'scheduled',
      job_seq: 2,
      error: POST_CREDIT_MESSAGES.fairUseWaiting(PHOTO_POST_FAIR_USE_PER_DAY),
    });
    // The oldest of the day's 25 was published 10 hours ago: the post tries again in about 14.
    const waitHours = (waiting.next_try_at!.getTime() - Date.now()) / HOUR;
    expect(waitHours).toBeGreaterThan(13.9);
    expect(waitHours).toBeLessThan(14.1);
    expect(meta.state.published.filter((m) => m.caption === 'Meets the limit later')).toHaveLength(0);
    await app.inject({ method: 'DELETE', url: `/api/v1/scheduled-posts/${id}`, headers: setup.agent.auth });
  });
});
