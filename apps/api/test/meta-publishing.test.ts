import { SOCIAL_MESSAGES } from '@pp/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { scheduledPosts } from '../src/db/schema';
import { createMetaTestApp, finishedReel, metaAgent } from './helpers/meta';
import { schedulePost, settledPost } from './helpers/social';

/**
 * Publishing to Instagram and a Facebook Page (issue 27) through the scheduled-posts job, against
 * the Graph stand-in, which fetches every media URL it is given (as Meta does) and records each post.
 */
const { app, db, clock, meta } = await createMetaTestApp();
const igUser = meta.pages[0]!.instagram!.id;
const pageId = meta.pages[0]!.id;

async function post(
  setup: Awaited<ReturnType<typeof metaAgent>>,
  body: Record<string, unknown>,
  wantStatus = 201,
) {
  const res = await app.inject(schedulePost(setup.agent, { listing_id: setup.listing.listing_id, ...body }));
  expect(res.statusCode, res.body).toBe(wantStatus);
  return res.json().data.id as string;
}

describe('Instagram', () => {
  it('publishes a reel: the signed URL is fetched, the container polled until FINISHED, published once', async () => {
    const setup = await metaAgent(app, meta);
    const reel = await finishedReel(app, setup.agent, setup.listing.listing_id);
    const credits = await setup.facebookCredits();
    const id = await post(setup, {
      platform: 'instagram',
      reel_id: reel.id,
      text: 'Just listed: come see it',
    });
    const done = await settledPost(app, setup.agent, id);
    expect(done).toMatchObject({ status: 'published', reel_id: reel.id, error: null });
    const published = meta.state.published.filter((m) => m.caption === 'Just listed: come see it');
    expect(published).toHaveLength(1);
    expect(published[0]).toMatchObject({ igUserId: igUser, mediaType: 'REELS' });
    expect(done.external_url).toBe(`https://www.instagram.com/p/${published[0]!.id}/`);
    // Meta fetched our MP4 by its public signed address and got every byte.
    const videoUrl = published[0]!.mediaUrls[0]!;
    expect(videoUrl).toMatch(
      new RegExp(`^http://127\\.0\\.0\\.1:\\d+/api/v1/media/reels/${reel.id}/video\\?sig=`),
    );
    expect(meta.state.fetched.find((f) => f.url === videoUrl)).toMatchObject({
      status: 200,
      bytes: reel.bytes.length,
    });
    const container = [...meta.state.containers.values()].find((c) => c.mediaUrl === videoUrl)!;
    expect(container.reads).toBeGreaterThanOrEqual(meta.state.processingReads);
    // Issue 27: a reel is paid by its reel credit and Meta photo posts are included: no credit taken.
    expect(await setup.facebookCredits()).toBe(credits);
    // The address works for an hour, then no longer.
    expect((await fetch(videoUrl)).status).toBe(200);
    clock.advance(61 * 60_000);
    try {
      expect((await fetch(videoUrl)).status).toBe(403);
    } finally {
      clock.reset();
    }
  });

  it('fails a reel whose container ends in ERROR in words, takes no credit, publishes nothing', async () => {
    const setup = await metaAgent(app, meta);
    const reel = await finishedReel(app, setup.agent, setup.listing.listing_id);
    const credits = await setup.facebookCredits();
    const published = meta.state.published.length;
    meta.state.nextReelStatus = 'ERROR';
    const id = await post(setup, {
      platform: 'instagram',
      reel_id: reel.id,
      text: 'This one will not process',
    });
    const done = await settledPost(app, setup.agent, id);
    expect(done).toMatchObject({
      status: 'failed',
      error: SOCIAL_MESSAGES.instagramProcessingFailed('ERROR'),
    });
    expect(meta.state.published.length).toBe(published);
    expect(await setup.facebookCredits()).toBe(credits);
  });

  it("publishes a carousel of the listing's photos, in the post's order, with the caption", async () => {
    const setup = await metaAgent(app, meta, 3);
    const order = [setup.photoIds[2]!, setup.photoIds[0]!, setup.photoIds[1]!];
    const id = await post(setup, { platform: 'instagram', photo_ids: order, text: 'Three rooms, one view' });
    expect((await settledPost(app, setup.agent, id)).status).toBe('published');
    const carousel = meta.state.published.find((m) => m.caption === 'Three rooms, one view')!;
    expect(carousel.mediaType).toBe('CAROUSEL');
    expect(carousel.mediaUrls.map((u) => new URL(u).pathname)).toEqual(
      order.map((p) => `/api/v1/media/photos/${p}`),
    );
    for (const url of carousel.mediaUrls)
      expect(meta.state.fetched.find((f) => f.url === url)?.status).toBe(200);
  });

  it('waits when the publishing limit is reached: no credit, no container, the limit shown', async () => {
    const setup = await metaAgent(app, meta, 1);
    const credits = await setup.facebookCredits();
    const containers = meta.state.containers.size;
    meta.state.quota.usage = meta.state.quota.total;
    try {
      const limit = await app.inject({
        method: 'GET',
        url: '/api/v1/connected-accounts/facebook/instagram-limit',
        headers: setup.agent.auth,
      });
      expect(limit.json().data).toEqual({ quota_usage: 100, quota_total: 100, reached: true });
      const id = await post(setup, {
        platform: 'instagram',
        photo_ids: setup.photoIds,
        text: 'Over the limit',
      });
      const row = async () => (await db.select().from(scheduledPosts).where(eq(scheduledPosts.id, id)))[0]!;
      await expect
        .poll(async () => (await row()).error, { timeout: 10_000 })
        .toBe(SOCIAL_MESSAGES.instagramLimitReached(100, 100));
      const waiting = await row();
      expect(waiting.status).toBe('scheduled');
      expect(waiting.next_try_at!.getTime() - clock.now().getTime()).toBeGreaterThan(50 * 60_000);
      expect(meta.state.containers.size).toBe(containers);
      expect(await setup.facebookCredits()).toBe(credits);
    } finally {
      meta.state.quota.usage = 0;
    }
  });

  it('publishes a scheduled post once when the answer to media_publish is lost', async () => {
    const setup = await metaAgent(app, meta, 2);
    const credits = await setup.facebookCredits();
    const calls = (method: string, path: string) =>
      meta.calls.filter((c) => c.method === method && c.path === path).length;
    const publishes = calls('POST', `/v21.0/${igUser}/media_publish`);
    const lookups = calls('GET', `/v21.0/${igUser}/media`);
    // The publish is made, then its answer comes after the app's timeout: the next try must look first.
    meta.fail(`POST /v21.0/${igUser}/media_publish`, { delayMs: 1500 });
    const at = new Date(clock.now().getTime() + 1500).toISOString();
    const id = await post(setup, {
      platform: 'instagram',
      photo_ids: setup.photoIds,
      text: 'Scheduled, exactly once',
      publish_at: at,
    });
    expect(
      (
        await app.inject({ method: 'GET', url: `/api/v1/scheduled-posts/${id}`, headers: setup.agent.auth })
      ).json().data.status,
    ).toBe('scheduled');
    const done = await settledPost(app, setup.agent, id);
    expect(done.status).toBe('published');
    expect(meta.state.published.filter((m) => m.caption === 'Scheduled, exactly once')).toHaveLength(1);
    // One publish call; the second try looked the post up and found it instead of publishing again.
    expect(calls('POST', `/v21.0/${igUser}/media_publish`) - publishes).toBe(1);
    expect(calls('GET', `/v21.0/${igUser}/media`) - lookups).toBe(1);
    // Issue 27: a reel is paid by its reel credit and Meta photo posts are included: no credit taken.
    expect(await setup.facebookCredits()).toBe(credits);
  });
});

