import { type TLoginRequest, ZSessionDataSchema } from '@pp/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { saveSession } from '../../../lib/session';

/** POST /auth/login; the answer's tokens become the stored session (PRODUCT.md §3). */
export const login = (body: TLoginRequest) =>
  apiRequest('/auth/login', { method: 'POST', body, schema: ZSessionDataSchema });

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (res) => {
      // Nothing cached for a previous user may leak into this session.
      queryClient.clear();
      saveSession(res.data);
    },
  });
}
