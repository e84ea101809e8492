import { LISTING_MESSAGES } from '@pp/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { scheduledPosts } from '../src/db/schema';
import { createPublishingTestApp, listPosts, schedulePost } from './helpers/social';

const { app, db, agentWithMaterial, clock } = await createPublishingTestApp();
const { inSeconds } = clock;

describe('bad input writes nothing', () => {
  it.each([
    ['a time in the past', { publish_at: '2020-01-01T00:00:00Z' }, /future/],
    ['five photos for X', { photos: 5 }, /At most 4 photos/],
    ['text over the X limit', { text: 'a'.repeat(281) }, /longer than the platform allows/],
    ['an unknown time zone', { time_zone: 'Mars/Olympus' }, /Unknown time zone/],
    ['empty text', { text: '   ' }, /Write the text/],
  ])('%s', async (_name, change, message) => {
    const { agent, listing, photoIds } = await agentWithMaterial('photos' in change ? 5 : 0);
    const res = await app.inject(
      schedulePost(agent, {
        listing_id: listing.listing_id,
        platform: 'twitter',
        text: 'Hello',
        ...change,
        ...('photos' in change ? { photos: undefined, photo_ids: photoIds } : {}),
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
    expect(await listPosts(app, agent)).toEqual([]);
  });

  it('Fair Housing wording is refused when scheduled (422 with the findings) and when edited in', async () => {
    const { agent, listing } = await agentWithMaterial();
    const base = { listing_id: listing.listing_id, platform: 'linkedin', publish_at: inSeconds(3600) };
    const refused = await app.inject(
      schedulePost(agent, { ...base, text: 'Great home. Adults only, no kids.' }),
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(LISTING_MESSAGES.complianceRefused);
    expect(refused.json().findings.map((f: { phrase: string }) => f.phrase)).toEqual(
      expect.arrayContaining(['Adults only', 'no kids']),
    );
    expect(await listPosts(app, agent)).toEqual([]);

    const fine = await app.inject(schedulePost(agent, { ...base, text: 'Great home near the park.' }));
    expect(fine.statusCode).toBe(201);
    const id = fine.json().data.id as string;
    const edit = await app.inject({
      method: 'PATCH',
      url: `/api/v1/scheduled-posts/${id}`,
      headers: agent.auth,
      payload: { text: 'Great home near the park. Perfect for singles only.' },
    });
    expect(edit.statusCode).toBe(422);
    const [kept] = await listPosts(app, agent);
    expect(kept?.text).toBe('Great home near the park.');
  });

  it("another user's listing or photo, or no connected account", async () => {
    const mine = await agentWithMaterial(1);
    const theirs = await agentWithMaterial(1);
    const base = { listing_id: mine.listing.listing_id, platform: 'linkedin', text: 'Hi' };
    const foreignListing = await app.inject(
      schedulePost(mine.agent, { ...base, listing_id: theirs.listing.listing_id }),
    );
    expect(foreignListing.statusCode).toBe(400);
    const foreignPhoto = await app.inject(schedulePost(mine.agent, { ...base, photo_ids: theirs.photoIds }));
    expect(foreignPhoto.statusCode).toBe(400);
    const badId = await app.inject(schedulePost(mine.agent, { ...base, photo_ids: ['not-an-id'] }));
    expect(badId.statusCode).toBe(400);
    await app.inject({
      method: 'DELETE',
      url: '/api/v1/connected-accounts/linkedin',
      headers: mine.agent.auth,
    });
    const unconnected = await app.inject(schedulePost(mine.agent, base));
    expect(unconnected.statusCode).toBe(400);
    expect(unconnected.json().message).toMatch(/Connect your account/);
    expect(
      await db.select().from(scheduledPosts).where(eq(scheduledPosts.user_id, mine.agent.userId)),
    ).toEqual([]);
  });
});
