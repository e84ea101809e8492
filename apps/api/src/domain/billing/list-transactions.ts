import { receiptPath, type TTransaction } from '@pp/contract';
import { describePurchase } from '@pp/pricing';
import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { checkoutSessions, transactions } from '../../db/schema';

/** Statuses of a payment that was taken (a refund later does not undo that it was paid). */
const PAID_STATUSES = new Set(['paid', 'refunded', 'partially_refunded']);

/** A transaction row with the credits its checkout bought (null for renewals: they name their plan). */
export async function transactionsWithQuantity(db: DbOrTx, userId: string, transactionId?: string) {
  return db
    .select({ t: transactions, quantity: checkoutSessions.quantity })
    .from(transactions)
    .leftJoin(checkoutSessions, eq(checkoutSessions.id, transactions.external_id))
    .where(
      transactionId
        ? and(eq(transactions.user_id, userId), eq(transactions.id, transactionId))
        : eq(transactions.user_id, userId),
    )
    .orderBy(desc(transactions.created_at), desc(transactions.id))
    .limit(500);
}

/**
 * Spec §3 Transaction, newest first: USD amount, timestamp in seconds, the product in words. Every
 * paid transaction has a receipt: Stripe's when it gave one, else our own printable page.
 */
export async function listTransactions(db: DbOrTx, userId: string): Promise<TTransaction[]> {
  const rows = await transactionsWithQuantity(db, userId);
  return rows.map(({ t, quantity }) => ({
    _id: t.id,
    card_name: t.card_name,
    card_number: t.card_number,
    transaction_amount_in_usd: t.amount_cents / 100,
    transaction_currency: t.currency,
    transaction_status: t.status,
    transaction_timestamp: Math.floor(t.created_at.getTime() / 1000),
    receipt_url: t.receipt_url ?? (PAID_STATUSES.has(t.status) ? receiptPath(t.id) : null),
    addon_name: t.addon_name,
    payment_type: t.payment_type,
    description: describePurchase({ addon_name: t.addon_name, quantity }),
  }));
}

export const isPaidStatus = (status: string) => PAID_STATUSES.has(status);
