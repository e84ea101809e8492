import {
  LISTING_MESSAGES,
  MESSAGES,
  READINESS_MESSAGES,
  type TListingDetail,
  type TPromotion,
} from '@pp/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { promotions, users } from '../src/db/schema';
import { ledgerBalances } from '../src/domain/credits/change-credits';
import { createAccount, type TestAccount } from './helpers/accounts';
import { listingOf, sampleListing } from './helpers/sample-listing';
import { createTestApp } from './helpers/test-app';
import { promotionEvents } from './helpers/usage-events';

const { app, db } = await createTestApp();

const publish = (account: TestAccount, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/v1/promotions', headers: account.auth, payload });

const counters = async (userId: string) => {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  return {
    facebook_marketplace: row!.promote_to_facebook_marketplace,
    linkedin: row!.promote_to_linkedin,
    twitter: row!.promote_to_twitter,
  };
};

const promotionRows = (userId: string) => db.select().from(promotions).where(eq(promotions.user_id, userId));

describe('POST /api/v1/promotions', () => {
  it('requires sign-in', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/v1/promotions', payload: {} });
    expect(res.statusCode).toBe(401);
  });

  it('takes one credit of the platform, keeps a record, then answers 402 at zero', async () => {
    const account = await createAccount(app, { trial: true });
    const detail = await listingOf(app, account);
    const text = detail.drafts.twitter.text;
    const first = await publish(account, { listing_id: detail.listing_id, platform: 'twitter', text });
    expect(first.statusCode).toBe(201);
    const promotion = first.json().data as TPromotion;
    expect(promotion).toMatchObject({ platform: 'twitter', status: 'published', credits_left: 0 });
    expect(await counters(account.userId)).toEqual({ facebook_marketplace: 2, linkedin: 1, twitter: 0 });

    const second = await publish(account, { listing_id: detail.listing_id, platform: 'twitter', text });
    expect(second.statusCode).toBe(402);
    expect(second.json()).toMatchObject({ status: 'error', message: MESSAGES.noCreditsLeft });
    expect((await promotionRows(account.userId)).map((p) => p.id)).toEqual([promotion.promotion_id]);
    const events = await promotionEvents(db, account.userId);
    expect(events.map((e) => [e.platform, e.source])).toEqual([['twitter', 'zillow']]);
    const ledger = await ledgerBalances(db, account.userId);
    expect(ledger.promote_to_twitter).toBe(0);
  });

  it('refuses block-level wording with 422 and the findings, taking no credit', async () => {
    const account = await createAccount(app, { trial: true });
    const detail = await listingOf(app, account);
    const text = `${detail.drafts.linkedin.text}\n\nAdults only, no kids.`;
    const res = await publish(account, { listing_id: detail.listing_id, platform: 'linkedin', text });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body).toMatchObject({ status: 'error', message: LISTING_MESSAGES.complianceRefused });
    expect(body.findings.map((f: { phrase: string; category: string }) => [f.phrase, f.category])).toEqual(
      expect.arrayContaining([
        ['Adults only', 'familial_status'],
        ['no kids', 'familial_status'],
      ]),
    );
    expect(await counters(account.userId)).toEqual({ facebook_marketplace: 2, linkedin: 1, twitter: 1 });
    expect(await promotionRows(account.userId)).toEqual([]);
  });

  it("refuses an ad of someone else's listing that drops the brokerage name (NAR SoP 12-5)", async () => {
    const account = await createAccount(app, { trial: true });
    const detail = await listingOf(app, account);
    const res = await publish(account, {
      listing_id: detail.listing_id,
      platform: 'linkedin',
      text: `Just listed: 4 beds in Albuquerque. ${sampleListing().url}`,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().findings).toEqual(
      expect.arrayContaining([expect.objectContaining({ category: 'advertising', severity: 'block' })]),
    );
    // The listing agent may leave the brokerage out of their own post.
    const agent = await createAccount(app, { trial: true, name: 'Jason Lieberman' });
    const own = await listingOf(app, agent);
    const ok = await publish(agent, {
      listing_id: own.listing_id,
      platform: 'linkedin',
      text: `Just listed: 4 beds in Albuquerque. ${sampleListing().url}`,
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().data.findings).toEqual([]);
  });

  it('refuses a post over the platform limit by X weighted count', async () => {
    const account = await createAccount(app, { trial: true });
    const detail = await listingOf(app, account);
    const res = await publish(account, {
      listing_id: detail.listing_id,
      platform: 'twitter',
      text: `${'🏡'.repeat(130)} Listed by Albuquerque House Hunting`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('text');
    expect(await counters(account.userId)).toMatchObject({ twitter: 1 });
  });

  it("answers 404 for another user's listing and for a user without credits 402", async () => {
    const owner = await createAccount(app, { trial: true });
    const stranger = await createAccount(app, { trial: true });
    const detail = await listingOf(app, owner);
    const text = detail.drafts.linkedin.text;
    const res = await publish(stranger, { listing_id: detail.listing_id, platform: 'linkedin', text });
    expect(res.statusCode).toBe(404);
    expect(await counters(stranger.userId)).toMatchObject({ linkedin: 1 });

    const noTrial = await createAccount(app);
    const own = await listingOf(app, noTrial);
    const broke = await publish(noTrial, { listing_id: own.listing_id, platform: 'linkedin', text });
    expect(broke.statusCode).toBe(402);
  });

  it('never takes a counter below zero under concurrent publishes', async () => {
    const account = await createAccount(app, { trial: true });
    const detail = await listingOf(app, account);
    const draft = detail.drafts.facebook_marketplace;
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        publish(account, {
          listing_id: detail.listing_id,
          platform: 'facebook_marketplace',
          text: draft.description,
          fields: { title: draft.title, price: draft.price },
        }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 201, 402, 402, 402]);
    expect(await counters(account.userId)).toMatchObject({ facebook_marketplace: 0 });
    expect(await promotionRows(account.userId)).toHaveLength(2);
  });
});

describe('POST /api/v1/promotions/:id/fail', () => {
  it('gives the credit back once, and only to the owner', async () => {
    const account = await createAccount(app, { trial: true });
    const detail = await listingOf(app, account);
    const created = (
      await publish(account, {
        listing_id: detail.listing_id,
        platform: 'linkedin',
        text: detail.drafts.linkedin.text,
      })
    ).json().data as TPromotion;
    expect(created.credits_left).toBe(0);

    const stranger = await createAccount(app, { trial: true });
    for (const id of [created.promotion_id, 'nope']) {
      const res = await app.inject({
        method: 'POST',
        url: `/api/v1/promotions/${id}/fail`,
        headers: stranger.auth,
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(LISTING_MESSAGES.promotionNotFound);
    }

    for (let attempt = 0; attempt < 2; attempt++) {
      const res = await app.inject({
        method: 'POST',
        url: `/api/v1/promotions/${created.promotion_id}/fail`,
        headers: account.auth,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({
        promotion_id: created.promotion_id,
        status: 'failed',
        credits_left: 1,
      });
    }
    expect(await counters(account.userId)).toMatchObject({ linkedin: 1 });
    expect((await ledgerBalances(db, account.userId)).promote_to_linkedin).toBe(1);
  });
});

describe('POST /api/v1/promotions refuses what cannot be advertised', () => {
  async function saved(account: TestAccount, listing: Parameters<typeof sampleListing>[0]) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/listings',
      headers: account.auth,
      payload: { listing: sampleListing(listing) },
    });
    expect(res.statusCode).toBe(201);
    return res.json().data as TListingDetail;
  }

  it.each([
    [
      'a Marketplace ad without a photo',
      { photos: [] },
      'facebook_marketplace',
      READINESS_MESSAGES.needsPhoto,
    ],
    [
      'a Marketplace ad for a sold home',
      { status: 'sold' as const },
      'facebook_marketplace',
      READINESS_MESSAGES.notForMarketplace('sold'),
    ],
    [
      'any post for an off-market page',
      { status: 'off_market' as const },
      'linkedin',
      READINESS_MESSAGES.offMarket,
    ],
  ])(
    'answers 400 for %s, with its reason, and takes no credit',
    async (_label, listing, platform, message) => {
      const account = await createAccount(app, { trial: true });
      const detail = await saved(account, listing);
      const before = await counters(account.userId);
      const res = await publish(account, {
        listing_id: detail.listing_id,
        platform,
        text: 'A post about the home.',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: 'error', message });
      expect(await counters(account.userId)).toEqual(before);
      expect(await promotionRows(account.userId)).toEqual([]);
    },
  );

  it('counts the photos the editor sends for Marketplace, not the page’s', async () => {
    const account = await createAccount(app, { trial: true });
    const detail = await saved(account, {});
    const res = await publish(account, {
      listing_id: detail.listing_id,
      platform: 'facebook_marketplace',
      text: detail.drafts.facebook_marketplace.description,
      fields: { photos: [] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(READINESS_MESSAGES.needsPhoto);
  });
});
