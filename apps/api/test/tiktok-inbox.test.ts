import { TIKTOK_MESSAGES } from '@pp/contract';
import { describe, expect, it } from 'vitest';
import { createAccount } from './helpers/accounts';
import { settledPost } from './helpers/social';
import { tiktokAgent } from './helpers/tiktok-agent';
import { tiktokPhotoAgent } from './helpers/tiktok-photo-agent';
import { createTikTokTestApp } from './helpers/tiktok-test-app';

/**
 * TikTok without Direct Post approval (TIKTOK_DIRECT_POST off, the default): the reel goes to the
 * creator's inbox through inbox/video/init, and the agent is told to open TikTok to finish the post.
 */
const { app, db, tiktok } = await createTikTokTestApp({
  TIKTOK_DIRECT_POST: undefined,
  TIKTOK_CHUNK_BYTES: '4096',
});

const creatorInfo = (auth: Record<string, string>) =>
  app.inject({ method: 'GET', url: '/api/v1/connected-accounts/tiktok/creator-info', headers: auth });

describe('creator info', () => {
  it("answers the account's privacy levels, maximum length and interactions, and that posts go to the inbox", async () => {
    const setup = await tiktokAgent(app, db);
    const res = await creatorInfo(setup.agent.auth);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      username: 'jane.agent',
      nickname: 'Jane Agent',
      privacy_level_options: ['PUBLIC_TO_EVERYONE', 'MUTUAL_FOLLOW_FRIENDS', 'SELF_ONLY'],
      comment_disabled: false,
      duet_disabled: false,
      stitch_disabled: true,
      max_video_post_duration_sec: 600,
      direct_post: false,
      photo_posts: false,
    });
  });

  it('asks to reconnect when TikTok is not connected', async () => {
    const agent = await createAccount(app, { trial: true });
    const res = await creatorInfo(agent.auth);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/Reconnect/);
  });

  it('marks the account revoked when TikTok refuses its token, and asks to reconnect', async () => {
    const setup = await tiktokAgent(app, db);
    tiktok.state.unauthorized.add('POST /v2/post/publish/creator_info/query/');
    const res = await creatorInfo(setup.agent.auth);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/Reconnect/);
    expect((await setup.account()).revoked_at).not.toBeNull();
  });
});

describe('uploading to the inbox', () => {
  it('sends the reel without post_info and shows "open TikTok to finish", once', async () => {
    const setup = await tiktokAgent(app, db, 10_000);
    const before = await setup.credits();
    const id = await setup.schedule('Inbox reel', 'SELF_ONLY');
    const done = await settledPost(app, setup.agent, id);
    expect(done).toMatchObject({
      status: 'published',
      tiktok: { privacy_level: 'SELF_ONLY', sent_to_inbox: true },
      external_url: 'https://www.tiktok.com/',
    });
    const mine = [...tiktok.uploads.publishes.values()].filter(
      (p) => p.done?.sha256 === tiktok.sha(setup.reel.bytes),
    );
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ direct: false, post_info: undefined, count: 2 });
    expect(tiktok.calls.some((c) => c.path === '/v2/post/publish/video/init/')).toBe(false);
    await setup.chargedOnce(id, before);
  });
});

describe('photo posts without a verified media address', () => {
  it('are refused in words when scheduling (TikTok pulls photos only from a verified address), nothing written', async () => {
    const setup = await tiktokPhotoAgent(app, db, 1);
    const before = await setup.written();
    const res = await setup.request('Photos', setup.photoIds, { privacy_level: 'SELF_ONLY' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.photo_ids).toBe(TIKTOK_MESSAGES.photosNotConfigured);
    expect(await setup.written()).toEqual(before);
    expect(tiktok.state.calls).not.toContain('POST /v2/post/publish/content/init/');
  });
});
