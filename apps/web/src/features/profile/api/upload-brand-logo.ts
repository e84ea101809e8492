import { ZCurrentUserSchema } from '@pp/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { currentUserQueryKey } from '../../../session';

/** POST /users/logo/upload (multipart, field `file`): the brokerage logo of the property pages. */
export function uploadBrandLogo(file: File) {
  const form = new FormData();
  form.append('file', file);
  return apiRequest('/users/logo/upload', { method: 'POST', body: form, schema: ZCurrentUserSchema });
}

export function useUploadBrandLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadBrandLogo,
    onSuccess: (res) => queryClient.setQueryData(currentUserQueryKey, res.data),
  });
}
