import { TIKTOK_DISCLOSURE } from '@pp/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { scheduledPosts } from '../src/db/schema';
import { settledPost } from './helpers/social';
import { tiktokAgent } from './helpers/tiktok-agent';
import { createTikTokTestApp } from './helpers/tiktok-test-app';

/**
 * TikTok's commercial content disclosure (issue 27; https://developers.tiktok.com/doc/content-sharing-guidelines):
 * "Your brand" and "Branded content" reach video/init as post_info.brand_organic_toggle and
 * brand_content_toggle (https://developers.tiktok.com/doc/content-posting-api-reference-direct-post),
 * and branded content cannot be private.
 */
const { app, db, tiktok } = await createTikTokTestApp();

const publishOf = (text: string) =>
  [...tiktok.uploads.publishes.values()].filter((p) => p.post_info?.title?.startsWith(text));

describe('the commercial content disclosure', () => {
  it("sends 'Your brand' as brand_organic_toggle and keeps it on the post", async () => {
    const setup = await tiktokAgent(app, db);
    const res = await setup.request('My own listing', {
      privacy_level: 'PUBLIC_TO_EVERYONE',
      brand_organic_toggle: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    const done = await settledPost(app, setup.agent, res.json().data.id);
    expect(done).toMatchObject({
      status: 'published',
      tiktok: { brand_organic_toggle: true, brand_content_toggle: false },
    });
    expect(publishOf('My own listing')[0]!.post_info).toMatchObject({
      brand_organic_toggle: true,
      brand_content_toggle: false,
    });
  });

  it('sends branded content for a public post, and refuses it as private (only me) with nothing written', async () => {
    const setup = await tiktokAgent(app, db);
    const choice = { brand_organic_toggle: true, brand_content_toggle: true };
    const ok = await setup.request('Paid partnership', { privacy_level: 'FOLLOWER_OF_CREATOR', ...choice });
    // The stand-in offers no FOLLOWER_OF_CREATOR: refused on the privacy level, not the disclosure.
    expect(ok.statusCode).toBe(400);
    const pub = await setup.request('Paid partnership', {
      privacy_level: 'MUTUAL_FOLLOW_FRIENDS',
      ...choice,
    });
    expect(pub.statusCode, pub.body).toBe(201);
    await settledPost(app, setup.agent, pub.json().data.id);
    expect(publishOf('Paid partnership')[0]!.post_info).toMatchObject(choice);
    const res = await setup.request('Branded but private', { privacy_level: 'SELF_ONLY', ...choice });
    expect(res.statusCode, res.body).toBe(400);
    expect(Object.values(res.json().errors ?? {})).toContain(TIKTOK_DISCLOSURE.brandedNotPrivate);
    const rows = await db.select().from(scheduledPosts).where(eq(scheduledPosts.user_id, setup.agent.userId));
    expect(rows.map((r) => r.text)).toEqual(['Paid partnership']);
    expect(publishOf('Branded but private')).toHaveLength(0);
  });

  it("an edit's new TikTok choice is checked as at creation: branded content not private, a level the account offers", async () => {
    const setup = await tiktokAgent(app, db);
    const later = new Date(app.ctx.now().getTime() + 3_600_000).toISOString();
    const id = await setup.schedule('Edited later', 'PUBLIC_TO_EVERYONE', later);
    const edit = (tiktok: unknown) =>
      app.inject({
        method: 'PATCH',
        url: `/api/v1/scheduled-posts/${id}`,
        headers: setup.agent.auth,
        payload: { tiktok },
      });
    const branded = await edit({ privacy_level: 'SELF_ONLY', brand_content_toggle: true });
    expect(branded.statusCode).toBe(400);
    expect(Object.values(branded.json().errors ?? {})).toContain(TIKTOK_DISCLOSURE.brandedNotPrivate);
    const notOffered = await edit({ privacy_level: 'FOLLOWER_OF_CREATOR' });
    expect(notOffered.statusCode).toBe(400);
    const [row] = await db.select().from(scheduledPosts).where(eq(scheduledPosts.id, id));
    expect(row!.tiktok).toMatchObject({ privacy_level: 'PUBLIC_TO_EVERYONE' });
    const ok = await edit({ privacy_level: 'MUTUAL_FOLLOW_FRIENDS', brand_organic_toggle: true });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.tiktok).toMatchObject({
      privacy_level: 'MUTUAL_FOLLOW_FRIENDS',
      brand_organic_toggle: true,
    });
  });

  it('the stand-in refuses branded content that is private, as TikTok documents', () => {
    const body = (privacy_level: string, brand_content_toggle: unknown) => ({
      post_info: { title: 't', privacy_level, brand_content_toggle } as never,
      source_info: { source: 'PULL_FROM_URL', video_url: 'https://example.com/v.mp4' },
    });
    const offered = ['PUBLIC_TO_EVERYONE', 'SELF_ONLY'];
    expect(tiktok.uploads.check(body('SELF_ONLY', true), true, offered)).toMatch(/cannot be set to private/);
    expect(tiktok.uploads.check(body('SELF_ONLY', false), true, offered)).toBeNull();
    expect(tiktok.uploads.check(body('PUBLIC_TO_EVERYONE', true), true, offered)).toBeNull();
    expect(tiktok.uploads.check(body('PUBLIC_TO_EVERYONE', 'yes'), true, offered)).toMatch(/boolean/);
  });
});
