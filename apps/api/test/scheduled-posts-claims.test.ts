import { LISTING_MESSAGES, SOCIAL_MESSAGES, type TClaimFinding } from '@pp/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { scheduledPosts } from '../src/db/schema';
import type { TestAccount } from './helpers/accounts';
import { listingTrail } from './helpers/audit-trail';
import { createPublishingTestApp, schedulePost, settledPost } from './helpers/social';

/**
 * The claim checker on scheduled posts (issue 26): a block refuses the schedule unless the agent's
 * override names it; the override is kept with the post, so when the job publishes it the check
 * honours it and the audit trail records it. The sample listing has 4 bedrooms and costs $224,900.
 */
const { app, db, clock, agentWithMaterial } = await createPublishingTestApp();
const inSeconds = (s: number) => new Date(clock.now().getTime() + s * 1000).toISOString();
const TEXT = 'Listed at $224,900. Room for everyone in 3 bedrooms!';
const BEDS = { field: 'beds', claim: '3 bedrooms' };

const trail = (account: TestAccount, listingId: string) => listingTrail(app, account, listingId);
const stored = async (postId: string) =>
  (await db.select().from(scheduledPosts).where(eq(scheduledPosts.id, postId)))[0]!;

describe('claims on scheduled posts', () => {
  it('refuses a block without an override with 422 and the claim, and stores nothing', async () => {
    const { agent, listing } = await agentWithMaterial();
    const res = await app.inject(
      schedulePost(agent, {
        listing_id: listing.listing_id,
        platform: 'linkedin',
        text: TEXT,
        publish_at: inSeconds(3600),
      }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(LISTING_MESSAGES.claimsRefused);
    expect(res.json().claims).toEqual([
      expect.objectContaining({ ...BEDS, listed: 4, severity: 'block', index: TEXT.indexOf('3 bedrooms') }),
    ]);
    expect(await db.select().from(scheduledPosts).where(eq(scheduledPosts.user_id, agent.userId))).toEqual(
      [],
    );
  });

  it('keeps the override with the post; the job publishes it and records the override in the audit trail', async () => {
    const { agent, listing } = await agentWithMaterial();
    const res = await app.inject(
      schedulePost(agent, {
        listing_id: listing.listing_id,
        platform: 'linkedin',
        text: TEXT,
        override_claims: [BEDS],
      }),
    );
    expect(res.statusCode).toBe(201);
    const postId = res.json().data.id as string;
    expect((await stored(postId)).override_claims).toEqual([BEDS]);
    const post = await settledPost(app, agent, postId);
    expect(post).toMatchObject({ status: 'published', error: null });
    const events = await trail(agent, listing.listing_id);
    const event = events.find((e) => e.output_id === postId);
    expect(event).toMatchObject({ kind: 'scheduled_post', platform: 'linkedin' });
    expect(event!.accepted_warnings).toEqual([
      expect.objectContaining({
        category: 'claim',
        phrase: '3 bedrooms',
        field: 'beds',
        listed: 4,
        severity: 'block',
        override: true,
        user_id: agent.userId,
      }),
    ]);
  });

  it('stores only the blocks an `all` override accepted, and an edit of the text needs the override again', async () => {
    const { agent, listing } = await agentWithMaterial();
    const res = await app.inject(
      schedulePost(agent, {
        listing_id: listing.listing_id,
        platform: 'twitter',
        text: TEXT,
        publish_at: inSeconds(3600),
        override_claims: true,
      }),
    );
    expect(res.statusCode).toBe(201);
    const postId = res.json().data.id as string;
    expect((await stored(postId)).override_claims).toEqual([BEDS]);
    const patch = (payload: Record<string, unknown>) =>
      app.inject({ method: 'PATCH', url: `/api/v1/scheduled-posts/${postId}`, headers: agent.auth, payload });
    const edited = await patch({ text: 'Now with 5 bedrooms!' });
    expect(edited.statusCode).toBe(422);
    expect((edited.json().claims as TClaimFinding[]).map((c) => c.claim)).toEqual(['5 bedrooms']);
    expect((await stored(postId)).text).toBe(TEXT);
    expect((await patch({ text: 'Now with 4 bedrooms!' })).statusCode).toBe(200);
    expect((await stored(postId)).override_claims).toBeNull();
  });

  it('fails for good a block the listing contradicts only after scheduling, naming the claim', async () => {
    const { agent, listing } = await agentWithMaterial();
    const res = await app.inject(
      schedulePost(agent, {
        listing_id: listing.listing_id,
        platform: 'linkedin',
        text: TEXT,
        publish_at: inSeconds(3600),
        override_claims: [BEDS],
      }),
    );
    const postId = res.json().data.id as string;
    const facts = await app.inject({
      method: 'PUT',
      url: `/api/v1/listings/${listing.listing_id}/facts`,
      headers: agent.auth,
      payload: { price: 199_000 },
    });
    expect(facts.statusCode).toBe(200);
    // A new time alone keeps the stored override (the text was not touched).
    const moved = await app.inject({
      method: 'PATCH',
      url: `/api/v1/scheduled-posts/${postId}`,
      headers: agent.auth,
      payload: { publish_at: inSeconds(1) },
    });
    expect(moved.statusCode).toBe(200);
    expect((await stored(postId)).override_claims).toEqual([BEDS]);
    const post = await settledPost(app, agent, postId);
    expect(post.status).toBe('failed');
    expect(post.error).toBe(SOCIAL_MESSAGES.claimsChanged(['“$224,900”: the listing says $199,000.']));
    expect((await trail(agent, listing.listing_id)).filter((e) => e.output_id === postId)).toEqual([]);
  });
});
