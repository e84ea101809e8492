import { SOCIAL_MESSAGES } from '@pp/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { connectedAccounts, scheduledPosts } from '../src/db/schema';
import { createMetaTestApp, finishedReel, metaAgent } from './helpers/meta';
import { schedulePost, settledPost } from './helpers/social';

/**
 * A Facebook Page chosen for one post (issue 27): `page_id` on the request, checked against the Pages
 * the member manages on Meta, kept on the post and used by the publisher, while the connection's own
 * Page (the default) stays as it was.
 */
const { app, db, meta } = await createMetaTestApp();
const [mainPage, otherPage] = meta.pages as [(typeof meta.pages)[0], (typeof meta.pages)[0]];

const postsOf = async (userId: string) =>
  (await db.select().from(scheduledPosts).where(eq(scheduledPosts.user_id, userId))).length;
const accountPage = async (userId: string) =>
  (
    await db
      .select({ page: connectedAccounts.page_id })
      .from(connectedAccounts)
      .where(eq(connectedAccounts.user_id, userId))
  )[0]?.page;

describe('a Page chosen per post', () => {
  it('publishes a Page reel to the post’s Page, not the connection’s, and keeps the connection’s', async () => {
    const setup = await metaAgent(app, meta);
    const reel = await finishedReel(app, setup.agent, setup.listing.listing_id);
    const res = await app.inject(
      schedulePost(setup.agent, {
        listing_id: setup.listing.listing_id,
        platform: 'facebook_page',
        reel_id: reel.id,
        page_id: otherPage.id,
        text: 'Tour on the second Page',
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.page_id).toBe(otherPage.id);
    const done = await settledPost(app, setup.agent, res.json().data.id);
    expect(done).toMatchObject({ status: 'published', page_id: otherPage.id });
    const fbReel = [...meta.state.reels.values()].find((r) => r.description === 'Tour on the second Page')!;
    expect(fbReel.pageId).toBe(otherPage.id);
    expect(done.external_url).toBe(`https://www.facebook.com/reel/${fbReel.id}`);
    expect(await accountPage(setup.agent.userId)).toBe(mainPage.id);
  });

  it('without page_id posts to the connection’s Page (the default)', async () => {
    const setup = await metaAgent(app, meta);
    const res = await app.inject(
      schedulePost(setup.agent, {
        listing_id: setup.listing.listing_id,
        platform: 'facebook_page',
        text: 'Open house on the main Page',
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.page_id).toBeNull();
    const done = await settledPost(app, setup.agent, res.json().data.id);
    expect(done.status).toBe('published');
    expect(meta.state.posts.find((p) => p.message === 'Open house on the main Page')?.pageId).toBe(
      mainPage.id,
    );
  });

  it('refuses a Page the member does not manage, on the field, and writes nothing', async () => {
    const setup = await metaAgent(app, meta);
    const res = await app.inject(
      schedulePost(setup.agent, {
        listing_id: setup.listing.listing_id,
        platform: 'facebook_page',
        page_id: 'pg-someone-else',
        text: 'Not my Page',
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.page_id).toBe(SOCIAL_MESSAGES.pageNotManaged);
    expect(await postsOf(setup.agent.userId)).toBe(0);
  });

  it('refuses Instagram to a Page without a professional Instagram account, in words', async () => {
    const setup = await metaAgent(app, meta);
    const reel = await finishedReel(app, setup.agent, setup.listing.listing_id);
    const res = await app.inject(
      schedulePost(setup.agent, {
        listing_id: setup.listing.listing_id,
        platform: 'instagram',
        reel_id: reel.id,
        page_id: otherPage.id,
        text: 'Reel for a personal Instagram',
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.page_id).toBe(SOCIAL_MESSAGES.instagramNotProfessional);
    expect(await postsOf(setup.agent.userId)).toBe(0);
  });

  it('fails in words when the member no longer manages the post’s Page at publish time', async () => {
    const setup = await metaAgent(app, meta);
    const at = new Date(app.ctx.now().getTime() + 800).toISOString();
    const res = await app.inject(
      schedulePost(setup.agent, {
        listing_id: setup.listing.listing_id,
        platform: 'facebook_page',
        page_id: otherPage.id,
        text: 'The Page goes away',
        publish_at: at,
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const index = meta.pages.indexOf(otherPage);
    meta.pages.splice(index, 1);
    try {
      const done = await settledPost(app, setup.agent, res.json().data.id);
      expect(done).toMatchObject({ status: 'failed', error: SOCIAL_MESSAGES.pageNotManaged });
      expect(meta.state.posts.some((p) => p.message === 'The Page goes away')).toBe(false);
    } finally {
      meta.pages.splice(index, 0, otherPage);
    }
  });

  it('an edit moves a scheduled post to another Page, checked as when scheduling', async () => {
    const setup = await metaAgent(app, meta);
    const later = new Date(app.ctx.now().getTime() + 3_600_000).toISOString();
    const res = await app.inject(
      schedulePost(setup.agent, {
        listing_id: setup.listing.listing_id,
        platform: 'facebook_page',
        text: 'Moved to the second Page',
        publish_at: later,
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().data.id as string;
    const edit = (page_id: string | null, publish_at?: string) =>
      app.inject({
        method: 'PATCH',
        url: `/api/v1/scheduled-posts/${id}`,
        headers: setup.agent.auth,
        payload: { page_id, ...(publish_at ? { publish_at } : {}) },
      });
    const foreign = await edit('pg-someone-else');
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors.page_id).toBe(SOCIAL_MESSAGES.pageNotManaged);
    const [kept] = await db.select().from(scheduledPosts).where(eq(scheduledPosts.id, id));
    expect(kept!.page_id).toBeNull();
    const moved = await edit(otherPage.id, new Date(app.ctx.now().getTime() + 300).toISOString());
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data.page_id).toBe(otherPage.id);
    const done = await settledPost(app, setup.agent, id);
    expect(done).toMatchObject({ status: 'published', page_id: otherPage.id });
    expect(meta.state.posts.find((p) => p.message === 'Moved to the second Page')?.pageId).toBe(otherPage.id);
  });

  it('reads the publishing limit of the Instagram account linked to the post’s Page', async () => {
    const setup = await metaAgent(app, meta);
    const limit = (page: string) =>
      app.inject({
        method: 'GET',
        url: `/api/v1/connected-accounts/facebook/instagram-limit?page_id=${encodeURIComponent(page)}`,
        headers: setup.agent.auth,
      });
    meta.state.quota.usage = meta.state.quota.total;
    try {
      const full = await limit(mainPage.id);
      expect(full.statusCode, full.body).toBe(200);
      expect(full.json().data).toMatchObject({ quota_usage: meta.state.quota.total, reached: true });
    } finally {
      meta.state.quota.usage = 0;
    }
    const personal = await limit(otherPage.id);
    expect(personal.statusCode).toBe(400);
    expect(personal.json().message).toBe(SOCIAL_MESSAGES.instagramNotProfessional);
    const foreign = await limit('pg-someone-else');
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe(SOCIAL_MESSAGES.pageNotManaged);
  });
});
