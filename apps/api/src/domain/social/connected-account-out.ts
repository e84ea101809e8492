import { type AccountHealth, DAY_MS, RECONNECT_WARNING_DAYS, type TConnectedAccount } from '@pp/contract';
import type { connectedAccounts } from '../../db/schema';

type Row = typeof connectedAccounts.$inferSelect;

/** revoked (a call or renewal was refused), expired, expiring (within the warning days), connected. */
function healthOf(row: Row, ends: Date | null, now: Date): AccountHealth {
  if (row.revoked_at) return 'revoked';
  if (!ends) return 'connected';
  const left = ends.getTime() - now.getTime();
  if (left <= 0) return 'expired';
  return left < RECONNECT_WARNING_DAYS * DAY_MS ? 'expiring' : 'connected';
}

/**
 * The card's view of an account. X renews its tokens itself (refresh token), so only an account
 * without a refresh token (LinkedIn: 60 days; Meta: 60 days, renewed while in use) shows an end date
 * and, near it, a reconnect warning. A Meta account shows its chosen Page and Instagram account.
 */
export function connectedAccountOut(row: Row, now: Date): TConnectedAccount {
  // A refresh token that itself ends (TikTok's, a year) is what the member must renew by reconnecting.
  const ends = row.refresh_token ? row.refresh_expires_at : row.expires_at;
  const health = healthOf(row, ends, now);
  return {
    platform: row.platform,
    account_name: row.account_name,
    expires_at: ends?.toISOString() ?? null,
    needs_reconnect: health !== 'connected',
    health,
    connected_at: row.created_at.toISOString(),
    ...(row.platform === 'facebook'
      ? {
          page: row.page_id
            ? {
                id: row.page_id,
                name: row.page_name ?? row.page_id,
                instagram: row.ig_user_id
                  ? { id: row.ig_user_id, username: row.ig_username ?? row.ig_user_id }
                  : null,
              }
            : null,
        }
      : {}),
  };
}
