import { ZSessionDataSchema } from '@pp/contract';
import { apiRequest } from '../../../lib/api-client';
import { useSignInMutation } from './login';

/** POST /auth/google-login with Google's access token; stores the session with the google flag. */
export const googleLogin = (googleAccessToken: string) =>
  apiRequest('/auth/google-login', {
    method: 'POST',
    body: { google_auth_token: googleAccessToken },
    schema: ZSessionDataSchema,
  });

export const useGoogleLogin = () => useSignInMutation(googleLogin, { google: true });
