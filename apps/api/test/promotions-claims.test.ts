import { LISTING_MESSAGES, type TClaimFinding } from '@pp/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { promotions, users } from '../src/db/schema';
import { createAccount, type TestAccount } from './helpers/accounts';
import { listingTrail } from './helpers/audit-trail';
import { listingOf } from './helpers/sample-listing';
import { createTestApp } from './helpers/test-app';

/**
 * The claim checker on publish (issue 26): a fact the listing contradicts refuses the post with 422
 * and the claim findings, unless the request overrides it explicitly; the override is recorded in
 * the listing's audit trail. The sample listing has 4 bedrooms, 2 baths, 1,299 sq ft, $224,900.
 */
const { app, db } = await createTestApp();

const publish = (account: TestAccount, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/v1/promotions', headers: account.auth, payload });
const trail = (account: TestAccount, listingId: string) => listingTrail(app, account, listingId);
const linkedinCredits = async (userId: string) =>
  (await db.select().from(users).where(eq(users.id, userId)))[0]!.promote_to_linkedin;

describe('claims on publish', () => {
  it('refuses a post that gives the home 3 bedrooms with 422 and the claim, writing nothing', async () => {
    const account = await createAccount(app, { trial: true });
    const detail = await listingOf(app, account);
    const before = await linkedinCredits(account.userId);
    const text = `${detail.drafts.linkedin.text}\n\nRoom for everyone in 3 bedrooms!`;
    const res = await publish(account, { listing_id: detail.listing_id, platform: 'linkedin', text });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.message).toBe(LISTING_MESSAGES.claimsRefused);
    const claim = (body.claims as TClaimFinding[]).find((c) => c.field === 'beds');
    expect(claim).toMatchObject({
      claim: '3 bedrooms',
      listed: 4,
      severity: 'block',
      index: text.indexOf('3 bedrooms'),
    });
    expect(await db.select().from(promotions).where(eq(promotions.user_id, account.userId))).toEqual([]);
    expect(await linkedinCredits(account.userId)).toBe(before);
    expect(await trail(account, detail.listing_id)).toEqual([]);
  });

  it("publishes the generated draft: its facts are the listing's", async () => {
    const account = await createAccount(app, { trial: true });
    const detail = await listingOf(app, account);
    const res = await publish(account, {
      listing_id: detail.listing_id,
      platform: 'linkedin',
      text: detail.drafts.linkedin.text,
    });
    expect(res.statusCode).toBe(201);
    expect((res.json().data.claims as TClaimFinding[]).filter((c) => c.severity === 'block')).toEqual([]);
  });

  it('publishes with override_claims: true and records the override, who and when, in the audit trail', async () => {
    const account = await createAccount(app, { trial: true });
    const detail = await listingOf(app, account);
    const text = `${detail.drafts.linkedin.text}\n\nRoom for everyone in 3 bedrooms!`;
    const res = await publish(account, {
      listing_id: detail.listing_id,
      platform: 'linkedin',
      text,
      override_claims: true,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.claims).toEqual(
      expect.arrayContaining([expect.objectContaining({ field: 'beds', severity: 'block' })]),
    );
    const [event] = await trail(account, detail.listing_id);
    expect(event!.accepted_warnings).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          category: 'claim',
          phrase: '3 bedrooms',
          field: 'beds',
          listed: 4,
          severity: 'block',
          override: true,
          user_id: account.userId,
        }),
      ]),
    );
  });

  it('accepts one claim by its field and text, and still refuses a block it does not name', async () => {
    const account = await createAccount(app, { trial: true });
    const detail = await listingOf(app, account);
    const text = `${detail.drafts.linkedin.text}\n\nRoom for everyone in 3 bedrooms!`;
    const wrong = await publish(account, {
      listing_id: detail.listing_id,
      platform: 'linkedin',
      text,
      override_claims: [{ field: 'beds', claim: '5 bedrooms' }],
    });
    expect(wrong.statusCode).toBe(422);
    const named = await publish(account, {
      listing_id: detail.listing_id,
      platform: 'linkedin',
      text,
      override_claims: [{ field: 'beds', claim: '3 bedrooms' }],
    });
    expect(named.statusCode).toBe(201);
  });

  it('answers 400 for a malformed override', async () => {
    const account = await createAccount(app, { trial: true });
    const detail = await listingOf(app, account);
    const res = await publish(account, {
      listing_id: detail.listing_id,
      platform: 'linkedin',
      text: detail.drafts.linkedin.text,
      override_claims: [{ field: 'rooms', claim: 'x' }],
    });
    expect(res.statusCode).toBe(400);
  });
});
