import { SOCIAL_MESSAGES } from '@pp/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadEnv } from '../src/config/env';
import { connectedAccounts, scheduledPosts } from '../src/db/schema';
import { createAccount } from './helpers/accounts';
import { PRODUCTION_READY } from './helpers/production-env';
import { connectAccount, consent, listPosts, settledPost } from './helpers/social';
import { tiktokAgent } from './helpers/tiktok-agent';
import { createTikTokTestApp } from './helpers/tiktok-test-app';

/**
 * TikTok Direct Post (issue 27) against the TikTok stand-in: Login Kit with PKCE, creator_info read
 * first, video/init with FILE_UPLOAD in chunks, status/fetch until PUBLISH_COMPLETE; a 429, a lost
 * answer mid-upload, a FAILED status and a revoked account.
 */
const { app, db, tiktok } = await createTikTokTestApp();

const publishOf = (text: string) =>
  [...tiktok.uploads.publishes.values()].filter((p) => p.post_info?.title?.startsWith(text));

describe('connecting TikTok', () => {
  it('asks with client_key, comma-separated scopes and PKCE S256, and keeps both tokens sealed', async () => {
    const agent = await createAccount(app, { trial: true });
    const q = (await consent(app, agent, 'tiktok')).authorizeUrl.searchParams;
    expect(q.get('client_key')).toBe(tiktok.env.TIKTOK_CLIENT_KEY);
    expect(q.get('scope')?.split(',').sort()).toEqual(['user.info.basic', 'video.publish', 'video.upload']);
    expect(q.get('code_challenge_method')).toBe('S256');
    const card = await connectAccount(app, agent, 'tiktok');
    expect(card).toMatchObject({ platform: 'tiktok', account_name: 'Jane Agent', health: 'connected' });
    // The refresh token ends in a year: the card shows that end, not the access token's day.
    expect(new Date(card.expires_at).getTime()).toBeGreaterThan(Date.now() + 300 * 86_400_000);
  });

  it('renews an ended access token with the refresh token (client_key in the form) before posting', async () => {
    const setup = await tiktokAgent(app, db);
    const before = await setup.account();
    await db
      .update(connectedAccounts)
      .set({ expires_at: new Date(Date.now() - 60_000) })
      .where(eq(connectedAccounts.id, before.id));
    const refreshes = tiktok.oauth.refreshCount();
    const done = await settledPost(app, setup.agent, await setup.schedule('Fresh token', 'SELF_ONLY'));
    expect(done.status).toBe('published');
    expect(tiktok.oauth.refreshCount()).toBe(refreshes + 1);
    const after = await setup.account();
    expect(app.ctx.cipher.decrypt(after.access_token)).not.toBe(app.ctx.cipher.decrypt(before.access_token));
    expect(app.ctx.cipher.decrypt(after.refresh_token!)).not.toBe(
      app.ctx.cipher.decrypt(before.refresh_token!),
    );
    expect(after.expires_at!.getTime()).toBeGreaterThan(Date.now());
  });
});

