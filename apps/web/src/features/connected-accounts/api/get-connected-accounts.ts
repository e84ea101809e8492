import { type TConnectedAccount, ZConnectedAccountsResponseSchema } from '@pp/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const connectedAccountsQueryKey = ['connected-accounts'] as const;

/** GET /connected-accounts. */
export async function getConnectedAccounts(signal?: AbortSignal): Promise<TConnectedAccount[]> {
  const schema = ZConnectedAccountsResponseSchema.shape.data;
  return (await apiRequest('/connected-accounts', { schema, signal })).data.accounts;
}

export function useConnectedAccounts() {
  return useQuery({
    queryKey: connectedAccountsQueryKey,
    queryFn: ({ signal }) => getConnectedAccounts(signal),
  });
}
