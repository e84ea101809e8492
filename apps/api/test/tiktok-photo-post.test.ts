import { PHOTO_POST_FAIR_USE_PER_DAY, TIKTOK_MESSAGES } from '@pp/contract';
import { describe, expect, it } from 'vitest';
import { freePort } from './helpers/free-port';
import { listPosts, settledPost } from './helpers/social';
import { tiktokPhotoAgent } from './helpers/tiktok-photo-agent';
import { createTikTokTestApp } from './helpers/tiktok-test-app';

/**
 * TikTok photo posts (issue 27; https://developers.tiktok.com/doc/content-posting-api-reference-photo-post)
 * with Direct Post approved and the media address verified (TIKTOK_PULL_FROM_URL): content/init with
 * media_type PHOTO names each photo's signed public address, and the stand-in fetches every one, as
 * TikTok would. The app listens on a real port so the stand-in can reach PUBLIC_MEDIA_BASE.
 */
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const { app, db, tiktok } = await createTikTokTestApp({
  TIKTOK_PULL_FROM_URL: 'true',
  PUBLIC_MEDIA_BASE: base,
});
await app.listen({ port, host: '127.0.0.1' });

const postsTitled = (text: string) =>
  [...tiktok.photos.posts.values()].filter((p) => p.post_info.description === text);
const inits = () => tiktok.state.calls.filter((c) => c === 'POST /v2/post/publish/content/init/').length;
const fairUse = async (auth: Record<string, string>) =>
  (await app.inject({ method: 'GET', url: '/api/v1/scheduled-posts/photo-fair-use', headers: auth })).json()
    .data;

