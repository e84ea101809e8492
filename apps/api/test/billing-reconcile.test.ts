import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { checkoutSessions } from '../src/db/schema';
import { createAccount } from './helpers/accounts';
import { createStripeTestApp } from './helpers/stripe-test-app';

// A payment whose webhook never came and whose buyer never reached the success page (issue #23).
const { app, db, stripe, buyCredits, me } = await createStripeTestApp();

describe('the reconciler and paid checkouts', () => {
  it('grants a checkout paid at Stripe but never fulfilled, once, without a webhook or the success page', async () => {
    const account = await createAccount(app);
    const before = (await me(account)).addons.promote_to_linkedin as number;
    const { session_id } = await buyCredits(account, 'post_to_linkedin_account', 25);
    stripe.completeSession(session_id);
    // Younger checkouts are left to the webhook; this one is three minutes old.
    await db
      .update(checkoutSessions)
      .set({ created_at: new Date(Date.now() - 3 * 60_000) })
      .where(eq(checkoutSessions.id, session_id));
    await vi.waitFor(
      async () => {
        const [row] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, session_id));
        expect(row?.fulfilled_at).not.toBeNull();
      },
      { timeout: 15_000, interval: 250 },
    );
    expect((await me(account)).addons.promote_to_linkedin).toBe(before + 25);
    // Later sweeps grant nothing more.
    await new Promise((r) => setTimeout(r, 6_000));
    expect((await me(account)).addons.promote_to_linkedin).toBe(before + 25);
  });
});
