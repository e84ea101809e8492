import type { TListingDetail, TPromotion } from '@pp/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { addCredits } from '../src/domain/credits/change-credits';
import { createAccount, type TestAccount } from './helpers/accounts';
import { createReelRequest, reelMaterial } from './helpers/reels';
import { listingOf } from './helpers/sample-listing';
import { startSmtpListener } from './helpers/smtp-listener';
import { createTestApp } from './helpers/test-app';

const smtp = await startSmtpListener();
afterAll(() => smtp.close());
const { app, db } = await createTestApp({ env: { SMTP_URL: smtp.url, REEL_RENDER_SIZE: '180x320' } });

async function publishMarketplace(account: TestAccount, detail: TListingDetail) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/promotions',
    headers: account.auth,
    payload: {
      listing_id: detail.listing_id,
      platform: 'facebook_marketplace',
      text: detail.drafts.facebook_marketplace.description,
      fields: { title: detail.drafts.facebook_marketplace.title },
    },
  });
  expect(res.statusCode).toBe(201);
  return res.json().data as TPromotion;
}

const lowMails = (email: string) =>
  smtp.inbox.filter((m) => m.to.includes(email) && /credit left/.test(m.subject));

/** Waits until mail delivery settles: a mail that should not come has had its chance to. */
const settled = () => app.ctx.mailer.close().catch(() => undefined);

describe('low credits', () => {
  it('mails once when a counter reaches 1, with a link to buy; not again in the same period; again after a refill', async () => {
    const account = await createAccount(app, { trial: true }); // 2 Marketplace credits
    const detail = await listingOf(app, account);
    expect((await publishMarketplace(account, detail)).credits_left).toBe(1);
    const mail = await smtp.waitFor(account.email, /1 Facebook Marketplace credit left/);
    expect(mail.html).toContain('http://localhost:8080/dashboard/pricing');
    expect(mail.text).toContain('Buy credits');

    // 1 → 0: no second mail. Back to 2 by a purchase, then down to 1: a new period, a new mail.
    expect((await publishMarketplace(account, detail)).credits_left).toBe(0);
    await addCredits(
      db,
      account.userId,
      'promote_to_facebook_marketplace',
      2,
      'purchase',
      'cs_refill',
      app.ctx.now(),
    );
    expect((await publishMarketplace(account, detail)).credits_left).toBe(1);
    await expect.poll(() => lowMails(account.email).length).toBe(2);
  });

  it('a refunded publish (failed on the platform) does not start a new period', async () => {
    const account = await createAccount(app, { trial: true });
    const detail = await listingOf(app, account);
    const promotion = await publishMarketplace(account, detail); // 2 → 1: mailed
    await smtp.waitFor(account.email, /credit left/);
    const failed = await app.inject({
      method: 'POST',
      url: `/api/v1/promotions/${promotion.promotion_id}/fail`,
      headers: account.auth,
      payload: { reason: 'The composer closed' },
    });
    expect(failed.statusCode).toBe(200);
    expect((await publishMarketplace(account, detail)).credits_left).toBe(1); // 2 → 1 again
    await settled();
    expect(lowMails(account.email)).toHaveLength(1);
  });

  it('a reel that leaves the Video Credits at 1 mails too', async () => {
    const account = await createAccount(app, { trial: true }); // 1 reel credit
    await addCredits(db, account.userId, 'reel_generation', 1, 'purchase', 'cs_reels', app.ctx.now());
    const created = await app.inject(createReelRequest(account, await reelMaterial(app, account, 1)));
    expect(created.statusCode).toBe(201);
    const mail = await smtp.waitFor(account.email, /1 Reel Generation credit left/);
    expect(mail.html).toContain('/dashboard/pricing');
  });
});
