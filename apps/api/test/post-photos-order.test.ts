import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mediaPhotos } from '../src/db/schema';
import { createPublishingTestApp, schedulePost, settledPost } from './helpers/social';

/**
 * Issue 24, posts with photos: X and LinkedIn posts carry the photos the agent chose, in the order
 * chosen, whether published now or at a time. The stand-ins check media as the platforms document
 * (X: up to 4 of the author's finalized uploads; LinkedIn: one image or a multi-image post of 2 to
 * 20 uploaded images) and keep each upload's SHA-256, compared here with the stored photos'.
 */
const { stands, app, db, clock, agentWithMaterial: agentWithPhotos } = await createPublishingTestApp();
const inSeconds = (s: number) => new Date(clock.now().getTime() + s * 1000).toISOString();

/** The stored photos' SHA-256, in the order of `ids`. */
async function shasOf(ids: string[]) {
  const rows = await db.select().from(mediaPhotos).where(inArray(mediaPhotos.id, ids));
  return ids.map((id) => rows.find((r) => r.id === id)?.sha256 ?? null);
}

const cases = [
  { platform: 'twitter', when: 'now', photos: 4 },
  { platform: 'twitter', when: 'scheduled', photos: 3 },
  { platform: 'linkedin', when: 'now', photos: 5 },
  { platform: 'linkedin', when: 'scheduled', photos: 2 },
] as const;

describe('a post carries the chosen photos in the chosen order', () => {
  for (const { platform, when, photos } of cases) {
    it(`${platform}, ${when}: ${photos} photos, last uploaded first`, async () => {
      const { agent, listing, photoIds } = await agentWithPhotos(photos);
      // The agent's order is not the upload order: the last photo leads.
      const chosen = [...photoIds].reverse();
      const res = await app.inject(
        schedulePost(agent, {
          listing_id: listing.listing_id,
          platform,
          text: `Just listed, ${platform} ${when}`,
          photo_ids: chosen,
          ...(when === 'scheduled' ? { publish_at: inSeconds(1), time_zone: 'UTC' } : {}),
        }),
      );
      expect(res.statusCode).toBe(201);
      const post = await settledPost(app, agent, res.json().data.id);
      expect(post.status).toBe('published');
      const expected = await shasOf(chosen);
      expect(expected.every((s) => typeof s === 'string')).toBe(true);
      if (platform === 'twitter') {
        const tweet = stands.x.tweets.find((t) => post.external_url?.endsWith(t.id));
        expect(stands.x.media.shas(tweet!.media_ids)).toEqual(expected);
      } else {
        const published = stands.linkedin.posts.find((p) => post.external_url?.includes(p.id));
        expect(stands.linkedin.shas(published!.images)).toEqual(expected);
      }
    });
  }

  it('X takes at most 4 photos: a fifth is refused before anything is written', async () => {
    const { agent, listing, photoIds } = await agentWithPhotos(5);
    const before = stands.x.tweets.length;
    const res = await app.inject(
      schedulePost(agent, {
        listing_id: listing.listing_id,
        platform: 'twitter',
        text: 'Five photos',
        photo_ids: photoIds,
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('photo_ids');
    expect(stands.x.tweets.length).toBe(before);
  });
});