describe('Facebook Page', () => {
  it('posts several photos: each uploaded unpublished, then one feed post attaching them in order', async () => {
    const setup = await metaAgent(app, meta, 2);
    const order = [setup.photoIds[1]!, setup.photoIds[0]!];
    const id = await post(setup, {
      platform: 'facebook_page',
      photo_ids: order,
      text: 'Open house on Sunday',
    });
    const done = await settledPost(app, setup.agent, id);
    expect(done.status).toBe('published');
    const fbPost = meta.state.posts.find((p) => p.message === 'Open house on Sunday')!;
    expect(fbPost.pageId).toBe(pageId);
    expect(fbPost.photoUrls.map((u) => new URL(u).pathname)).toEqual(
      order.map((p) => `/api/v1/media/photos/${p}`),
    );
    expect(done.external_url).toBe(`https://www.facebook.com/${fbPost.id}`);
  });

  it('publishes a Page reel through start, upload (the MP4 bytes) and finish', async () => {
    const setup = await metaAgent(app, meta);
    const reel = await finishedReel(app, setup.agent, setup.listing.listing_id);
    const id = await post(setup, { platform: 'facebook_page', reel_id: reel.id, text: 'Take the tour' });
    const done = await settledPost(app, setup.agent, id);
    expect(done.status).toBe('published');
    const fbReel = [...meta.state.reels.values()].find((r) => r.description === 'Take the tour')!;
    expect(fbReel).toMatchObject({
      pageId,
      phases: ['start', 'upload', 'finish'],
      state: 'PUBLISHED',
      bytes: reel.bytes.length,
    });
    expect(done.external_url).toBe(`https://www.facebook.com/reel/${fbReel.id}`);
  });

  it('refuses a reel that is not a finished reel of the agent', async () => {
    const setup = await metaAgent(app, meta);
    const res = await app.inject(
      schedulePost(setup.agent, {
        listing_id: setup.listing.listing_id,
        platform: 'facebook_page',
        reel_id: crypto.randomUUID(),
        text: 'x',
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(SOCIAL_MESSAGES.reelNotReady);
  });
});
