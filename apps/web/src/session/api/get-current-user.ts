import { type TCurrentUser, ZCurrentUserSchema } from '@pp/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { setStoredUser } from '../../lib/session';
import { useSession } from '../hooks/use-session';

export const currentUserQueryKey = ['users', 'me'] as const;

/** GET /users/me; the user id and name are stored locally after load (PRODUCT.md §3). */
export async function getCurrentUser(signal?: AbortSignal): Promise<TCurrentUser> {
  const res = await apiRequest('/users/me', { schema: ZCurrentUserSchema, signal });
  setStoredUser(res.data);
  return res.data;
}

/**
 * The signed-in user, fetched only while a session is stored. Other features invalidate
 * `currentUserQueryKey` after changing the user (trial start, profile update, purchase).
 */
export function useCurrentUser(options: { refetchOnMount?: boolean | 'always' } = {}) {
  const { isLoggedIn } = useSession();
  return useQuery({
    queryKey: currentUserQueryKey,
    queryFn: ({ signal }) => getCurrentUser(signal),
    enabled: isLoggedIn,
    ...options,
  });
}
