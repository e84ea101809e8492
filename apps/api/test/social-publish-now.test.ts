import { describe, expect, it } from 'vitest';
import { createPublishingTestApp, schedulePost, settledPost } from './helpers/social';

const { stands, app, agentWithMaterial, credits, publishEvents } = await createPublishingTestApp();

describe('publishing now', () => {
  it('posts to X with four photos through the chunked upload, taking one X credit', async () => {
    const { agent, listing, photoIds } = await agentWithMaterial(4);
    const before = await credits(agent);
    const res = await app.inject(
      schedulePost(agent, {
        listing_id: listing.listing_id,
        platform: 'twitter',
        text: 'Just listed in Albuquerque',
        photo_ids: photoIds,
      }),
    );
    expect(res.statusCode).toBe(201);
    const post = await settledPost(app, agent, res.json().data.id);
    expect(post.status).toBe('published');
    const tweet = stands.x.tweets.find((t) => post.external_url?.endsWith(t.id));
    expect(tweet).toMatchObject({ text: 'Just listed in Albuquerque' });
    expect(tweet!.media_ids).toHaveLength(4);
    expect((await credits(agent)).promote_to_twitter).toBe(before.promote_to_twitter! - 1);
    // Counted like an immediate publish: one usage event of the platform, the listing and its source.
    const events = await publishEvents(agent);
    expect(events.map((e) => [e.platform, e.source, e.listing_id])).toEqual([
      ['twitter', 'zillow', listing.listing_id],
    ]);
  });

  it('posts to LinkedIn with an uploaded image, the configured LinkedIn-Version and escaped commentary', async () => {
    const { agent, listing, photoIds } = await agentWithMaterial(1);
    const res = await app.inject(
      schedulePost(agent, {
        listing_id: listing.listing_id,
        platform: 'linkedin',
        text: 'Open house (Sat) #realestate',
        photo_ids: photoIds,
      }),
    );
    const post = await settledPost(app, agent, res.json().data.id);
    expect(post.status).toBe('published');
    const published = stands.linkedin.posts.find((p) => post.external_url?.includes(p.id));
    expect(published).toMatchObject({ commentary: 'Open house \\(Sat\\) #realestate', version: '202610' });
    expect(published!.images).toHaveLength(1);
  });

  it('with link_in_reply posts X the text without the link and the link in a reply', async () => {
    const { agent, listing } = await agentWithMaterial();
    const res = await app.inject(
      schedulePost(agent, {
        listing_id: listing.listing_id,
        platform: 'twitter',
        text: 'New on the market https://example.com/homes/1220',
        link_in_reply: true,
      }),
    );
    const post = await settledPost(app, agent, res.json().data.id);
    const main = stands.x.tweets.find((t) => post.external_url?.endsWith(t.id))!;
    expect(main.text).toBe('New on the market');
    expect(stands.x.tweets.find((t) => t.in_reply_to === main.id)?.text).toBe(
      'https://example.com/homes/1220',
    );
  });
});
