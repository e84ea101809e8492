import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /users/update-password; a non-2xx answer or status 'error' throws with the server's message. */
export function updatePassword(body: { old_password: string; new_password: string }) {
  return apiRequest('/users/update-password', { method: 'POST', body });
}

export function useUpdatePassword() {
  return useMutation({ mutationFn: updatePassword });
}
