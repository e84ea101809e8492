import { randomUUID } from 'node:crypto';
import { OPERATOR_CONSOLE_MESSAGES as M, type TOperatorCreditChangeRequest } from '@pp/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { users } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';
import { addCredits, reverseCredits } from '../credits/change-credits';
import type { Operator } from './console-operator';
import { recordOperatorAction } from './record-operator-action';

/**
 * An operator grants credits (positive amount) or takes them back (negative), through the credit
 * ledger's own functions so the counter and its ledger row move together. Taking back never goes
 * below zero (what was spent stays spent): the answer says how many actually moved. The audit entry
 * is written in the same transaction and names the ledger ref.
 */
export async function changeAccountCredits(
  ctx: AppContext,
  operator: Operator,
  userId: string,
  input: Required<TOperatorCreditChangeRequest>,
) {
  const now = ctx.now();
  const ref = `operator:${randomUUID()}`;
  return ctx.db.transaction(async (tx) => {
    const [target] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
    if (!target) throw notFound(M.userNotFound);
    // The ref is new, so a grant always applies; a take-back moves what is left, maybe nothing.
    const changedBy =
      input.amount > 0
        ? (await addCredits(tx, userId, input.addon, input.amount, 'grant', ref, now))
          ? input.amount
          : 0
        : -(await reverseCredits(tx, userId, input.addon, -input.amount, ref, now));
    if (changedBy === 0) throw conflict(M.nothingToTake);
    const [after] = await tx.select({ balance: users[input.addon] }).from(users).where(eq(users.id, userId));
    const balance = after?.balance ?? 0;
    await recordOperatorAction(
      tx,
      operator,
      {
        action: input.amount > 0 ? 'credits_grant' : 'credits_take_back',
        targetUserId: userId,
        targetRef: input.addon,
        reason: input.reason,
        details: { requested: input.amount, changed_by: changedBy, balance, ledger_ref: ref },
      },
      now,
    );
    return { addon: input.addon, changed_by: changedBy, balance };
  });
}
