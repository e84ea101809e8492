import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /auth/verify-email/{token}: success when the answer's status is 'success'. */
export async function verifyEmail(token: string): Promise<true> {
  const res = await apiRequest(`/auth/verify-email/${encodeURIComponent(token)}`, { auth: 'never' });
  if (res.status !== 'success') throw new Error(res.message);
  return true;
}

/**
 * The verification call, made once per token: the query cache dedupes StrictMode's double mount
 * and later re-renders, and a single-use token must never be retried or refetched.
 */
export const useVerifyEmail = (token: string) =>
  useQuery({
    queryKey: ['auth', 'verify-email', token],
    queryFn: () => verifyEmail(token),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    refetchOnMount: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
