import { ZOperatorAccountSchema } from '@pp/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const accountKey = (userId: string) => ['operator', 'account', userId] as const;

/** GET /operator/users/:id: the account with its credits, ledger, purchases and the rest. */
export function useAccount(userId: string) {
  return useQuery({
    queryKey: accountKey(userId),
    queryFn: async ({ signal }) =>
      (await apiRequest(`/operator/users/${userId}`, { schema: ZOperatorAccountSchema, signal })).data,
    retry: false,
  });
}
