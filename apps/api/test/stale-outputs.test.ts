import { randomUUID } from 'node:crypto';
import type { PublicOutputKind, TListingDetail, TStaleOutput } from '@pp/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, listingFactChanges, listings, outputFollowups } from '../src/db/schema';
import { factsOf, recordAuditEvent } from '../src/domain/audit/record-audit-event';
import type { TestAccount } from './helpers/accounts';
import { sampleListing } from './helpers/sample-listing';
import { createPublishingTestApp, schedulePost, settledPost } from './helpers/social';

/**
 * NAR Standard of Practice 12-8 (keep advertising current): a price or status change makes earlier
 * outputs stale until each gets its one action: LinkedIn edits in place, X deletes and follows up,
 * Marketplace and posts without a handle get a reminder.
 */
const { stands, app, db, clock, agentWithMaterial } = await createPublishingTestApp();

const get = (agent: TestAccount, url: string) => app.inject({ method: 'GET', url, headers: agent.auth });
const act = (agent: TestAccount, id: string) =>
  app.inject({ method: 'POST', url: `/api/v1/stale-outputs/${id}/actions`, headers: agent.auth });
const staleOf = async (agent: TestAccount, listingId: string) =>
  (await get(agent, `/api/v1/listings/${listingId}/stale-outputs`)).json().data as {
    outputs: TStaleOutput[];
    total: number;
  };

/**
 * The audit event of an output. The gate records one at publish and schedule time; an output it
 * has not recorded (a Marketplace post, a reel, a page) is recorded here as the gate would.
 */
async function outputOf(
  agent: TestAccount,
  listing: TListingDetail,
  kind: PublicOutputKind,
  platform: string,
  outputId: string,
  text: string,
) {
  const [recorded] = await db
    .select({ id: auditEvents.id })
    .from(auditEvents)
    .where(and(eq(auditEvents.user_id, agent.userId), eq(auditEvents.output_id, outputId)));
  if (recorded) return recorded.id;
  return recordAuditEvent(db, {
    userId: agent.userId,
    listingId: listing.listing_id,
    kind,
    platform,
    outputId,
    content: { text },
    findings: [],
    permission: null,
    attribution: { brokerage: 'Albuquerque House Hunting' },
    facts: factsOf(listing.listing),
    at: clock.now(),
  });
}

async function published(agent: TestAccount, listing: TListingDetail, platform: 'linkedin' | 'twitter') {
  const text = platform === 'linkedin' ? 'Just listed at $224,900' : 'Just listed: $224,900';
  const res = await app.inject(schedulePost(agent, { listing_id: listing.listing_id, platform, text }));
  expect(res.statusCode).toBe(201);
  const post = await settledPost(app, agent, res.json().data.id);
  expect(post.status).toBe('published');
  return { post, auditId: await outputOf(agent, listing, 'scheduled_post', platform, post.id, text) };
}

const revisit = (agent: TestAccount, overrides: Parameters<typeof sampleListing>[0]) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/listings',
    headers: agent.auth,
    payload: { listing: sampleListing(overrides) },
  });

const followupsOf = (auditId: string) =>
  db.select().from(outputFollowups).where(eq(outputFollowups.audit_event_id, auditId));

