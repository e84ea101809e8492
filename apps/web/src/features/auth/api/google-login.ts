import { ZSessionDataSchema } from '@pp/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { saveSession } from '../../../lib/session';

/** POST /auth/google-login with Google's access token; stores the session with the google flag. */
export const googleLogin = (googleAccessToken: string) =>
  apiRequest('/auth/google-login', {
    method: 'POST',
    body: { google_auth_token: googleAccessToken },
    schema: ZSessionDataSchema,
  });

export function useGoogleLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: googleLogin,
    onSuccess: (res) => {
      queryClient.clear();
      saveSession(res.data, { google: true });
    },
  });
}
