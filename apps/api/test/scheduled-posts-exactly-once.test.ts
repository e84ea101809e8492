import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { scheduledPosts } from '../src/db/schema';
import { ledgerBalances } from '../src/domain/credits/change-credits';
import { type PostJobContext, postJobId } from '../src/domain/scheduled-posts/post-job';
import { processScheduledPost } from '../src/domain/scheduled-posts/publish-scheduled-post';
import type { JobRun } from '../src/queue/job-queue';
import { materialFor, schedulePost, startSocialStandIns } from './helpers/social';
import { createTestApp } from './helpers/test-app';

/**
 * The two guards of exactly-once publishing, each on its own: the claim (one delivery at a time)
 * and the look-up (a try after a lost answer finds the post first). The queue does not run jobs
 * here (RUN_JOBS_IN_API=false): the tests deliver them by hand, as two workers would.
 */
const stands = await startSocialStandIns();
const { app, db } = await createTestApp({ env: { ...stands.env, RUN_JOBS_IN_API: 'false' } });

const silent = { error: () => undefined, warn: () => undefined };
const jobCtx = { ...app.ctx, log: silent, postQueue: app.ctx.jobs.posts } as PostJobContext;
const deliver = (id: string): Promise<void> =>
  processScheduledPost(jobCtx, {
    id,
    attempt: 1,
    lastAttempt: false,
    signal: new AbortController().signal,
    worker: 'test',
  } satisfies JobRun);

const tweetsPosted = () => stands.x.calls.filter((c) => c.method === 'POST' && c.path === '/2/tweets').length;
const lookups = () => stands.x.calls.filter((c) => c.method === 'GET' && c.path.endsWith('/tweets')).length;
const lookupRoute = () => `GET /2/users/${stands.x.user.id}/tweets`;

async function postFor(text: string) {
  const { agent, listing } = await materialFor(app, db);
  const res = await app.inject(
    schedulePost(agent, { listing_id: listing.listing_id, platform: 'twitter', text }),
  );
  expect(res.statusCode).toBe(201);
  const id = res.json().data.id as string;
  const row = async () => (await db.select().from(scheduledPosts).where(eq(scheduledPosts.id, id)))[0]!;
  return { agent, id, jobId: postJobId(id, 1), row };
}

describe('the claim alone', () => {
  it('two workers delivering the same job at once post once, with the look-up unreachable', async () => {
    const { agent, jobId, row } = await postFor('Claimed once');
    const before = await ledgerBalances(db, agent.userId);
    // Every look-up would fail: if it were what stopped the second post, this test would see two.
    for (let i = 0; i < 5; i++) stands.x.fail(lookupRoute(), { status: 503 });
    const posted = tweetsPosted();
    const looked = lookups();
    // A slow answer keeps the first delivery inside its claim while the second one arrives.
    stands.x.fail('POST /2/tweets', { delayMs: 300 });
    // The second waits for the first one's lease, then finds the post published: nothing left to do.
    const outcomes = await Promise.allSettled([deliver(jobId), deliver(jobId)]);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'fulfilled']);
    expect(tweetsPosted() - posted).toBe(1);
    expect(lookups() - looked).toBe(0);
    expect((await row()).status).toBe('published');
    expect((await ledgerBalances(db, agent.userId)).promote_to_twitter).toBe(before.promote_to_twitter! - 1);
    stands.x.clearFaults();
  });

  it('a claim already taken by another worker (live lease) stops a delivery before any platform call', async () => {
    const { jobId, id, row } = await postFor('Held by another worker');
    // Another worker's try reached X and is still inside its lease.
    await db
      .update(scheduledPosts)
      .set({ status: 'publishing', platform_calls: 1, claimed_until: new Date(Date.now() + 60_000) })
      .where(eq(scheduledPosts.id, id));
    const calls = stands.x.calls.length;
    // No call at all reaches X: not the token, not the look-up, not a post. The delivery waits
    // one lease (POST_LEASE_MS) for it to lapse; this one is renewed (60 s), so it gives up.
    await expect(deliver(jobId)).rejects.toThrow(/another delivery/);
    expect(stands.x.calls.length).toBe(calls);
    expect((await row()).status).toBe('publishing');
  });
});

describe('the look-up alone', () => {
  it('after a timeout, the next delivery takes the claim again and finds the post instead of posting', async () => {
    const { agent, jobId, row } = await postFor('Lost answer');
    const before = await ledgerBalances(db, agent.userId);
    const posted = tweetsPosted();
    // X makes the post but answers after the client's timeout (SOCIAL_HTTP_TIMEOUT_MS=1000).
    stands.x.fail('POST /2/tweets', { delayMs: 1500 });
    await expect(deliver(jobId)).rejects.toThrow();
    const afterTimeout = await row();
    // The claim is free again: nothing but the look-up stands between the next try and a second post.
    expect(afterTimeout).toMatchObject({ status: 'publishing', claimed_until: null, platform_calls: 1 });
    const looked = lookups();
    await deliver(jobId);
    expect(lookups() - looked).toBe(1);
    expect(tweetsPosted() - posted).toBe(1);
    const made = stands.x.tweets.filter((t) => t.text === 'Lost answer');
    expect(made).toHaveLength(1);
    expect(await row()).toMatchObject({ status: 'published', external_id: made[0]!.id });
    expect((await ledgerBalances(db, agent.userId)).promote_to_twitter).toBe(before.promote_to_twitter! - 1);
  });

  it('control: when the look-up cannot see the post, the claim does not stop a second post', async () => {
    const { jobId } = await postFor('Invisible to the look-up');
    const posted = tweetsPosted();
    stands.x.fail('POST /2/tweets', { delayMs: 1500 });
    await expect(deliver(jobId)).rejects.toThrow();
    // X's timeline does not show it (yet): the look-up answers nothing.
    const at = stands.x.tweets.findIndex((t) => t.text === 'Invisible to the look-up');
    const [hidden] = stands.x.tweets.splice(at, 1);
    expect(hidden).toBeDefined();
    await deliver(jobId);
    expect(tweetsPosted() - posted).toBe(2);
  });
});
