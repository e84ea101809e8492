import { DAY_MS, RECONNECT_WARNING_DAYS, type TConnectedAccount } from '@pp/contract';
import type { connectedAccounts } from '../../db/schema';

type Row = typeof connectedAccounts.$inferSelect;

/**
 * The card's view of an account. X renews its tokens itself (refresh token), so only an account
 * without a refresh token (LinkedIn: 60 days) shows an end date and, near it, a reconnect warning.
 */
export function connectedAccountOut(row: Row, now: Date): TConnectedAccount {
  const ends = row.refresh_token ? null : row.expires_at;
  return {
    platform: row.platform,
    account_name: row.account_name,
    expires_at: ends?.toISOString() ?? null,
    needs_reconnect: !!ends && ends.getTime() - now.getTime() < RECONNECT_WARNING_DAYS * DAY_MS,
    connected_at: row.created_at.toISOString(),
  };
}
