import type { ReactElement } from 'react';
import { Navigate } from 'react-router';
import { useSession } from '../hooks/use-session';

/** Spec §2: the public auth pages send a signed-in user to /dashboard. */
export function GuestOnly({ children }: { children: ReactElement }) {
  const { isLoggedIn } = useSession();
  return isLoggedIn ? <Navigate to="/dashboard" replace /> : children;
}
