import { type TTotpCodeRequest, ZTwoFactorStatusSchema } from '@pp/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { twoFactorKey } from './get-two-factor-status';

/** POST /operator/2fa/verify: a code confirms set-up and opens the console for this sign-in. */
export function useVerifyTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TTotpCodeRequest) =>
      (await apiRequest('/operator/2fa/verify', { method: 'POST', body, schema: ZTwoFactorStatusSchema }))
        .data,
    onSuccess: (status) => queryClient.setQueryData(twoFactorKey, status),
  });
}
