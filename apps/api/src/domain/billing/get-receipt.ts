import { PRODUCT_NAME, type TReceipt } from '@pp/contract';
import { describePurchase, isCreditType, planById } from '@pp/pricing';
import type { AppContext } from '../../app-context';
import { notFound } from '../../lib/errors';
import { getUser } from '../users/find-user';
import { SUPPORT_INBOX } from '../users/send-contact-message';
import { isPaidStatus, transactionsWithQuantity } from './list-transactions';

/**
 * The receipt of one of the user's paid transactions, for our printable receipt page. Another user's
 * transaction, an unknown id and a failed payment are all "not found": there is nothing to print.
 */
export async function getReceipt(ctx: AppContext, userId: string, transactionId: string): Promise<TReceipt> {
  const [row] = await transactionsWithQuantity(ctx.db, userId, transactionId);
  if (!row || !isPaidStatus(row.t.status)) throw notFound('Receipt not found');
  const { t, quantity } = row;
  const user = await getUser(ctx.db, userId);
  const plan = t.addon_name ? planById(t.addon_name) : undefined;
  const credits =
    t.addon_name && isCreditType(t.addon_name) ? quantity : (plan?.facebook_marketplace_listings ?? null);
  return {
    transaction_id: t.id,
    business_name: PRODUCT_NAME,
    business_email: SUPPORT_INBOX,
    customer_name: user.full_name,
    customer_email: user.email,
    paid_at: t.created_at.toISOString(),
    items: [
      {
        description: describePurchase({ addon_name: t.addon_name, quantity }) ?? 'Payment',
        amount_cents: t.amount_cents,
      },
    ],
    credits,
    amount_cents: t.amount_cents,
    currency: t.currency,
    status: t.status,
    card_brand: t.card_name,
    card_last4: t.card_number ? t.card_number.replace(/\D/g, '').slice(-4) || null : null,
  };
}
