import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { scheduledPosts } from '../src/db/schema';
import { ledgerBalances } from '../src/domain/credits/change-credits';
import { type PostJobContext, postJobId } from '../src/domain/scheduled-posts/post-job';
import { processScheduledPost } from '../src/domain/scheduled-posts/publish-scheduled-post';
import type { JobRun } from '../src/queue/job-queue';
import { materialFor, schedulePost, startSocialStandIns } from './helpers/social';
import { createTestApp } from './helpers/test-app';
import { videoReel } from './helpers/video-reel';

/**
 * A worker that dies in the middle of a video upload still ends in exactly one post, by the guards
 * photo posts use: the claim's lease, platform_calls counting a try that may have reached the
 * platform, and the look-up before posting again. Jobs are delivered by hand (RUN_JOBS_IN_API=false):
 * the first delivery stops where a killed worker would (its call never answered), leaving its
 * lease running and a half-made upload at the platform; the second is the queue's next delivery.
 */
const stands = await startSocialStandIns();
const { app, db } = await createTestApp({
  env: { ...stands.env, RUN_JOBS_IN_API: 'false', META_POLL_MS: '20' },
});
const silent = { error: () => undefined, warn: () => undefined };
const jobCtx = { ...app.ctx, log: silent, postQueue: app.ctx.jobs.posts } as PostJobContext;
const deliver = (id: string) =>
  processScheduledPost(jobCtx, {
    id,
    attempt: 1,
    lastAttempt: false,
    signal: new AbortController().signal,
    worker: 'test',
  } satisfies JobRun);
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

async function reelPost(platform: 'twitter' | 'linkedin', text: string) {
  const { agent, listing } = await materialFor(app, db);
  const reel = await videoReel(app, agent, listing.listing_id, { bytes: 300_000 });
  const res = await app.inject(
    schedulePost(agent, { listing_id: listing.listing_id, platform, text, reel_id: reel.id }),
  );
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().data.id as string;
  const row = async () => (await db.select().from(scheduledPosts).where(eq(scheduledPosts.id, id)))[0]!;
  const balances = () => ledgerBalances(db, agent.userId);
  return { id, jobId: postJobId(id, 1), reel, row, balances };
}

/** What a killed worker leaves: its try reached the platform, and its lease runs on until it lapses. */
async function killedMidway(id: string) {
  await db
    .update(scheduledPosts)
    .set({ status: 'publishing', claimed_until: new Date(Date.now() + 500) })
    .where(eq(scheduledPosts.id, id));
}

const videoInits = () => [...stands.x.media.uploads.values()].filter((u) => u.category === 'tweet_video');

describe('X video, worker killed', () => {
  it('mid-upload (an APPEND never answered): the next delivery uploads whole and posts once', async () => {
    const post = await reelPost('twitter', 'Killed while uploading to X');
    const before = await post.balances();
    const inits = videoInits().length;
    // INIT answers; APPEND of segment 0 is taken but never answered: the worker is gone.
    stands.x.fail('POST /2/media/upload', {});
    stands.x.fail('POST /2/media/upload', { delayMs: 1500 });
    await expect(deliver(post.jobId)).rejects.toThrow(/no answer/);
    await killedMidway(post.id);
    expect((await post.row()).platform_calls).toBe(1);
    await deliver(post.jobId);
    expect((await post.row()).status).toBe('published');
    const tweets = stands.x.tweets.filter((t) => t.text === 'Killed while uploading to X');
    expect(tweets).toHaveLength(1);
    const [abandoned, used] = videoInits().slice(inits);
    expect(abandoned!.finalized).toBe(false);
    expect(tweets[0]!.media_ids).toEqual([used!.id]);
    expect(used!.sha256).toBe(sha(post.reel.bytes));
    expect(await post.balances()).toEqual(before);
    stands.x.clearFaults();
  });

  it('after the post was made: the next delivery finds it and uploads nothing more', async () => {
    const post = await reelPost('twitter', 'Killed after posting to X');
    const inits = videoInits().length;
    stands.x.fail('POST /2/tweets', { delayMs: 1500 });
    await expect(deliver(post.jobId)).rejects.toThrow(/no answer/);
    await killedMidway(post.id);
    await deliver(post.jobId);
    expect((await post.row()).status).toBe('published');
    expect(stands.x.tweets.filter((t) => t.text === 'Killed after posting to X')).toHaveLength(1);
    expect(videoInits().length - inits).toBe(1);
    stands.x.clearFaults();
  });
});

describe('LinkedIn video, worker killed', () => {
  it('after finalizeUpload, before the post: the next delivery uploads again and posts once', async () => {
    const post = await reelPost('linkedin', 'Killed while uploading to LinkedIn');
    const before = await post.balances();
    const videos = stands.linkedin.videos.videos.size;
    stands.linkedin.fail('POST /rest/videos', {});
    stands.linkedin.fail('POST /rest/videos', { delayMs: 1500 });
    await expect(deliver(post.jobId)).rejects.toThrow(/no answer/);
    await killedMidway(post.id);
    await deliver(post.jobId);
    expect((await post.row()).status).toBe('published');
    const posts = stands.linkedin.posts.filter((p) => p.commentary === 'Killed while uploading to LinkedIn');
    expect(posts).toHaveLength(1);
    expect(stands.linkedin.videos.videos.size - videos).toBe(2);
    expect(stands.linkedin.videos.videos.get(posts[0]!.video!)!.sha256).toBe(sha(post.reel.bytes));
    expect(await post.balances()).toEqual(before);
    stands.linkedin.clearFaults();
  });
});
