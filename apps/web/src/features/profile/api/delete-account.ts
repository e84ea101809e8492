import { type TDeleteAccountRequest, ZMessageOnlySchema } from '@pp/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** DELETE /users/me with the proof (password, or the email of a Google-only account). */
export function deleteAccount(body: TDeleteAccountRequest) {
  return apiRequest('/users/me', { method: 'DELETE', body, schema: ZMessageOnlySchema.shape.data });
}

export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });
