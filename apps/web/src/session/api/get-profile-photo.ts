import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { fetchWithSession } from '../../lib/api-client';
import { useCurrentUser } from './get-current-user';

export const profilePhotoQueryKey = ['users', 'profile-photo'] as const;

/** GET /users/profile-photo: the image bytes (treated as jpeg, PRODUCT.md §3), or null when there is none. */
export async function getProfilePhoto(signal?: AbortSignal): Promise<Blob | null> {
  const res = await fetchWithSession('/users/profile-photo', { signal });
  if (!res.ok) return null;
  const blob = await res.blob();
  return blob.size > 0 ? new Blob([blob], { type: blob.type || 'image/jpeg' }) : null;
}

/**
 * An object URL of the signed-in user's photo, revoked when it changes. Requested only when the
 * current user has one (profile_picture_url), so accounts without a photo make no failing request.
 */
export function useProfilePhotoUrl(): { url: string | null; isLoading: boolean } {
  const user = useCurrentUser();
  const hasPhoto = Boolean(user.data?.profile_picture_url);
  const query = useQuery({
    queryKey: [...profilePhotoQueryKey, user.data?.profile_picture_url ?? null],
    queryFn: ({ signal }) => getProfilePhoto(signal),
    enabled: hasPhoto,
    staleTime: 5 * 60_000,
    retry: false,
  });
  const url = useMemo(() => (query.data ? URL.createObjectURL(query.data) : null), [query.data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return { url, isLoading: hasPhoto && query.isLoading };
}
