import { ZOperatorAccountFailuresResponseSchema } from '@pp/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const schema = ZOperatorAccountFailuresResponseSchema.shape.data;

/** GET /operator/account-failures: connected accounts revoked, expired, or whose last publish failed. */
export function useAccountFailures() {
  return useQuery({
    queryKey: ['operator', 'account-failures'],
    queryFn: async ({ signal }) =>
      (await apiRequest('/operator/account-failures', { schema, signal })).data.failures,
    retry: false,
  });
}
