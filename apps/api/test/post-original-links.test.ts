import type { TMediaPhoto } from '@pp/contract';
import { describe, expect, it } from 'vitest';
import { jpegPhoto } from './helpers/listing-photos';
import { multipartForm } from './helpers/multipart';
import { createPublishingTestApp, schedulePost, settledPost } from './helpers/social';

/**
 * California B&P Code §10140.8: a post that uses a digitally altered photo carries a link to the
 * unaltered original (the property page's anchor of that photo, where the original is beside it).
 */
const { stands, app, agentWithMaterial } = await createPublishingTestApp();

describe('a post with an altered photo', () => {
  it('links each altered photo with an original to the property page; other photos get no line', async () => {
    const { agent, listing, photoIds } = await agentWithMaterial(2);
    const form = multipartForm([
      { field: 'photos', data: await jpegPhoto(64, 48, '#22aa22'), filename: 'o.jpg' },
    ]);
    const uploaded = await app.inject({
      method: 'POST',
      url: `/api/v1/media/photos/${photoIds[1]}/original`,
      headers: { ...agent.auth, ...form.headers },
      payload: form.payload,
    });
    expect((uploaded.json().data as TMediaPhoto).altered).toBe(true);
    const res = await app.inject(
      schedulePost(agent, {
        listing_id: listing.listing_id,
        platform: 'twitter',
        text: 'Just listed in Albuquerque',
        photo_ids: photoIds,
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const post = await settledPost(app, agent, res.json().data.id);
    expect(post.status).toBe('published');
    const tweet = stands.x.tweets.find((t) => post.external_url?.endsWith(t.id))!;
    expect(tweet.text).toBe(
      `Just listed in Albuquerque\nOriginal photo: ${listing.page.url}#photo-${photoIds[1]}`,
    );
    expect(tweet.media_ids).toHaveLength(2);
  });
});
