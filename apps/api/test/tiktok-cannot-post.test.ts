import { TIKTOK_MESSAGES, type TScheduledPost } from '@pp/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { scheduledPosts } from '../src/db/schema';
import { settledPost } from './helpers/social';
import { tiktokAgent } from './helpers/tiktok-agent';
import { createTikTokTestApp } from './helpers/tiktok-test-app';

/**
 * A creator who cannot post now (issue 27): creator_info/query or video/init answer
 * spam_risk_too_many_posts, spam_risk_user_banned_from_posting or reached_active_user_cap
 * (https://developers.tiktok.com/doc/content-posting-api-reference-query-creator-info). Refused in
 * words when scheduling, ended in words before any upload when publishing, and never tried again.
 */
const { app, db, tiktok } = await createTikTokTestApp();

const INFO = 'POST /v2/post/publish/creator_info/query/';
const INIT = 'POST /v2/post/publish/video/init/';
const callsOf = (route: string) => tiktok.state.calls.filter((c) => c === route).length;
const publishOf = (text: string) =>
  [...tiktok.uploads.publishes.values()].filter((p) => p.post_info?.title?.startsWith(text));

/**
 * The post ended in our words for `code` and `route` was called once since `callsBefore` (three
 * attempts allowed, one made: a creator who cannot post is not a passing failure), nothing published.
 */
async function endedAfterOneCall(
  done: TScheduledPost,
  code: keyof typeof TIKTOK_MESSAGES.cannotPostNow,
  route: string,
  callsBefore: number,
  text: string,
) {
  expect(done).toMatchObject({ status: 'failed', error: TIKTOK_MESSAGES.cannotPostNow[code] });
  await new Promise((r) => setTimeout(r, 400));
  expect(callsOf(route)).toBe(callsBefore + 1);
  expect(publishOf(text)).toHaveLength(0);
}

describe('a TikTok creator who cannot post now', () => {
  it('is refused in words when scheduling (and on the form’s creator info), and nothing is written', async () => {
    const setup = await tiktokAgent(app, db);
    tiktok.state.cannotPost = 'spam_risk_too_many_posts';
    try {
      const res = await setup.request('Too many today', { privacy_level: 'SELF_ONLY' });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBe(TIKTOK_MESSAGES.cannotPostNow.spam_risk_too_many_posts);
      const info = await app.inject({
        method: 'GET',
        url: '/api/v1/connected-accounts/tiktok/creator-info',
        headers: setup.agent.auth,
      });
      expect(info.statusCode).toBe(400);
      expect(info.json().message).toBe(TIKTOK_MESSAGES.cannotPostNow.spam_risk_too_many_posts);
    } finally {
      tiktok.state.cannotPost = null;
    }
    const rows = await db.select().from(scheduledPosts).where(eq(scheduledPosts.user_id, setup.agent.userId));
    expect(rows).toHaveLength(0);
  });

  it('fails in words before any upload when it becomes known at publish time, asked once', async () => {
    const setup = await tiktokAgent(app, db);
    const at = new Date(app.ctx.now().getTime() + 700).toISOString();
    const id = await setup.schedule('Banned by then', 'SELF_ONLY', at);
    const infoCalls = callsOf(INFO);
    tiktok.state.cannotPost = 'spam_risk_user_banned_from_posting';
    try {
      const done = await settledPost(app, setup.agent, id);
      await endedAfterOneCall(done, 'spam_risk_user_banned_from_posting', INFO, infoCalls, 'Banned by then');
    } finally {
      tiktok.state.cannotPost = null;
    }
  });

  it('ends in words, not retried, when video/init refuses (reached_active_user_cap)', async () => {
    const setup = await tiktokAgent(app, db);
    const inits = callsOf(INIT);
    tiktok.state.refuse.set(INIT, {
      status: 403,
      code: 'reached_active_user_cap',
      message: 'The daily quota for active publishing users from your client is reached.',
    });
    const done = await settledPost(app, setup.agent, await setup.schedule('Cap reached', 'SELF_ONLY'));
    await endedAfterOneCall(done, 'reached_active_user_cap', INIT, inits, 'Cap reached');
  });
});
