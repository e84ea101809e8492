import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { scheduledPosts } from '../src/db/schema';
import { ledgerBalances } from '../src/domain/credits/change-credits';
import { waitFor } from './helpers/reels';
import { materialFor, schedulePost, settledPost, startSocialStandIns } from './helpers/social';
import { createTestApp } from './helpers/test-app';
import { videoReel } from './helpers/video-reel';

/**
 * Reels as video on X and LinkedIn (issue 27) against stand-ins that speak X's chunked media
 * upload (INIT/APPEND/FINALIZE/STATUS) and LinkedIn's Videos API (initializeUpload, part PUTs with
 * ETags, finalizeUpload, status until AVAILABLE), and that check the video arrived whole and in order.
 */
// 256 KiB parts, so a small reel still goes up in several parts (LinkedIn itself uses 4 MB).
const stands = await startSocialStandIns({ videoPartBytes: 256 * 1024 });
const { x, linkedin } = stands;
const { app, db } = await createTestApp({ env: { ...stands.env, META_POLL_MS: '20' } });

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const inSeconds = (s: number) => new Date(Date.now() + s * 1000).toISOString();

async function agentWithReel(reel: Parameters<typeof videoReel>[3] = {}) {
  const { agent, listing } = await materialFor(app, db);
  const video = await videoReel(app, agent, listing.listing_id, reel);
  const schedule = async (platform: 'twitter' | 'linkedin', text: string, extra: object = {}) => {
    const res = await app.inject(
      schedulePost(agent, { listing_id: listing.listing_id, platform, text, reel_id: video.id, ...extra }),
    );
    return res;
  };
  const balances = () => ledgerBalances(db, agent.userId);
  return { agent, listing, video, schedule, balances };
}

const tweetsWith = (text: string) => x.tweets.filter((t) => t.text === text);
const xVideoOf = (text: string) => x.media.uploads.get(tweetsWith(text)[0]!.media_ids[0]!)!;
const linkedInPostsWith = (text: string) => linkedin.posts.filter((p) => p.commentary === text);

