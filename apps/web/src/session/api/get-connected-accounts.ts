import { type TConnectedAccount, ZConnectedAccountsResponseSchema } from '@pp/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';

export const connectedAccountsQueryKey = ['connected-accounts'] as const;

/** GET /connected-accounts. */
export async function getConnectedAccounts(signal?: AbortSignal): Promise<TConnectedAccount[]> {
  const schema = ZConnectedAccountsResponseSchema.shape.data;
  return (await apiRequest('/connected-accounts', { schema, signal })).data.accounts;
}

/**
 * The member's connections, one cache entry for the profile's Connected accounts card and the post
 * form (which connection a post needs, the Page to start with): a connection made in one counts in the
 * other. Spread into useQuery to add `enabled` or `select`.
 */
export const connectedAccountsQuery = queryOptions({
  queryKey: connectedAccountsQueryKey,
  queryFn: ({ signal }) => getConnectedAccounts(signal),
});

export const useConnectedAccounts = () => useQuery(connectedAccountsQuery);
