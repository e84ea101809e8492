import { POST_ACCOUNT, type ScheduledPostPlatform, type TConnectedAccount } from '@pp/contract';
import { useQuery } from '@tanstack/react-query';
import { connectedAccountsQuery, useConnectedAccounts } from '../../../session';

/**
 * The connection a platform's post needs and whether it works (GET /connected-accounts, the connected
 * accounts card's cache entry: a connection made there counts here): null when it is there and usable,
 * or when the platform needs none (Marketplace is an email reminder) or the list is still loading; else
 * the connection to make, 'missing' or 'reconnect'.
 */
export function usePostAccountNeed(platform: ScheduledPostPlatform) {
  return accountNeed(platform, useConnectedAccounts().data);
}

export function accountNeed(
  platform: ScheduledPostPlatform,
  accounts: TConnectedAccount[] | undefined,
): 'missing' | 'reconnect' | null {
  const needed = POST_ACCOUNT[platform];
  if (!needed || !accounts) return null;
  const account = accounts.find((a) => a.platform === needed);
  if (!account) return 'missing';
  return account.health === 'expired' || account.health === 'revoked' ? 'reconnect' : null;
}

/** The connection's chosen Page id (a Page chosen on the connected accounts card), or null when none is. */
export function useDefaultPageId(enabled: boolean) {
  return useQuery({
    ...connectedAccountsQuery,
    enabled,
    select: (accounts) => accounts.find((a) => a.platform === 'facebook')?.page?.id ?? null,
  });
}