describe('posting a reel directly', () => {
  it('reads creator_info, uploads in Content-Range chunks and publishes once with the privacy chosen', async () => {
    const setup = await tiktokAgent(app, db, 5000);
    const before = await setup.credits();
    const id = await setup.schedule('Direct now: come see it', 'MUTUAL_FOLLOW_FRIENDS');
    const done = await settledPost(app, setup.agent, id);
    expect(done).toMatchObject({ status: 'published', tiktok: { privacy_level: 'MUTUAL_FOLLOW_FRIENDS' } });
    const [publish, ...more] = publishOf('Direct now');
    expect(more).toHaveLength(0);
    expect(publish!.done!.sha256).toBe(tiktok.sha(setup.reel.bytes));
    expect(publish!.post_info).toMatchObject({ privacy_level: 'MUTUAL_FOLLOW_FRIENDS', disable_duet: false });
    // 5000 bytes in 2048-byte chunks: floor(5000/2048) = 2 chunks, the last taking the trailing bytes.
    const ranges = tiktok.uploads.chunks.filter((c) => c.publish_id === publish!.publish_id);
    expect(ranges.map((c) => [c.first, c.last])).toEqual([
      [0, 2047],
      [2048, 4999],
    ]);
    // Not public: no public id, so the link is the creator's profile.
    expect(done.external_url).toBe('https://www.tiktok.com/@jane.agent');
    await setup.chargedOnce(id, before);
  });

  it('publishes a scheduled post at its time, with the public video link', async () => {
    const setup = await tiktokAgent(app, db);
    const at = new Date(Date.now() + 1500).toISOString();
    const id = await setup.schedule('Scheduled tour', 'PUBLIC_TO_EVERYONE', at);
    expect((await listPosts(app, setup.agent)).find((p) => p.id === id)?.status).toBe('scheduled');
    expect(publishOf('Scheduled tour')).toHaveLength(0);
    const done = await settledPost(app, setup.agent, id);
    expect(done.status).toBe('published');
    expect(new Date(done.published_at!).getTime()).toBeGreaterThanOrEqual(new Date(at).getTime() - 1000);
    expect(done.external_url).toMatch(/^https:\/\/www\.tiktok\.com\/@jane\.agent\/video\/\d+$/);
  });

  it('refuses, when scheduling, a privacy level the account does not offer and a reel over its maximum', async () => {
    const setup = await tiktokAgent(app, db, 3000, 90);
    tiktok.state.creatorInfo.max_video_post_duration_sec = 60;
    try {
      const long = await setup.request('Too long', { privacy_level: 'SELF_ONLY' });
      expect(long.statusCode).toBe(400);
      expect(long.json().errors.reel_id).toBe(
        'TikTok takes videos of at most 60 seconds from this account; this reel is 90 seconds. Choose a shorter reel.',
      );
      const hidden = await setup.request('Followers', { privacy_level: 'FOLLOWER_OF_CREATOR' });
      expect(hidden.statusCode).toBe(400);
      expect(hidden.json().errors['tiktok.privacy_level']).toContain('PUBLIC_TO_EVERYONE');
      expect((await setup.request('No privacy', undefined)).statusCode).toBe(400);
      // A caption is at most 2,200 characters (video/init's post_info.title).
      const caption = await setup.request('x'.repeat(2201), { privacy_level: 'SELF_ONLY' });
      expect(caption.statusCode).toBe(400);
      expect(caption.json().errors.text).toBe('The text is longer than the platform allows');
      expect(await listPosts(app, setup.agent)).toHaveLength(0);
    } finally {
      tiktok.state.creatorInfo.max_video_post_duration_sec = 600;
    }
  });

  it('refuses before upload a reel that grew past the maximum after it was scheduled, taking no credit', async () => {
    const setup = await tiktokAgent(app, db, 3000, 45);
    const before = await setup.credits();
    const at = new Date(Date.now() + 800).toISOString();
    const id = await setup.schedule('Shrunk maximum', 'SELF_ONLY', at);
    tiktok.state.creatorInfo.max_video_post_duration_sec = 30;
    try {
      const done = await settledPost(app, setup.agent, id);
      expect(done.status).toBe('failed');
      expect(done.error).toContain('at most 30 seconds');
      expect(
        [...tiktok.uploads.publishes.values()].filter(
          (p) => p.creator === tiktok.creator.open_id && p.post_info?.title === 'Shrunk maximum',
        ),
      ).toHaveLength(0);
      expect(await setup.credits()).toBe(before);
    } finally {
      tiktok.state.creatorInfo.max_video_post_duration_sec = 600;
    }
  });

  it('waits out a 429 rate_limit_exceeded and publishes once', async () => {
    const setup = await tiktokAgent(app, db);
    const before = await setup.credits();
    tiktok.state.rateLimit.set('POST /v2/post/publish/status/fetch/', 1);
    const id = await setup.schedule('Rate limited');
    const done = await settledPost(app, setup.agent, id);
    expect(done.status).toBe('published');
    expect(tiktok.state.rateLimit.size).toBe(0);
    expect(publishOf('Rate limited')).toHaveLength(1);
    await setup.chargedOnce(id, before);
  });

  it('resumes an upload whose chunk answer was lost: one publish, each byte sent once after the lost one', async () => {
    const setup = await tiktokAgent(app, db, 9000);
    tiktok.uploads.plans.holdChunk = { index: 1, holdMs: 1500 };
    const id = await setup.schedule('Lost chunk answer');
    const done = await settledPost(app, setup.agent, id);
    expect(done.status).toBe('published');
    const [publish, ...more] = publishOf('Lost chunk answer');
    expect(more).toHaveLength(0);
    expect(publish!.done!.sha256).toBe(tiktok.sha(setup.reel.bytes));
    const firsts = tiktok.uploads.chunks
      .filter((c) => c.publish_id === publish!.publish_id)
      .map((c) => c.first);
    expect(firsts).toEqual([0, 2048, 4096, 6144]);
    const [row] = await db.select().from(scheduledPosts).where(eq(scheduledPosts.id, id));
    // Two tries reached TikTok; the second asked status/fetch and went on with the same publish_id.
    expect(row!.platform_calls).toBe(2);
    expect(tiktok.uploads.publishes.get(publish!.publish_id)!.received.length).toBe(9000);
  });

  it("fails with TikTok's fail_reason in words, the credit untouched", async () => {
    const setup = await tiktokAgent(app, db);
    const before = await setup.credits();
    tiktok.uploads.plans.failNext = 'frame_rate_check_failed';
    const done = await settledPost(app, setup.agent, await setup.schedule('Bad frame rate'));
    expect(done.status).toBe('failed');
    expect(done.error).toMatch(
      /^TikTok refused the post: "the video's frame rate is not one TikTok takes"\./,
    );
    expect(await setup.credits()).toBe(before);
  });

  it("fails a post TikTok refuses at init with TikTok's own words (error.message)", async () => {
    const setup = await tiktokAgent(app, db);
    const before = await setup.credits();
    tiktok.state.refuse.set('POST /v2/post/publish/video/init/', {
      status: 403,
      // (spam_risk_* and reached_active_user_cap have words of ours: tiktok-cannot-post.test.ts.)
      code: 'unaudited_client_can_only_post_to_private_accounts',
      message: 'The unaudited client can only post to private accounts.',
    });
    const done = await settledPost(app, setup.agent, await setup.schedule('Capped', 'SELF_ONLY'));
    expect(done.status).toBe('failed');
    expect(done.error).toContain('"The unaudited client can only post to private accounts."');
    expect(await setup.credits()).toBe(before);
  });

  it('fails a post whose account was revoked with a reconnect prompt, credit back, health revoked', async () => {
    const setup = await tiktokAgent(app, db);
    const before = await setup.credits();
    const at = new Date(Date.now() + 800).toISOString();
    const id = await setup.schedule('Revoked', 'SELF_ONLY', at);
    tiktok.state.unauthorized.add('POST /v2/post/publish/video/init/');
    const done = await settledPost(app, setup.agent, id);
    expect(done).toMatchObject({ status: 'failed', error: SOCIAL_MESSAGES.reconnect });
    expect(await setup.credits()).toBe(before);
    const cards = await app.inject({
      method: 'GET',
      url: '/api/v1/connected-accounts',
      headers: setup.agent.auth,
    });
    expect(cards.json().data.accounts.find((a: { platform: string }) => a.platform === 'tiktok').health).toBe(
      'revoked',
    );
    // Reconnecting makes it healthy again.
    expect((await connectAccount(app, setup.agent, 'tiktok')).health).toBe('connected');
  });
});

describe('production', () => {
  it('refuses the TikTok stand-in addresses and a half-set client', () => {
    const ready = {
      ...PRODUCTION_READY,
      TIKTOK_CLIENT_KEY: 'key',
      TIKTOK_CLIENT_SECRET: 'secret',
    };
    expect(() => loadEnv(ready)).not.toThrow();
    for (const name of ['TIKTOK_AUTH_BASE', 'TIKTOK_API_BASE'] as const)
      expect(() => loadEnv({ ...ready, [name]: tiktok.base })).toThrow(`${name} must be an https address`);
    expect(() => loadEnv({ ...ready, TIKTOK_CLIENT_SECRET: undefined })).toThrow(
      'TIKTOK_CLIENT_SECRET is required',
    );
    expect(() => loadEnv({ ...ready, TIKTOK_CHUNK_BYTES: '2048' })).toThrow('at least 5 MB');
  });
});
