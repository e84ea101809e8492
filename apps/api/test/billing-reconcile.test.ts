import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { checkoutSessions } from '../src/db/schema';
import { createAccount } from './helpers/accounts';
import { createStripeTestApp } from './helpers/stripe-test-app';

// A payment whose webhook never came and whose buyer never reached the success page (issue #23).
// Sweeps every second (5 s in production), so the waits below span many sweeps even on a loaded machine.
const { app, db, stripe, buyCredits, me } = await createStripeTestApp({ RECONCILE_INTERVAL_MS: '1000' });

/** A checkout paid at Stripe, made three minutes old (younger ones are left to the webhook). */
async function paidUnfulfilled(account: Awaited<ReturnType<typeof createAccount>>) {
  const { session_id } = await buyCredits(account, 'post_to_linkedin_account', 25);
  stripe.completeSession(session_id);
  await db
    .update(checkoutSessions)
    .set({ created_at: new Date(Date.now() - 3 * 60_000) })
    .where(eq(checkoutSessions.id, session_id));
  return session_id;
}

/** Waits until a sweep has granted `sessionId`. */
const fulfilled = (sessionId: string) =>
  vi.waitFor(
    async () => {
      const [row] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, sessionId));
      expect(row?.fulfilled_at).not.toBeNull();
    },
    { timeout: 20_000, interval: 250 },
  );

describe('the reconciler and paid checkouts', () => {
  it('grants a checkout paid at Stripe but never fulfilled, once, without a webhook or the success page', {
    timeout: 60_000,
  }, async () => {
    const account = await createAccount(app);
    const before = (await me(account)).addons.promote_to_linkedin as number;
    await fulfilled(await paidUnfulfilled(account));
    expect((await me(account)).addons.promote_to_linkedin).toBe(before + 25);
    // Later sweeps grant nothing more. Proof that a later sweep ran (rather than a fixed sleep that
    // load can make shorter than the interval): another account's checkout, paid after the first
    // was granted, is granted too.
    await fulfilled(await paidUnfulfilled(await createAccount(app)));
    expect((await me(account)).addons.promote_to_linkedin).toBe(before + 25);
  });
});
