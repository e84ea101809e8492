import { desc, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
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
  /** The agent's rows of one table, newest first by `newestFirst` when their order is worth keeping. */
  const theirs = async <T extends PgTable & { user_id: PgColumn }>(table: T, newestFirst?: PgColumn) => {
    // drizzle cannot type a select from a generic table: the rows are typed by the caller's table.
    const rows = ctx.db
      .select()
      .from(table as PgTable)
      .where(eq(table.user_id, userId));
    return (await (newestFirst ? rows.orderBy(desc(newestFirst)) : rows)) as T['$inferSelect'][];
  };
  const [listingRows, promotionRows, reelRows, transactionRows, ledgerRows, usageRows, messageRows] =
    await Promise.all([
      theirs(listings, listings.created_at),
      theirs(promotions, promotions.created_at),
      theirs(reels, reels.created_at),
      theirs(transactions, transactions.created_at),
      theirs(creditLedger, creditLedger.id),
      theirs(usageEvents),
      theirs(contactMessages),
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
