import { useMemo } from 'react';
import { useCurrentUser } from '../api/get-current-user';
import { type AccessState, accessStateOf } from '../utils/access-state';

/** The current user's access state (trial, subscription, days left, credits), or undefined while loading. */
export function useAccessState(): AccessState | undefined {
  const { data } = useCurrentUser();
  return useMemo(() => (data ? accessStateOf(data) : undefined), [data]);
}
