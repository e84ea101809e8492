import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /auth/reset-password with the token from the mailed link. */
export const resetPassword = (body: { pass_reset_token: string; new_password: string }) =>
  apiRequest('/auth/reset-password', { method: 'POST', body });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
