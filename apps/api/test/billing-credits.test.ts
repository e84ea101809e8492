import { ADDON_KEYS } from '@pp/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { creditLedger, users } from '../src/db/schema';
import { addCredits, debitCredit, ledgerBalances, refundCredit } from '../src/domain/credits/change-credits';
import { createAccount } from './helpers/accounts';
import { createTestApp } from './helpers/test-app';

const { app, db, clock } = await createTestApp();
const database = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';

async function counters(userId: string) {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  return Object.fromEntries(ADDON_KEYS.map((k) => [k, row![k]]));
}

describe(`credits ledger under concurrency (${database})`, () => {
  it('50 simultaneous debits against 10 credits succeed exactly 10 times; counter = ledger sum', async () => {
    const account = await createAccount(app);
    expect(
      await addCredits(
        db,
        account.userId,
        'promote_to_linkedin',
        10,
        'purchase',
        'cs_concurrency',
        clock.now(),
      ),
    ).toBe(true);
    const started = performance.now();
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        debitCredit(db, account.userId, 'promote_to_linkedin', `post-${i}`, clock.now()),
      ),
    );
    const ms = performance.now() - started;
    const succeeded = results.filter(Boolean).length;
    console.info(
      `[${database}] 50 concurrent debits vs 10 credits: ${succeeded} succeeded, ${50 - succeeded} refused, ${ms.toFixed(0)} ms`,
    );
    expect(succeeded).toBe(10);
    const now = await counters(account.userId);
    expect(now.promote_to_linkedin).toBe(0);
    expect(await ledgerBalances(db, account.userId)).toEqual({ promote_to_linkedin: 0 });
    const debits = await db.select().from(creditLedger).where(eq(creditLedger.user_id, account.userId));
    expect(debits.filter((r) => r.reason === 'debit')).toHaveLength(10);
  });

  it('the same purchase granted concurrently lands once; refunds only follow real debits, once', async () => {
    const account = await createAccount(app);
    const grants = await Promise.all(
      Array.from({ length: 20 }, () =>
        addCredits(db, account.userId, 'reel_generation', 5, 'purchase', 'cs_same', clock.now()),
      ),
    );
    expect(grants.filter(Boolean)).toHaveLength(1);
    expect((await counters(account.userId)).reel_generation).toBe(5);
    expect(await debitCredit(db, account.userId, 'reel_generation', 'reel-1', clock.now())).toBe(true);
    const refunds = await Promise.all(
      Array.from({ length: 10 }, () =>
        refundCredit(db, account.userId, 'reel_generation', 'reel-1', clock.now()),
      ),
    );
    expect(refunds.filter(Boolean)).toHaveLength(1);
    expect(await refundCredit(db, account.userId, 'reel_generation', 'never-debited', clock.now())).toBe(
      false,
    );
    expect((await counters(account.userId)).reel_generation).toBe(5);
    expect(await ledgerBalances(db, account.userId)).toEqual({ reel_generation: 5 });
  });

  it('mixed concurrent grants and debits across counters keep every counter equal to its ledger sum', async () => {
    const account = await createAccount(app, { trial: true });
    const ops = Array.from({ length: 60 }, (_, i) => {
      const addon = ADDON_KEYS[i % ADDON_KEYS.length]!;
      return i % 3 === 0
        ? addCredits(db, account.userId, addon, 2, 'purchase', `cs_mixed_${i}`, clock.now())
        : debitCredit(db, account.userId, addon, `mixed-${i}`, clock.now());
    });
    await Promise.all(ops);
    const now = await counters(account.userId);
    const ledger = await ledgerBalances(db, account.userId);
    for (const addon of ADDON_KEYS) {
      expect(now[addon]).toBeGreaterThanOrEqual(0);
      expect(now[addon]).toBe(ledger[addon] ?? 0);
    }
  });

  it("dates every credit change by the app's clock, not the machine's: a trial started 40 days on", async () => {
    clock.advance(40 * 24 * 60 * 60 * 1000);
    try {
      const started = clock.now().getTime();
      const byTheClock = (at: Date) => at.getTime() >= started && at.getTime() < started + 60_000;
      const updatedAt = async (userId: string) =>
        (await db.select().from(users).where(eq(users.id, userId)))[0]!.updated_at;
      // The trial's grants go through the API (startTrial → addCredits), then one debit and its refund.
      const account = await createAccount(app, { trial: true });
      expect(byTheClock(await updatedAt(account.userId))).toBe(true);
      expect(await debitCredit(db, account.userId, 'reel_generation', 'reel-clock', clock.now())).toBe(true);
      expect(byTheClock(await updatedAt(account.userId))).toBe(true);
      expect(await refundCredit(db, account.userId, 'reel_generation', 'reel-clock', clock.now())).toBe(true);
      expect(byTheClock(await updatedAt(account.userId))).toBe(true);
      const rows = await db.select().from(creditLedger).where(eq(creditLedger.user_id, account.userId));
      expect(rows.map((r) => r.reason).sort()).toEqual(
        [...ADDON_KEYS.map(() => 'grant'), 'debit', 'refund'].sort(),
      );
      expect(rows.filter((r) => !byTheClock(r.created_at))).toEqual([]);
    } finally {
      clock.reset();
    }
  });
});
