import { type TResetPasswordRequestRequest, ZMessageOnlySchema } from '@pp/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /auth/reset-password-request; the mailed link leads back to this site's /reset-password. */
export const requestPasswordReset = (email: string) => {
  const body: TResetPasswordRequestRequest = {
    email,
    reset_form_url: `${window.location.origin}/reset-password`,
  };
  return apiRequest('/auth/reset-password-request', {
    method: 'POST',
    body,
    schema: ZMessageOnlySchema.shape.data,
  });
};

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
