import { describe, expect, it } from 'vitest';
import { settledPost } from './helpers/social';
import { tiktokAgent } from './helpers/tiktok-agent';
import { createTikTokTestApp } from './helpers/tiktok-test-app';

/**
 * The listing page's Posts card (GET /listings/:id/activity) lists scheduled posts that went out or
 * ended (issue 27: reels and most posts go through the schedule), not only immediate promotions: it
 * said "Nothing posted yet" under a published post.
 */
const { app, db, tiktok } = await createTikTokTestApp();

describe('a listing’s activity', () => {
  it('lists its published and failed scheduled posts, newest first, and not those still to come', async () => {
    const setup = await tiktokAgent(app, db);
    const done = await settledPost(app, setup.agent, await setup.schedule('Out on TikTok', 'SELF_ONLY'));
    expect(done.status).toBe('published');
    tiktok.uploads.plans.failNext = 'spam_risk_text';
    const failed = await settledPost(
      app,
      setup.agent,
      await setup.schedule('Refused by TikTok', 'SELF_ONLY'),
    );
    expect(failed.status).toBe('failed');
    const later = new Date(app.ctx.now().getTime() + 86_400_000).toISOString();
    await setup.schedule('Tomorrow', 'SELF_ONLY', later);
    const res = await app.inject({
      method: 'GET',
      url: `/api/v1/listings/${done.listing_id}/activity`,
      headers: setup.agent.auth,
    });
    expect(res.statusCode, res.body).toBe(200);
    const posts = res.json().data.posts as Array<{ promotion_id: string; platform: string; status: string }>;
    expect(posts.map((p) => [p.promotion_id, p.platform, p.status])).toEqual([
      [failed.id, 'tiktok', 'failed'],
      [done.id, 'tiktok', 'published'],
    ]);
  });
});
