import { CLICK_SOURCE_LABELS, type ClickSource } from '@pp/contract';
import { desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { pageLeads } from '../../db/schema';
import { getOwnListing } from './find-listings';

/**
 * One CSV cell: quoted, quotes doubled, and a leading = + - @ (or tab/CR) neutralised with an
 * apostrophe, so a visitor's text cannot become a formula in the agent's spreadsheet.
 */
export const csvCell = (value: string): string => {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
};

/** The listing's leads as CSV (RFC 4180, CRLF), newest first, with a header row; owner only. */
export async function exportLeadsCsv(ctx: AppContext, userId: string, listingId: string) {
  const row = await getOwnListing(ctx.db, userId, listingId);
  const leads = await ctx.db
    .select()
    .from(pageLeads)
    .where(eq(pageLeads.listing_id, row.id))
    .orderBy(desc(pageLeads.created_at));
  const header = ['Date', 'Request', 'Name', 'Email', 'Phone', 'Message', 'Platform'];
  const lines = leads.map((l) =>
    [
      l.created_at.toISOString(),
      l.kind === 'showing' ? 'Showing' : 'Question',
      l.name,
      l.email,
      l.phone,
      l.message,
      CLICK_SOURCE_LABELS[(l.src ?? 'direct') as ClickSource],
    ]
      .map(csvCell)
      .join(','),
  );
  return {
    filename: `leads-${row.slug}.csv`,
    csv: `${[header.map(csvCell).join(','), ...lines].join('\r\n')}\r\n`,
  };
}
