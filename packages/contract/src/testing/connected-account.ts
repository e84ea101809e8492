import type { TConnectedAccount } from '../social';

/**
 * A connected account as GET /connected-accounts answers it: connected on 1 Nov 2026, healthy, no
 * expiry, named after its platform. Tests add what they are about (a Facebook Page, a reconnect).
 */
export const connectedAccount = (
  platform: TConnectedAccount['platform'],
  extra: Partial<TConnectedAccount> = {},
): TConnectedAccount => ({
  platform,
  account_name: platform,
  expires_at: null,
  needs_reconnect: false,
  health: 'connected',
  connected_at: '2026-11-01T00:00:00.000Z',
  ...extra,
});
