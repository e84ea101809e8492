import { type TUpdateProfileRequest, ZCurrentUserSchema } from '@pp/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { currentUserQueryKey } from '../../../session';

/**
 * POST /users/update-profile (name and username, and the property pages' branding when the branding
 * card sends it); the answer is the updated user, put straight into the cache.
 */
export function updateProfile(body: TUpdateProfileRequest) {
  return apiRequest('/users/update-profile', { method: 'POST', body, schema: ZCurrentUserSchema });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (res) => queryClient.setQueryData(currentUserQueryKey, res.data),
  });
}