describe('a TikTok photo post, now', () => {
  it('hands TikTok the photos in order, which it pulls byte for byte, and publishes once at no credit', async () => {
    const setup = await tiktokPhotoAgent(app, db, 3);
    const before = await setup.credits();
    const used = (await fairUse(setup.agent.auth)).used;
    const ids = [setup.photoIds[2]!, setup.photoIds[0]!, setup.photoIds[1]!];
    const res = await setup.request('Three rooms of light', ids, {
      privacy_level: 'PUBLIC_TO_EVERYONE',
      disable_comment: true,
      brand_organic_toggle: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    const done = await settledPost(app, setup.agent, res.json().data.id);
    expect(done.status, done.error ?? '').toBe('published');
    const [post, ...more] = postsTitled('Three rooms of light');
    expect(more).toHaveLength(0);
    expect(post).toMatchObject({
      direct: true,
      cover: 0,
      post_info: {
        privacy_level: 'PUBLIC_TO_EVERYONE',
        disable_comment: true,
        auto_add_music: false,
        brand_organic_toggle: true,
        brand_content_toggle: false,
      },
    });
    expect(post!.post_info.title).toBeUndefined();
    expect(post!.pulled.map((p) => p.status)).toEqual([200, 200, 200]);
    expect(post!.pulled.map((p) => p.mime)).toEqual(['image/jpeg', 'image/jpeg', 'image/jpeg']);
    for (const [i, id] of ids.entries()) {
      expect(post!.urls[i]).toMatch(new RegExp(`^${base}/api/v1/media/photos/${id}\\?.*exp=`));
      expect(post!.pulled[i]!.sha256).toBe(tiktok.sha(await setup.stored(id)));
    }
    expect(done.external_url).toBe(`https://www.tiktok.com/@jane.agent/photo/${post!.postId}`);
    // Included in the plan like an Instagram photo post: no credit, counted against the day's fair use.
    expect(await setup.credits()).toBe(before);
    expect(await fairUse(setup.agent.auth)).toMatchObject({
      used: used + 1,
      limit: PHOTO_POST_FAIR_USE_PER_DAY,
    });
    // The addresses are signed: without the signature our server refuses them.
    expect((await fetch(post!.urls[0]!.split('?')[0]!)).status).toBeGreaterThanOrEqual(400);
  });

  it("ends a FAILED status in words, with TikTok's reason for a photo", async () => {
    const setup = await tiktokPhotoAgent(app, db, 1);
    tiktok.photos.plans.failNext = 'picture_size_check_failed';
    const res = await setup.request('Too small', setup.photoIds, { privacy_level: 'SELF_ONLY' });
    expect(res.statusCode, res.body).toBe(201);
    const done = await settledPost(app, setup.agent, res.json().data.id);
    expect(done.status).toBe('failed');
    expect(done.error).toBe(
      `TikTok refused the post: "a photo's size in pixels is not one TikTok takes". No credit was taken for it.`,
    );
    expect(postsTitled('Too small')).toHaveLength(1);
  });

  it('ends in words, without trying again, when TikTok has not verified the photo addresses', async () => {
    const setup = await tiktokPhotoAgent(app, db, 1);
    tiktok.photos.plans.verifiedPrefixes = ['https://media.example.com/'];
    try {
      const calls = inits();
      const res = await setup.request('Unverified', setup.photoIds, { privacy_level: 'SELF_ONLY' });
      const done = await settledPost(app, setup.agent, res.json().data.id);
      expect(done.status).toBe('failed');
      expect(done.error).toMatch(/TikTok refused the post.*The URL prefix or domain is not verified/);
      expect(inits()).toBe(calls + 1);
      expect(postsTitled('Unverified')).toHaveLength(0);
    } finally {
      tiktok.photos.plans.verifiedPrefixes = null;
    }
  });
});

describe('exactly once', () => {
  it('a try whose status read fails is followed by a look-up of the same publish_id, never a second init', async () => {
    const setup = await tiktokPhotoAgent(app, db, 1);
    const calls = inits();
    tiktok.state.refuse.set('POST /v2/post/publish/status/fetch/', {
      status: 500,
      code: 'internal_error',
      message: 'Something went wrong.',
    });
    const res = await setup.request('Asked twice', setup.photoIds, { privacy_level: 'SELF_ONLY' });
    const done = await settledPost(app, setup.agent, res.json().data.id);
    expect(done.status, done.error ?? '').toBe('published');
    expect(tiktok.state.refuse.size).toBe(0);
    expect(inits()).toBe(calls + 1);
    const [post, ...more] = postsTitled('Asked twice');
    expect(more).toHaveLength(0);
    expect(post!.pulled).toHaveLength(1);
  });
});

describe('a scheduled TikTok photo post', () => {
  it('waits for its time, then publishes privately with the profile as its link', async () => {
    const setup = await tiktokPhotoAgent(app, db, 2);
    tiktok.photos.plans.verifiedPrefixes = [`${base}/api/v1/media/photos/`];
    try {
      const at = new Date(Date.now() + 1500).toISOString();
      const res = await setup.request(
        'Open house Sunday',
        setup.photoIds,
        { privacy_level: 'SELF_ONLY' },
        at,
      );
      expect(res.statusCode, res.body).toBe(201);
      const id = res.json().data.id as string;
      expect((await listPosts(app, setup.agent)).find((p) => p.id === id)?.status).toBe('scheduled');
      expect(postsTitled('Open house Sunday')).toHaveLength(0);
      const done = await settledPost(app, setup.agent, id);
      expect(done.status).toBe('published');
      expect(new Date(done.published_at!).getTime()).toBeGreaterThanOrEqual(new Date(at).getTime() - 1000);
      expect(done.external_url).toBe('https://www.tiktok.com/@jane.agent');
      expect(postsTitled('Open house Sunday')).toHaveLength(1);
    } finally {
      tiktok.photos.plans.verifiedPrefixes = null;
    }
  });
});

describe('refused before anything is written', () => {
  it('no photo, more than 35, a description over 4,000, a PNG, a privacy level not offered', async () => {
    const setup = await tiktokPhotoAgent(app, db, 1);
    const before = await setup.written();
    const calls = inits();
    const privacy = { privacy_level: 'SELF_ONLY' };
    const cases = [
      [await setup.request('None', [], privacy), 'photo_ids', TIKTOK_MESSAGES.needsMedia],
      // No privacy level: a photo post is asked who can view it (a video: who can watch).
      [
        await setup.request('Nobody chosen', setup.photoIds, undefined),
        'tiktok.privacy_level',
        TIKTOK_MESSAGES.needsPhotoPrivacy,
      ],
      [
        await setup.request(
          'Many',
          Array.from({ length: 36 }, () => setup.photoIds[0]!),
          privacy,
        ),
        'photo_ids',
        'At most 35 photos for this platform',
      ],
      [
        await setup.request('x'.repeat(4001), setup.photoIds, privacy),
        'text',
        'The text is longer than the platform allows',
      ],
      [await setup.request('Png', [setup.pngId], privacy), 'photo_ids', TIKTOK_MESSAGES.photoFormat([1])],
      [
        await setup.request('Friends', setup.photoIds, { privacy_level: 'FOLLOWER_OF_CREATOR' }),
        'tiktok.privacy_level',
        TIKTOK_MESSAGES.privacyNotOffered(['PUBLIC_TO_EVERYONE', 'MUTUAL_FOLLOW_FRIENDS', 'SELF_ONLY']),
      ],
    ] as const;
    for (const [res, field, message] of cases) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors?.[field] ?? res.json().message, res.body).toBe(message);
    }
    expect(await setup.written()).toEqual(before);
    expect(inits()).toBe(calls);
  });
});
