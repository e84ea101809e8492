import type { TResults } from '@pp/contract';
import { describe, expect, it } from 'vitest';
import { clicksOf } from './helpers/page-clicks';
import { createPublishingTestApp, schedulePost, settledPost } from './helpers/social';

/**
 * Results per post for scheduled posts (issue 24): the link a scheduled post publishes carries the
 * scheduled post's id, as an immediate publish's carries its promotion's, so its clicks and leads are
 * counted for that post.
 */
const { stands, app, db, agentWithMaterial } = await createPublishingTestApp();
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/124.0 Safari/537.36';

describe('a scheduled post’s results', () => {
  it('publishes its page link with its own id and counts the clicks that link brings for it', async () => {
    const { agent, listing } = await agentWithMaterial();
    const res = await app.inject(
      schedulePost(agent, {
        listing_id: listing.listing_id,
        platform: 'twitter',
        text: `Just listed in Albuquerque ${listing.page.url}?src=x`,
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const post = await settledPost(app, agent, res.json().data.id);
    expect(post.status).toBe('published');
    const tweet = stands.x.tweets.find((t) => t.text.includes(`${listing.page.url}?src=x&post=${post.id}`));
    expect(tweet, JSON.stringify(stands.x.tweets.map((t) => t.text))).toBeDefined();

    const link = new URL(`${listing.page.url}?src=x&post=${post.id}`);
    for (const ip of ['198.51.100.21', '198.51.100.22']) {
      const page = await app.inject({
        method: 'GET',
        url: link.pathname + link.search,
        headers: { 'user-agent': BROWSER },
        remoteAddress: ip,
      });
      expect(page.statusCode).toBe(200);
    }
    await clicksOf(db, listing.listing_id, 2);
    const results = await app.inject({
      method: 'GET',
      url: '/api/v1/users/results?days=7',
      headers: agent.auth,
    });
    expect((results.json().data as TResults).by_post).toEqual([
      expect.objectContaining({
        post_id: post.id,
        platform: 'twitter',
        listing_id: listing.listing_id,
        clicks: 2,
      }),
    ]);
  });
});