describe('X video', () => {
  it('posts a reel now: INIT tweet_video, 4 MiB segments in order, STATUS until succeeded, then the post', async () => {
    const setup = await agentWithReel({ bytes: 9_000_000, seconds: 45 });
    const before = await setup.balances();
    const res = await setup.schedule('twitter', 'Video tour, now on X');
    expect(res.statusCode, res.body).toBe(201);
    const done = await settledPost(app, setup.agent, res.json().data.id);
    expect(done).toMatchObject({ status: 'published', reel_id: setup.video.id, error: null });
    const [tweet, ...more] = tweetsWith('Video tour, now on X');
    expect(more).toHaveLength(0);
    expect(tweet!.media_ids).toHaveLength(1);
    const upload = xVideoOf('Video tour, now on X');
    expect(upload).toMatchObject({ category: 'tweet_video', mime: 'video/mp4', total: 9_000_000 });
    expect(upload.order).toEqual([0, 1, 2]);
    expect([...upload.segments.values()].map((s) => s.length)).toEqual([4_194_304, 4_194_304, 611_392]);
    expect(upload.sha256).toBe(sha(setup.video.bytes));
    // Processing was pending, then in_progress: at least two STATUS reads before the post.
    const statusReads = x.calls.filter((c) => c.method === 'GET' && c.path === '/2/media/upload').length;
    expect(statusReads).toBeGreaterThanOrEqual(2);
    expect(done.external_url).toBe(`https://x.com/i/web/status/${tweet!.id}`);
    // The reel was paid when it was made: no credit of any kind is taken for posting it.
    expect(await setup.balances()).toEqual(before);
  });

  it('posts a scheduled reel at its time', async () => {
    const setup = await agentWithReel();
    const res = await setup.schedule('twitter', 'Scheduled video on X', { publish_at: inSeconds(1) });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.status).toBe('scheduled');
    expect(tweetsWith('Scheduled video on X')).toHaveLength(0);
    const done = await settledPost(app, setup.agent, res.json().data.id);
    expect(done.status).toBe('published');
    expect(xVideoOf('Scheduled video on X').sha256).toBe(sha(setup.video.bytes));
  });

  it('refuses a reel longer than 140 seconds before any upload, with X’s rule in words', async () => {
    const setup = await agentWithReel({ seconds: 150 });
    const inits = x.calls.filter((c) => c.path === '/2/media/upload').length;
    const res = await setup.schedule('twitter', 'Too long for X');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      reel_id: expect.stringContaining('X takes videos of at most 140 seconds'),
    });
    const rows = await db.select().from(scheduledPosts).where(eq(scheduledPosts.user_id, setup.agent.userId));
    expect(rows).toHaveLength(0);
    expect(x.calls.filter((c) => c.path === '/2/media/upload').length).toBe(inits);
  });

  it('refuses a reel of an aspect X does not take', async () => {
    const setup = await agentWithReel({ width: 400, height: 1600 });
    const res = await setup.schedule('twitter', 'Too narrow for X');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.reel_id).toContain('between 1:3 and 3:1');
  });

  it('a video X fails to process ends failed with X’s reason, and no credit was taken', async () => {
    const setup = await agentWithReel();
    const before = await setup.balances();
    x.media.videoPlans.push({ polls: 1, fail: 'Unsupported video format' });
    const res = await setup.schedule('twitter', 'X will not take this one');
    const done = await settledPost(app, setup.agent, res.json().data.id);
    expect(done.status).toBe('failed');
    expect(done.error).toBe('X could not process the video: Unsupported video format.');
    expect(tweetsWith('X will not take this one')).toHaveLength(0);
    expect(await setup.balances()).toEqual(before);
  });

  it('waits out a 429 by its x-rate-limit-reset, then posts once', async () => {
    const setup = await agentWithReel();
    x.rateLimit('POST /2/media/upload', 1);
    const res = await setup.schedule('twitter', 'Rate limited video');
    const id = res.json().data.id as string;
    const done = await settledPost(app, setup.agent, id);
    expect(done.status).toBe('published');
    expect(tweetsWith('Rate limited video')).toHaveLength(1);
    const [row] = await db.select().from(scheduledPosts).where(eq(scheduledPosts.id, id));
    // The 429 handed the post back once (a new job), at the reset X named.
    expect(row!.job_seq).toBe(2);
  });
});

