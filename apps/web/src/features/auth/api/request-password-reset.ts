import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /auth/reset-password-request; the mailed link leads back to this site's /reset-password. */
export const requestPasswordReset = (email: string) =>
  apiRequest('/auth/reset-password-request', {
    method: 'POST',
    body: { email, reset_form_url: `${window.location.origin}/reset-password` },
  });

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
