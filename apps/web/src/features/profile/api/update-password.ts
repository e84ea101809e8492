import { type TUpdatePasswordRequest, ZMessageOnlySchema } from '@pp/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /users/update-password; a non-2xx answer or status 'error' throws with the server's message. */
export function updatePassword(body: TUpdatePasswordRequest) {
  return apiRequest('/users/update-password', {
    method: 'POST',
    body,
    schema: ZMessageOnlySchema.shape.data,
  });
}

export function useUpdatePassword() {
  return useMutation({ mutationFn: updatePassword });
}
