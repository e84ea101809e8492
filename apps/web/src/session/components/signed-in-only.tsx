import type { ReactElement } from 'react';
import { Navigate } from 'react-router';
import { useSession } from '../hooks/use-session';

/** Pages that speak to a signed-in user (the welcome back page): a visitor is sent to sign in instead. */
export function SignedInOnly({ children }: { children: ReactElement }) {
  const { isLoggedIn } = useSession();
  return isLoggedIn ? children : <Navigate to="/sign-in" replace />;
}
