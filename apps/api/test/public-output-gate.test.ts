import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, reels, scheduledPosts, users } from '../src/db/schema';
import { createAccount } from './helpers/accounts';
import { createReelRequest, reelMaterial } from './helpers/reels';
import { createPublishingTestApp, schedulePost, settledPost } from './helpers/social';

const { stands, app, db, agentWithMaterial, credits } = await createPublishingTestApp();

const trailOf = (userId: string) => db.select().from(auditEvents).where(eq(auditEvents.user_id, userId));
const dropBrokerage = (userId: string) =>
  db.update(users).set({ brokerage_name: '' }).where(eq(users.id, userId));

describe('the gate on reels', () => {
  it('refuses a reel without the agent’s brokerage and takes no credit; a reel that goes out is in the trail', async () => {
    const agent = await createAccount(app, { trial: true });
    const material = await reelMaterial(app, agent, 2);
    const before = await credits(agent);
    await dropBrokerage(agent.userId);
    const refused = await app.inject(createReelRequest(agent, material));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().problems.map((p: { code: string }) => p.code)).toEqual(['brokerage_missing']);
    expect(await db.select().from(reels).where(eq(reels.user_id, agent.userId))).toEqual([]);
    expect(await credits(agent)).toEqual(before);

    await db.update(users).set({ brokerage_name: 'Sunrise Realty' }).where(eq(users.id, agent.userId));
    const created = await app.inject(createReelRequest(agent, material));
    expect(created.statusCode).toBe(201);
    const [event] = await trailOf(agent.userId);
    expect(event).toMatchObject({
      kind: 'reel',
      output_id: created.json().data.reel_id,
      content: { photos: material.photos.map((p) => ({ photo_id: p.photo_id })), template: 'just_listed' },
      attribution: { brokerage: 'Sunrise Realty' },
    });
  });

  it('refuses a just-sold reel of another broker’s sale until the side is stated (NAR SoP 12-7)', async () => {
    const agent = await createAccount(app, { trial: true });
    const material = await reelMaterial(app, agent, 2);
    const refused = await app.inject(createReelRequest(agent, material, { template: 'just_sold' }));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().problems.map((p: { code: string }) => p.code)).toEqual(['side_missing']);
    await app.inject({
      method: 'PUT',
      url: `/api/v1/listings/${material.listing.listing_id}/claim`,
      headers: agent.auth,
      payload: { is_mine: false, represented_side: 'both' },
    });
    expect((await app.inject(createReelRequest(agent, material, { template: 'just_sold' }))).statusCode).toBe(
      201,
    );
  });
});

describe('the gate on scheduled posts', () => {
  it('refuses to schedule without the agent’s brokerage, writing nothing', async () => {
    const { agent, listing } = await agentWithMaterial();
    await dropBrokerage(agent.userId);
    const res = await app.inject(
      schedulePost(agent, { listing_id: listing.listing_id, platform: 'twitter', text: 'Refused at once' }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().problems[0]).toMatchObject({ code: 'brokerage_missing', fix: 'profile' });
    expect(await db.select().from(scheduledPosts).where(eq(scheduledPosts.user_id, agent.userId))).toEqual(
      [],
    );
  });

  it('fails a post that is no longer allowed when its time comes, with nothing posted or charged', async () => {
    const { agent, listing } = await agentWithMaterial();
    const before = await credits(agent);
    const res = await app.inject(
      schedulePost(agent, {
        listing_id: listing.listing_id,
        platform: 'twitter',
        text: 'Became non-compliant',
        // Far enough ahead that the brokerage is dropped before the post's time comes, however
        // loaded the machine (at 1.5 s a slow request could let the post publish first).
        publish_at: new Date(Date.now() + 5000).toISOString(),
      }),
    );
    expect(res.statusCode).toBe(201);
    await dropBrokerage(agent.userId);
    const post = await settledPost(app, agent, res.json().data.id);
    expect(post.status).toBe('failed');
    expect(post.error).toMatch(/^This can't be published yet: Add your brokerage/);
    expect(stands.x.tweets.filter((t) => t.text === 'Became non-compliant')).toEqual([]);
    expect(await credits(agent)).toEqual(before);
    expect(await trailOf(agent.userId)).toEqual([]);
  });

  it('records a published post in the trail with its text, in the transaction that marks it published', async () => {
    const { agent, listing } = await agentWithMaterial();
    const res = await app.inject(
      schedulePost(agent, { listing_id: listing.listing_id, platform: 'linkedin', text: 'Into the trail' }),
    );
    const post = await settledPost(app, agent, res.json().data.id);
    expect(post.status).toBe('published');
    const [event] = await trailOf(agent.userId);
    expect(event).toMatchObject({
      kind: 'scheduled_post',
      platform: 'linkedin',
      output_id: post.id,
      content: { text: 'Into the trail' },
      facts: { price: 224_900, status: 'for_sale' },
    });
  });
});
