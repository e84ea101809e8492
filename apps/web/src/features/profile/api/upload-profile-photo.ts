import { API_PREFIX, type TCurrentUser, ZPhotoUploadResponseSchema } from '@pp/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { currentUserQueryKey, profilePhotoQueryKey } from '../../../session';

/** POST /users/profile-photo/upload (multipart, field `file`); answers file.data (base64) and contentType. */
export async function uploadProfilePhoto(file: File): Promise<Blob> {
  const form = new FormData();
  form.append('file', file);
  const res = await apiRequest('/users/profile-photo/upload', {
    method: 'POST',
    body: form,
    schema: ZPhotoUploadResponseSchema.shape.data,
  });
  const bytes = Uint8Array.from(atob(res.data.file.data), (c) => c.charCodeAt(0));
  return new Blob([bytes], { type: res.data.file.contentType || 'image/jpeg' });
}

export function useUploadProfilePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadProfilePhoto,
    // The header avatar and every other photo reader see the new image at once: the photo query is
    // keyed by the user's profile_picture_url, which a first upload turns from null into the photo path.
    onSuccess: (blob) => {
      const user = queryClient.getQueryData<TCurrentUser>(currentUserQueryKey);
      const photoPath = user?.profile_picture_url ?? `${API_PREFIX}/users/profile-photo`;
      queryClient.setQueryData([...profilePhotoQueryKey, photoPath], blob);
      if (user && user.profile_picture_url !== photoPath) {
        queryClient.setQueryData(currentUserQueryKey, { ...user, profile_picture_url: photoPath });
      }
    },
  });
}
