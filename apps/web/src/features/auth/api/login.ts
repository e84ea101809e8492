import { type TLoginRequest, type TSessionData, ZSessionDataSchema } from '@pp/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { saveSession } from '../../../lib/session';

/** POST /auth/login; the answer's tokens become the stored session (PRODUCT.md §3). */
export const login = (body: TLoginRequest) =>
  apiRequest('/auth/login', { method: 'POST', body, schema: ZSessionDataSchema });

/** A sign-in (password or Google): the answer's session is stored, `google` marking a Google one. */
export function useSignInMutation<V>(
  mutationFn: (variables: V) => Promise<{ data: TSessionData }>,
  options: { google?: boolean } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (res) => {
      // Nothing cached for a previous user may leak into this session.
      queryClient.clear();
      saveSession(res.data, options);
    },
  });
}

export const useLogin = () => useSignInMutation(login);
