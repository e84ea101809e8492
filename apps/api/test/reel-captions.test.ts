import { LISTING_MESSAGES, REEL_MESSAGES, type TClaimFinding } from '@pp/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, reels, users } from '../src/db/schema';
import { createAccount, type TestAccount } from './helpers/accounts';
import { createReelRequest, reelMaterial } from './helpers/reels';
import { createTestApp } from './helpers/test-app';

/**
 * Burned-in captions are the post text (issue 24): the request carries the draft the agent chose,
 * and it passes the same Fair Housing and claim checks as a post before anything is written. The
 * sample listing has 4 bedrooms.
 */
const { app, db } = await createTestApp({ env: { REEL_RENDER_SIZE: '180x320', REDIS_URL: undefined } });

const reelCredits = async (userId: string) =>
  (await db.select({ n: users.reel_generation }).from(users).where(eq(users.id, userId)))[0]!.n;
const reelRows = (userId: string) => db.select().from(reels).where(eq(reels.user_id, userId));
const trail = (userId: string) => db.select().from(auditEvents).where(eq(auditEvents.user_id, userId));

async function refusedWithNothingWritten(account: TestAccount, credits: number) {
  expect(await reelCredits(account.userId)).toBe(credits);
  expect(await reelRows(account.userId)).toEqual([]);
  expect(await trail(account.userId)).toEqual([]);
}

describe('reel captions from the post text', { timeout: 60_000 }, () => {
  it('asks for the text when captions are on, and refuses an over-long one, writing nothing', async () => {
    const account = await createAccount(app, { trial: true });
    const material = await reelMaterial(app, account, 1);
    const credits = await reelCredits(account.userId);
    for (const caption_text of [undefined, '   ']) {
      const res = await app.inject(createReelRequest(account, material, { captions: true, caption_text }));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors).toMatchObject({ caption_text: REEL_MESSAGES.captionTextMissing });
    }
    const long = await app.inject(
      createReelRequest(account, material, { captions: true, caption_text: 'x'.repeat(2201) }),
    );
    expect(long.statusCode).toBe(400);
    expect(long.json().errors.caption_text).toEqual(expect.any(String));
    await refusedWithNothingWritten(account, credits);
  });

  it('refuses a Fair Housing block in the caption text with 422 and the findings', async () => {
    const account = await createAccount(app, { trial: true });
    const material = await reelMaterial(app, account, 1);
    const credits = await reelCredits(account.userId);
    const caption_text = `${material.listing.drafts.twitter.text}\nAdults only, no kids.`;
    const res = await app.inject(createReelRequest(account, material, { captions: true, caption_text }));
    expect(res.statusCode, res.body).toBe(422);
    const body = res.json();
    expect(body.message).toBe(LISTING_MESSAGES.complianceRefused);
    expect(body.findings.map((f: { category: string }) => f.category)).toContain('familial_status');
    await refusedWithNothingWritten(account, credits);
  });

  it('refuses a claim the listing contradicts, unless override_claims accepts it', async () => {
    const account = await createAccount(app, { trial: true });
    const material = await reelMaterial(app, account, 1);
    const credits = await reelCredits(account.userId);
    const caption_text = 'Sunny home with 3 bedrooms and a big yard.';
    const res = await app.inject(createReelRequest(account, material, { captions: true, caption_text }));
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().message, JSON.stringify(res.json().findings)).toBe(LISTING_MESSAGES.claimsRefused);
    expect((res.json().claims as TClaimFinding[]).map((c) => [c.field, c.severity])).toContainEqual([
      'beds',
      'block',
    ]);
    await refusedWithNothingWritten(account, credits);

    const accepted = await app.inject(
      createReelRequest(account, material, { captions: true, caption_text, override_claims: true }),
    );
    expect(accepted.statusCode, accepted.body).toBe(201);
    const [event] = await trail(account.userId);
    // The accepted block is in the trail, with who and when.
    expect(event?.accepted_warnings).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          category: 'claim',
          field: 'beds',
          override: true,
          user_id: account.userId,
        }),
      ]),
    );
  });

  it('queues a clean caption text as sent, and records it in the audit trail', async () => {
    const account = await createAccount(app, { trial: true });
    const material = await reelMaterial(app, account, 1);
    const credits = await reelCredits(account.userId);
    const caption_text = `  ${material.listing.drafts.twitter.text}  `;
    const res = await app.inject(createReelRequest(account, material, { captions: true, caption_text }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.captions).toBe(true);
    const [row] = await reelRows(account.userId);
    expect(row?.caption_text).toBe(caption_text.trim());
    expect(await reelCredits(account.userId)).toBe(credits - 1);
    const [event] = await trail(account.userId);
    expect(event?.content).toMatchObject({ caption_text: caption_text.trim() });
  });

  it('with captions off, neither checks nor keeps a text (it is not on the video)', async () => {
    const account = await createAccount(app, { trial: true });
    const material = await reelMaterial(app, account, 1);
    const off = await app.inject(
      createReelRequest(account, material, { captions: false, caption_text: 'Adults only, no kids.' }),
    );
    expect(off.statusCode, off.body).toBe(201);
    const [row] = await reelRows(account.userId);
    expect(row).toMatchObject({ captions: false, caption_text: null });
  });
});
