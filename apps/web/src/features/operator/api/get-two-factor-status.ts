import { ZTwoFactorStatusSchema } from '@pp/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const twoFactorKey = ['operator', '2fa'] as const;

/** GET /operator/2fa: set up or not, and until when this sign-in may use the console. */
export function useTwoFactorStatus() {
  return useQuery({
    queryKey: twoFactorKey,
    queryFn: async ({ signal }) =>
      (await apiRequest('/operator/2fa', { schema: ZTwoFactorStatusSchema, signal })).data,
    // A 403 (not an operator) will not change by asking again.
    retry: false,
  });
}
