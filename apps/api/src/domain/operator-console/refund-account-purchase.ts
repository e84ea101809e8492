import { OPERATOR_CONSOLE_MESSAGES as M } from '@pp/contract';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { transactions } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';
import { settleRefund } from '../billing/apply-refund';
import { paymentProvider } from '../billing/payment-provider-for';
import { isUuid } from '../listings/save-listing';
import type { Operator } from './console-operator';
import { recordOperatorAction } from './record-operator-action';

const REFUNDABLE = new Set(['paid', 'partially_refunded']);

/**
 * Refunds what is left of one of the account's purchases at the processor (Stripe, or the sandbox),
 * then applies it here at once (transaction status, purchased credits taken back as far as unspent),
 * the same way a charge.refunded webhook does, so the webhook that follows changes nothing more. The
 * idempotency key is the transaction and its current status: a double click refunds once.
 */
export async function refundAccountPurchase(
  ctx: AppContext,
  operator: Operator,
  userId: string,
  input: { transaction_id: string; reason: string },
) {
  const [purchase] = isUuid(input.transaction_id)
    ? await ctx.db
        .select()
        .from(transactions)
        .where(and(eq(transactions.id, input.transaction_id), eq(transactions.user_id, userId)))
    : [];
  if (!purchase) throw notFound(M.transactionNotFound);
  if (purchase.status === 'refunded') throw conflict(M.alreadyRefunded);
  if (!REFUNDABLE.has(purchase.status)) throw conflict(M.notRefundable);

  const outcome = await paymentProvider(ctx).refundPurchase(
    purchase.external_id,
    `pp-operator-refund-${purchase.id}-${purchase.status}`,
  );
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await settleRefund(tx, purchase.external_id, outcome, now);
    await recordOperatorAction(
      tx,
      operator,
      {
        action: 'refund',
        targetUserId: userId,
        targetRef: purchase.id,
        reason: input.reason,
        details: { ...outcome, external_id: purchase.external_id },
      },
      now,
    );
  });
  const status = outcome.refundedCents >= outcome.amountCents ? 'refunded' : 'partially_refunded';
  return { transaction_id: purchase.id, status, refunded_cents: outcome.refundedCents };
}
