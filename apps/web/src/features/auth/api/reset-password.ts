import { type TResetPasswordRequest, ZMessageOnlySchema } from '@pp/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /auth/reset-password with the token from the mailed link. */
export const resetPassword = (body: TResetPasswordRequest) =>
  apiRequest('/auth/reset-password', { method: 'POST', body, schema: ZMessageOnlySchema.shape.data });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
