import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { creditLedger } from '../src/db/schema';
import { signInAgain } from './helpers/accounts';
import { createPublishingTestApp, schedulePost, settledPost } from './helpers/social';

const { stands, smtp, app, db, clock, agentWithMaterial, credits, publishEvents } =
  await createPublishingTestApp();

describe('platform trouble', () => {
  it('renews an expired X token with the refresh token before posting', async () => {
    const { agent, listing } = await agentWithMaterial();
    const refreshes = stands.x.oauth.refreshCount();
    clock.advance(3 * 3600_000);
    try {
      // The app's session is re-made after the clock jump (its 15-minute token ended).
      const { auth } = await signInAgain(app, agent);
      const res = await app.inject({
        ...schedulePost(agent, {
          listing_id: listing.listing_id,
          platform: 'twitter',
          text: 'After refresh',
        }),
        headers: auth,
      });
      const post = await settledPost(app, { ...agent, auth }, res.json().data.id);
      expect(post.status).toBe('published');
      expect(stands.x.oauth.refreshCount()).toBe(refreshes + 1);
    } finally {
      clock.reset();
    }
  });

  it('a revoked token fails the post with a reconnect message, gives the credit back and emails the agent', async () => {
    const { agent, listing } = await agentWithMaterial();
    const before = await credits(agent);
    stands.linkedin.oauth.revokeAll();
    const res = await app.inject(
      schedulePost(agent, { listing_id: listing.listing_id, platform: 'linkedin', text: 'Revoked' }),
    );
    const post = await settledPost(app, agent, res.json().data.id);
    expect(post.status).toBe('failed');
    expect(post.error).toMatch(/Reconnect it in your profile/);
    const mail = await smtp.waitFor(agent.email, /LinkedIn post was not published/);
    expect(mail.text).toMatch(/Reconnect/);
    expect(await credits(agent)).toEqual(before);
    expect(await publishEvents(agent)).toEqual([]);
  });

  it('a 429 waits for Retry-After, then publishes once', async () => {
    const { agent, listing } = await agentWithMaterial();
    stands.x.fail('POST /2/tweets', { status: 429, retryAfter: 1 });
    const started = Date.now();
    const res = await app.inject(
      schedulePost(agent, { listing_id: listing.listing_id, platform: 'twitter', text: 'Rate limited once' }),
    );
    const post = await settledPost(app, agent, res.json().data.id);
    expect(post.status).toBe('published');
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    expect(stands.x.tweets.filter((t) => t.text === 'Rate limited once')).toHaveLength(1);
  });

  it('a timeout after X made the post: the retry finds it and does not post again, one credit taken', async () => {
    const { agent, listing } = await agentWithMaterial();
    const before = await credits(agent);
    stands.x.fail('POST /2/tweets', { delayMs: 1500 });
    const res = await app.inject(
      schedulePost(agent, {
        listing_id: listing.listing_id,
        platform: 'twitter',
        text: 'Slow answer https://example.com/a',
      }),
    );
    const post = await settledPost(app, agent, res.json().data.id);
    expect(post.status).toBe('published');
    const made = stands.x.tweets.filter((t) => t.text.startsWith('Slow answer'));
    expect(made).toHaveLength(1);
    expect(post.external_url).toContain(made[0]!.id);
    expect((await credits(agent)).promote_to_twitter).toBe(before.promote_to_twitter! - 1);
    // Two tries, one post: one debit and one usage event.
    expect((await publishEvents(agent)).map((e) => e.platform)).toEqual(['twitter']);
  });

  it('a platform that keeps failing fails the post for good and refunds', async () => {
    const { agent, listing } = await agentWithMaterial();
    const before = await credits(agent);
    for (let i = 0; i < 3; i++) stands.linkedin.fail('POST /rest/posts', { status: 503 });
    const res = await app.inject(
      schedulePost(agent, { listing_id: listing.listing_id, platform: 'linkedin', text: 'Down' }),
    );
    const post = await settledPost(app, agent, res.json().data.id);
    expect(post.status).toBe('failed');
    expect(post.error).toMatch(/credit was given back/);
    // The credit was debited before the first try and refunded at the end; nothing was counted.
    const ledger = await db.select().from(creditLedger).where(eq(creditLedger.ref, post.id));
    expect(ledger.map((r) => [r.reason, r.delta]).sort()).toEqual([
      ['debit', -1],
      ['refund', 1],
    ]);
    expect(await credits(agent)).toEqual(before);
    expect(await publishEvents(agent)).toEqual([]);
  });
});
