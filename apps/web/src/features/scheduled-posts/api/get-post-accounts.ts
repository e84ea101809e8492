import {
  POST_ACCOUNT,
  type ScheduledPostPlatform,
  type TConnectedAccount,
  ZConnectedAccountsResponseSchema,
} from '@pp/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * The connection a platform's post needs and whether it works (GET /connected-accounts): null when
 * it is there and usable, or when the platform needs none (Marketplace is an email reminder) or the
 * list is still loading; else the connection to make, 'missing' or 'reconnect'.
 */
export function usePostAccountNeed(platform: ScheduledPostPlatform) {
  const accounts = useQuery({
    // Shares the connected-accounts card's cache entry (same answer): a connection made there counts here.
    queryKey: ['connected-accounts'],
    queryFn: async ({ signal }): Promise<TConnectedAccount[]> =>
      (
        await apiRequest('/connected-accounts', {
          schema: ZConnectedAccountsResponseSchema.shape.data,
          signal,
        })
      ).data.accounts,
  });
  return accountNeed(platform, accounts.data);
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