describe('stale outputs after a price change on revisit', () => {
  it('lists each earlier output with its one action, and each action clears it exactly once', async () => {
    const { agent, listing } = await agentWithMaterial();
    const li = await published(agent, listing, 'linkedin');
    const x = await published(agent, listing, 'twitter');
    const fb = await outputOf(
      agent,
      listing,
      'post',
      'facebook_marketplace',
      randomUUID(),
      'For sale $224,900',
    );
    const reel = await outputOf(agent, listing, 'reel', 'reel', randomUUID(), '');
    await outputOf(agent, listing, 'property_page', 'page', listing.listing_id, '');
    expect((await staleOf(agent, listing.listing_id)).total).toBe(0);

    // The extension reads the listing again: the price dropped.
    expect((await revisit(agent, { price: 215_000 })).statusCode).toBe(201);
    const changes = await db
      .select()
      .from(listingFactChanges)
      .where(eq(listingFactChanges.listing_id, listing.listing_id));
    expect(changes.map((c) => [c.origin, c.before, c.after])).toEqual([
      ['revisit', { price: 224_900, status: 'for_sale' }, { price: 215_000, status: 'for_sale' }],
    ]);
    const stale = await staleOf(agent, listing.listing_id);
    // The property page renders current facts: never stale.
    expect(stale.total).toBe(4);
    const byId = new Map(stale.outputs.map((o) => [o.audit_event_id, o]));
    expect(byId.get(li.auditId)).toMatchObject({
      action: 'update',
      stated: { price: 224_900, status: 'for_sale' },
      current: { price: 215_000, status: 'for_sale' },
      address: '1220 Garcia St NE, Albuquerque',
    });
    expect(byId.get(x.auditId)?.action).toBe('delete_and_follow_up');
    expect(byId.get(fb)?.action).toBe('marketplace_reminder');
    expect(byId.get(reel)?.action).toBe('follow_up_reminder');
    // The dashboard's list holds the same.
    const all = (await get(agent, '/api/v1/stale-outputs')).json().data;
    expect(all.total).toBe(4);

    // LinkedIn: the post's commentary is edited in place.
    const linkedInPost = stands.linkedin.posts.find((p) => li.post.external_url?.includes(p.id))!;
    const updated = await act(agent, li.auditId);
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({ action: 'update', facts: { price: 215_000 } });
    expect(linkedInPost.edits).toEqual(['Just listed at $224,900']);
    expect(linkedInPost.commentary).toContain('is now $215,000');
    expect(stands.linkedin.calls.filter((c) => c.path.startsWith('/rest/posts/'))).toHaveLength(1);
    expect((await act(agent, li.auditId)).statusCode).toBe(409);
    expect(
      (await followupsOf(li.auditId)).map((f) => [f.action, (f.facts as { price: number }).price]),
    ).toEqual([['updated', 215_000]]);

    // X: deleted, and the follow-up posted.
    const tweetId = x.post.external_url!.split('/').at(-1)!;
    const deleted = await act(agent, x.auditId);
    expect(deleted.statusCode).toBe(200);
    expect(stands.x.deleted.map((t) => t.id)).toEqual([tweetId]);
    const followUp = stands.x.tweets.find((t) => t.text.includes('$215,000'));
    expect(followUp?.text).toContain('/p/');
    expect(deleted.json().data.open_url).toBe(`https://x.com/i/web/status/${followUp!.id}`);
    expect((await act(agent, x.auditId)).statusCode).toBe(409);
    expect(stands.x.deleted).toHaveLength(1);

    // Marketplace: a reminder that opens the agent's Marketplace listings; a reel: the follow-up text.
    expect((await act(agent, fb)).json().data.open_url).toBe(
      'https://www.facebook.com/marketplace/you/selling',
    );
    const reelAction = (await act(agent, reel)).json().data;
    expect(reelAction).toMatchObject({ action: 'follow_up_reminder', open_url: null });
    expect(reelAction.text).toContain('$215,000');
    expect((await staleOf(agent, listing.listing_id)).total).toBe(0);

    // Each text that went out is in the audit trail with the facts it stated.
    const trail = await db.select().from(auditEvents).where(eq(auditEvents.user_id, agent.userId));
    const sent = trail.filter(
      (e) => (e.content as { updates?: string; follows_up?: string }).updates === li.auditId,
    );
    expect(sent.map((e) => (e.facts as { price: number }).price)).toEqual([215_000]);
    const xFollowUp = trail.find((e) => (e.content as { follows_up?: string }).follows_up === x.auditId);
    expect(xFollowUp?.content).toMatchObject({ external_id: followUp!.id, deleted: tweetId });

    // The agent marks it sold on the listing's page: the live outputs are stale again, the X
    // follow-up (not the deleted post) among them, and the LinkedIn post (not its edit's record).
    const sold = await app.inject({
      method: 'PUT',
      url: `/api/v1/listings/${listing.listing_id}/facts`,
      headers: agent.auth,
      payload: { status: 'sold' },
    });
    expect(sold.json().data).toEqual({ price: 215_000, status: 'sold' });
    const again = await staleOf(agent, listing.listing_id);
    expect(again.outputs.map((o) => o.audit_event_id).sort()).toEqual(
      [li.auditId, xFollowUp!.id, fb, reel].sort(),
    );
    expect(again.outputs.find((o) => o.audit_event_id === xFollowUp!.id)?.action).toBe(
      'delete_and_follow_up',
    );
    expect((await act(agent, xFollowUp!.id)).statusCode).toBe(200);
    expect(stands.x.deleted.map((t) => t.id)).toEqual([tweetId, followUp!.id]);
  });

  it('two clicks at once take the action once', async () => {
    const { agent, listing } = await agentWithMaterial();
    const li = await published(agent, listing, 'linkedin');
    await revisit(agent, { status: 'pending' });
    const answers = await Promise.all([act(agent, li.auditId), act(agent, li.auditId)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await followupsOf(li.auditId)).toHaveLength(1);
    const post = stands.linkedin.posts.find((p) => li.post.external_url?.includes(p.id))!;
    expect(post.edits).toHaveLength(1);
    expect(post.commentary).toContain('is now pending');
  });

  it('a platform failure writes nothing and leaves the output stale', async () => {
    const { agent, listing } = await agentWithMaterial();
    const li = await published(agent, listing, 'linkedin');
    await revisit(agent, { price: 210_000 });
    const urn = stands.linkedin.posts.find((p) => li.post.external_url?.includes(p.id))!.id;
    stands.linkedin.fail(`POST /rest/posts/${encodeURIComponent(urn)}`, { status: 500 });
    const res = await act(agent, li.auditId);
    expect(res.statusCode).toBe(502);
    expect(await followupsOf(li.auditId)).toHaveLength(0);
    expect((await staleOf(agent, listing.listing_id)).total).toBe(1);
  });
});

describe('setting the facts on the listing page', () => {
  it('refuses bad input with a field message and writes nothing', async () => {
    const { agent, listing } = await agentWithMaterial();
    const url = `/api/v1/listings/${listing.listing_id}/facts`;
    for (const payload of [{}, { price: -5 }, { price: 12.5 }, { price: 'cheap' }, { status: 'gone' }]) {
      const res = await app.inject({ method: 'PUT', url, headers: agent.auth, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().status).toBe('error');
    }
    const other = await agentWithMaterial();
    const foreign = await app.inject({
      method: 'PUT',
      url,
      headers: other.agent.auth,
      payload: { price: 1 },
    });
    expect(foreign.statusCode).toBe(404);
    expect(
      await db.select().from(listingFactChanges).where(eq(listingFactChanges.listing_id, listing.listing_id)),
    ).toHaveLength(0);
    const [row] = await db.select().from(listings).where(eq(listings.id, listing.listing_id));
    expect((row!.data as { price: number }).price).toBe(224_900);
  });

  it('updates the stored listing, so the property page shows the price and the status badge', async () => {
    const { agent, listing } = await agentWithMaterial();
    const res = await app.inject({
      method: 'PUT',
      url: `/api/v1/listings/${listing.listing_id}/facts`,
      headers: agent.auth,
      payload: { price: 199_000, status: 'pending' },
    });
    expect(res.statusCode).toBe(200);
    const [change] = await db
      .select()
      .from(listingFactChanges)
      .where(eq(listingFactChanges.listing_id, listing.listing_id));
    expect(change).toMatchObject({ origin: 'agent', after: { price: 199_000, status: 'pending' } });
    const page = await app.inject({ method: 'GET', url: `/p/${listing.page.slug}` });
    expect(page.body).toContain('$199,000');
    expect(page.body).toContain('Sale pending');
    expect(page.body).not.toContain('$224,900');
  });
});
