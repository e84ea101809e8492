import { useCurrentUser, useProfilePhotoUrl, useSession } from '../../session';

/** What the nav shows of the signed-in user: name (full name, else stored username), photo, loading state. */
export function useUserDisplay() {
  const session = useSession();
  const { data: user, isLoading } = useCurrentUser();
  const photo = useProfilePhotoUrl();
  return {
    name: user?.full_name || session.username || '',
    email: user?.email ?? '',
    photoUrl: photo.url,
    avatarLoading: isLoading || photo.isLoading,
  };
}
