import type { AddonKey } from '@pp/contract';
import { and, desc, eq, gte, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { afterCommit } from '../../db/commit-effects';
import { creditLedger, lowCreditNotices, users } from '../../db/schema';
import { isUniqueViolation } from '../../lib/db-errors';
import { countCredits } from '../../observability/metrics';

type Reason = 'grant' | 'purchase' | 'debit' | 'refund' | 'reversal';

const counter = (addon: AddonKey) => users[addon];

/**
 * Adds credits and writes the ledger row in one transaction. `ref` names the cause (checkout
 * session, invoice, trial); the same (user, addon, reason, ref) is applied at most once, so a
 * redelivered webhook or a double click cannot grant twice. Returns false when it was already applied.
 * `now` is the app's clock (ctx.now()), never the machine's: it dates the ledger row and the counter.
 */
export async function addCredits(
  db: DbOrTx,
  userId: string,
  addon: AddonKey,
  amount: number,
  reason: 'grant' | 'purchase' | 'refund',
  ref: string,
  now: Date,
): Promise<boolean> {
  if (!Number.isInteger(amount) || amount <= 0) throw new Error(`invalid credit amount ${amount}`);
  const applied = await db.transaction((tx) => applyOnce(tx, userId, addon, amount, reason, ref, now));
  // Counted once the caller's transaction has committed (a rolled-back grant is never counted).
  if (applied) afterCommit(() => countCredits(reason, addon, amount));
  return applied;
}

/**
 * Writes the ledger row and moves the counter by `delta` with it, unless the same (user, addon,
 * reason, ref) is already in the ledger: then nothing changes and the answer is false.
 */
async function applyOnce(
  tx: DbOrTx,
  userId: string,
  addon: AddonKey,
  delta: number,
  reason: Exclude<Reason, 'debit'>,
  ref: string,
  now: Date,
): Promise<boolean> {
  const inserted = await tx
    .insert(creditLedger)
    .values({ user_id: userId, addon, delta, reason, ref, created_at: now })
    .onConflictDoNothing()
    .returning({ id: creditLedger.id });
  if (inserted.length === 0) return false;
  await tx
    .update(users)
    .set({ [addon]: sql`${counter(addon)} + ${delta}`, updated_at: now })
    .where(eq(users.id, userId));
  return true;
}

/** The latest ledger row of the user's counter that also matches `where`, if any. */
async function latestEntry(db: DbOrTx, userId: string, addon: AddonKey, ...where: SQL[]) {
  const [row] = await db
    .select({ id: creditLedger.id })
    .from(creditLedger)
    .where(and(eq(creditLedger.user_id, userId), eq(creditLedger.addon, addon), ...where))
    .orderBy(desc(creditLedger.id))
    .limit(1);
  return row;
}

/**
 * Takes one credit if the counter is above zero. The conditional UPDATE is atomic in PostgreSQL,
 * so concurrent debits can never take a counter below zero; false means no credit was left.
 */
export async function debitCredit(
  db: DbOrTx,
  userId: string,
  addon: AddonKey,
  ref: string,
  now: Date,
): Promise<boolean> {
  try {
    const taken = await db.transaction(async (tx) => {
      const [updated] = await tx
        .update(users)
        .set({ [addon]: sql`${counter(addon)} - 1`, updated_at: now })
        .where(and(eq(users.id, userId), gte(counter(addon), 1)))
        .returning({ left: counter(addon) });
      if (!updated) return false;
      await tx
        .insert(creditLedger)
        .values({ user_id: userId, addon, delta: -1, reason: 'debit', ref, created_at: now });
      if (updated.left === 1) await claimLowCreditNotice(tx, userId, addon, now);
      return true;
    });
    if (taken) afterCommit(() => countCredits('debit', addon, 1));
    return taken;
  } catch (err) {
    // The same ref debited twice: the first one stands.
    if (isUniqueViolation(err, 'credit_ledger_once_idx')) return false;
    throw err;
  }
}

/**
 * A counter just reached its last credit: claim the "one credit left" notice of this period, in the
 * debit's transaction (so it exists only if the debit commits). The period is the counter's latest
 * grant or purchase: a refill starts a new one, a refunded publish does not. The mail goes out after
 * the commit (notify-low-credits.ts).
 */
async function claimLowCreditNotice(tx: DbOrTx, userId: string, addon: AddonKey, now: Date) {
  const topUp = await latestEntry(tx, userId, addon, inArray(creditLedger.reason, ['grant', 'purchase']));
  await tx
    .insert(lowCreditNotices)
    .values({ user_id: userId, addon, period_ref: topUp ? String(topUp.id) : 'none', created_at: now })
    .onConflictDoNothing();
}

/** Gives back the credit of a failed publish or render, once per ref, and only if it was taken. */
export async function refundCredit(
  db: DbOrTx,
  userId: string,
  addon: AddonKey,
  ref: string,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await hasDebit(tx, userId, addon, ref))) return false;
    return addCredits(tx, userId, addon, 1, 'refund', ref, now);
  });
}

/** Whether a credit was already taken for this ref (a retried job must not take a second one). */
export async function hasDebit(db: DbOrTx, userId: string, addon: AddonKey, ref: string): Promise<boolean> {
  const debit = await latestEntry(
    db,
    userId,
    addon,
    eq(creditLedger.reason, 'debit'),
    eq(creditLedger.ref, ref),
  );
  return !!debit;
}

/**
 * Takes back up to `wanted` purchased credits after the payment for them was refunded. Never below
 * zero: credits already spent stay spent. One ledger row per ref (a redelivery takes nothing more).
 * Answers how many were taken.
 */
export async function reverseCredits(
  db: DbOrTx,
  userId: string,
  addon: AddonKey,
  wanted: number,
  ref: string,
  now: Date,
): Promise<number> {
  if (!Number.isInteger(wanted) || wanted <= 0) return 0;
  const reversed = await db.transaction(async (tx) => {
    // The row lock keeps a concurrent debit from spending what is being taken back.
    const [user] = await tx
      .select({ balance: counter(addon) })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    const taken = Math.min(wanted, user?.balance ?? 0);
    if (taken === 0) return 0;
    return (await applyOnce(tx, userId, addon, -taken, 'reversal', ref, now)) ? taken : 0;
  });
  if (reversed > 0) afterCommit(() => countCredits('reversal', addon, reversed));
  return reversed;
}

/** The counters as the ledger says they should be; tests and audits compare them with users.*. */
export async function ledgerBalances(db: DbOrTx, userId: string): Promise<Record<string, number>> {
  const rows = await db
    .select({ addon: creditLedger.addon, total: sql<string>`sum(${creditLedger.delta})` })
    .from(creditLedger)
    .where(eq(creditLedger.user_id, userId))
    .groupBy(creditLedger.addon);
  return Object.fromEntries(rows.map((r) => [r.addon, Number(r.total)]));
}