describe('LinkedIn video', () => {
  it('posts a reel now: initializeUpload, each part PUT, finalize with the ETags in order, AVAILABLE, then the post', async () => {
    const setup = await agentWithReel({ bytes: 700_000 });
    const before = await setup.balances();
    const res = await setup.schedule('linkedin', 'Video tour, now on LinkedIn');
    expect(res.statusCode, res.body).toBe(201);
    const done = await settledPost(app, setup.agent, res.json().data.id);
    expect(done).toMatchObject({ status: 'published', error: null });
    const [post, ...more] = linkedInPostsWith('Video tour, now on LinkedIn');
    expect(more).toHaveLength(0);
    const video = linkedin.videos.videos.get(post!.video!)!;
    expect(video).toMatchObject({ status: 'AVAILABLE', size: 700_000, sha256: sha(setup.video.bytes) });
    expect(video.parts.map((p) => [p.firstByte, p.lastByte])).toEqual([
      [0, 262_143],
      [262_144, 524_287],
      [524_288, 699_999],
    ]);
    expect(video.putOrder).toEqual([0, 1, 2]);
    expect(post!.images).toEqual([]);
    expect(done.external_url).toBe(`https://www.linkedin.com/feed/update/${post!.id}/`);
    expect(await setup.balances()).toEqual(before);
  });

  it('posts a scheduled reel at its time', async () => {
    const setup = await agentWithReel();
    const res = await setup.schedule('linkedin', 'Scheduled video on LinkedIn', { publish_at: inSeconds(1) });
    expect(res.json().data.status).toBe('scheduled');
    const done = await settledPost(app, setup.agent, res.json().data.id);
    expect(done.status).toBe('published');
    const [post] = linkedInPostsWith('Scheduled video on LinkedIn');
    expect(linkedin.videos.videos.get(post!.video!)!.sha256).toBe(sha(setup.video.bytes));
  });

  it('refuses a reel over 30 minutes before any upload', async () => {
    const setup = await agentWithReel({ seconds: 31 * 60 });
    const res = await setup.schedule('linkedin', 'Too long for LinkedIn');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.reel_id).toContain('LinkedIn takes videos of at most 1800 seconds');
  });

  it('a video that fails processing ends failed in words; no credit was taken', async () => {
    const setup = await agentWithReel();
    const before = await setup.balances();
    linkedin.videos.plans.push({ polls: 1, fail: true });
    const res = await setup.schedule('linkedin', 'LinkedIn will not take this one');
    const done = await settledPost(app, setup.agent, res.json().data.id);
    expect(done.status).toBe('failed');
    expect(done.error).toContain('PROCESSING_FAILED');
    expect(linkedInPostsWith('LinkedIn will not take this one')).toHaveLength(0);
    expect(await setup.balances()).toEqual(before);
  });

  it('a 429 on initializeUpload hands the post back for later, nothing posted', async () => {
    const setup = await agentWithReel();
    linkedin.throttle('POST /rest/videos');
    const res = await setup.schedule('linkedin', 'Throttled on LinkedIn');
    const id = res.json().data.id as string;
    const row = async () => (await db.select().from(scheduledPosts).where(eq(scheduledPosts.id, id)))[0]!;
    // Polled to a deadline (a fixed count of 50 ms reads ran out after ~5 s on a loaded machine).
    const waiting = await waitFor(row, (r) => r.job_seq !== 1, 30_000);
    expect(waiting).toMatchObject({ status: 'scheduled', job_seq: 2 });
    // No Retry-After from LinkedIn: a minute's wait.
    expect(waiting.next_try_at!.getTime() - Date.now()).toBeGreaterThan(50_000);
    expect(linkedInPostsWith('Throttled on LinkedIn')).toHaveLength(0);
    await app.inject({ method: 'DELETE', url: `/api/v1/scheduled-posts/${id}`, headers: setup.agent.auth });
  });

  it('a text post LinkedIn refuses ends failed with LinkedIn’s words and its credit back', async () => {
    const { agent, listing } = await materialFor(app, db);
    const before = await ledgerBalances(db, agent.userId);
    linkedin.fail('POST /rest/posts', { status: 422 });
    const res = await app.inject(
      schedulePost(agent, {
        listing_id: listing.listing_id,
        platform: 'linkedin',
        text: 'Refused by LinkedIn',
      }),
    );
    const done = await settledPost(app, agent, res.json().data.id);
    expect(done.status).toBe('failed');
    expect(done.error).toBe('LinkedIn refused the post: "planned failure". Your credit was given back.');
    expect(await ledgerBalances(db, agent.userId)).toEqual(before);
  });
});

describe('one reel, two platforms', () => {
  it('publishes to X and LinkedIn with every credit counter unchanged', async () => {
    const setup = await agentWithReel();
    const before = await setup.balances();
    const ids = await Promise.all(
      (['twitter', 'linkedin'] as const).map(
        async (p) => (await setup.schedule(p, 'One reel everywhere')).json().data.id,
      ),
    );
    for (const id of ids) expect((await settledPost(app, setup.agent, id)).status).toBe('published');
    expect(tweetsWith('One reel everywhere')).toHaveLength(1);
    expect(linkedInPostsWith('One reel everywhere')).toHaveLength(1);
    expect(await setup.balances()).toEqual(before);
  });
});
