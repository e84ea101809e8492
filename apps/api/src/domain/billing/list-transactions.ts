import type { TTransaction } from '@pp/contract';
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { transactions } from '../../db/schema';

/** Spec §3 Transaction, newest first: USD amount, timestamp in seconds. */
export async function listTransactions(db: DbOrTx, userId: string): Promise<TTransaction[]> {
  const rows = await db
    .select()
    .from(transactions)
    .where(eq(transactions.user_id, userId))
    .orderBy(desc(transactions.created_at), desc(transactions.id))
    .limit(500);
  return rows.map((t) => ({
    _id: t.id,
    card_name: t.card_name,
    card_number: t.card_number,
    transaction_amount_in_usd: t.amount_cents / 100,
    transaction_currency: t.currency,
    transaction_status: t.status,
    transaction_timestamp: Math.floor(t.created_at.getTime() / 1000),
    receipt_url: t.receipt_url,
    addon_name: t.addon_name,
    payment_type: t.payment_type,
  }));
}
