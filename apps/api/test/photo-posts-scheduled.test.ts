import { describe, expect, it } from 'vitest';
import { createPublishingTestApp, schedulePost, settledPost } from './helpers/social';

/**
 * X and LinkedIn photo posts on a schedule (issue 27's "now and on a schedule" for the platforms that
 * take photos; the now cases are in social-publish-now.test.ts): still scheduled when asked, then
 * published at their time with every photo at the stand-in, one credit of the platform each.
 */
const { stands, app, clock, agentWithMaterial, credits } = await createPublishingTestApp();
const inASecond = () => new Date(clock.now().getTime() + 1000).toISOString();

/**
 * Schedules `text` with `photos` photos on `platform` a second ahead, checks it is still scheduled
 * when asked and published at its time; answers the agent and its balances from before.
 */
async function publishedOnSchedule(platform: 'twitter' | 'linkedin', photos: number, text: string) {
  const { agent, listing, photoIds } = await agentWithMaterial(photos);
  const before = await credits(agent);
  const res = await app.inject(
    schedulePost(agent, {
      listing_id: listing.listing_id,
      platform,
      text,
      photo_ids: photoIds,
      publish_at: inASecond(),
    }),
  );
  expect(res.statusCode, res.body).toBe(201);
  expect(res.json().data.status).toBe('scheduled');
  const post = await settledPost(app, agent, res.json().data.id);
  expect(post.status).toBe('published');
  return { agent, before };
}

describe('scheduled photo posts', () => {
  it('X: four photos at the scheduled time, one X credit', async () => {
    const { agent, before } = await publishedOnSchedule('twitter', 4, 'Scheduled photos on X');
    const tweet = stands.x.tweets.find((t) => t.text === 'Scheduled photos on X');
    expect(tweet?.media_ids).toHaveLength(4);
    expect((await credits(agent)).promote_to_twitter).toBe(before.promote_to_twitter! - 1);
  });

  it('LinkedIn: two photos at the scheduled time, one LinkedIn credit', async () => {
    const { agent, before } = await publishedOnSchedule('linkedin', 2, 'Scheduled photos on LinkedIn');
    const published = stands.linkedin.posts.find((p) => p.commentary === 'Scheduled photos on LinkedIn');
    expect(published?.images).toHaveLength(2);
    expect((await credits(agent)).promote_to_linkedin).toBe(before.promote_to_linkedin! - 1);
  });
});
