import { ZVerifyEmailResponseSchema } from '@pp/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /auth/verify-email/{token}: whether this link verified the address or found it verified already. */
export async function verifyEmail(token: string): Promise<{ alreadyVerified: boolean }> {
  const res = await apiRequest(`/auth/verify-email/${encodeURIComponent(token)}`, {
    auth: 'never',
    schema: ZVerifyEmailResponseSchema.shape.data,
  });
  return { alreadyVerified: res.data.already_verified };
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
