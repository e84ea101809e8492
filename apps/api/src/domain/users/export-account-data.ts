import { desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import {
  contactMessages,
  creditLedger,
  listings,
  promotions,
  reels,
  transactions,
  usageEvents,
} from '../../db/schema';
import { getUserWithPhotoFlag } from './find-user';
import { serializeUser } from './serialize-user';

/**
 * Everything the service holds about the agent, as one JSON document (the right of access and to
 * portability): the account as /users/me shows it, and every row that is theirs. Secrets (password
 * hash, tokens) and the photo's bytes are left out; the photo is on the profile page to download.
 */
export async function exportAccountData(ctx: AppContext, userId: string) {
  const { user, hasPhoto } = await getUserWithPhotoFlag(ctx.db, userId);
  const [listingRows, promotionRows, reelRows, transactionRows, ledgerRows, usageRows, messageRows] =
    await Promise.all([
      ctx.db.select().from(listings).where(eq(listings.user_id, userId)).orderBy(desc(listings.created_at)),
      ctx.db
        .select()
        .from(promotions)
        .where(eq(promotions.user_id, userId))
        .orderBy(desc(promotions.created_at)),
      ctx.db.select().from(reels).where(eq(reels.user_id, userId)).orderBy(desc(reels.created_at)),
      ctx.db
        .select()
        .from(transactions)
        .where(eq(transactions.user_id, userId))
        .orderBy(desc(transactions.created_at)),
      ctx.db
        .select()
        .from(creditLedger)
        .where(eq(creditLedger.user_id, userId))
        .orderBy(desc(creditLedger.id)),
      ctx.db.select().from(usageEvents).where(eq(usageEvents.user_id, userId)),
      ctx.db.select().from(contactMessages).where(eq(contactMessages.user_id, userId)),
    ]);
  return {
    exported_at: ctx.now().toISOString(),
    account: serializeUser(user, hasPhoto),
    listings: listingRows,
    promotions: promotionRows,
    reels: reelRows,
    transactions: transactionRows,
    credit_ledger: ledgerRows,
    usage_events: usageRows,
    contact_messages: messageRows,
  };
}
