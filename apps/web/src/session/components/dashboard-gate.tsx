import { ACCOUNT_LOCKED_MESSAGE, MESSAGES } from '@pp/contract';
import { type ReactNode, useEffect } from 'react';
import { Navigate } from 'react-router';
import { Spinner } from '../../components/ui/spinner';
import { notify } from '../../components/ui/toast';
import { ApiError } from '../../lib/api-client';
import { clearSession } from '../../lib/session';
import { useCurrentUser } from '../api/get-current-user';
import { useSession } from '../hooks/use-session';
import { hasAccessNow } from '../utils/access-state';

export type GateState = 'loading' | 'signed-out' | 'locked' | 'needs-trial' | 'no-access' | 'allowed';

/** An operator locked the account (issue 28): the API refuses its tokens with this 403. */
const lockedOut = (error: unknown) =>
  error instanceof ApiError && error.status === 403 && error.message === ACCOUNT_LOCKED_MESSAGE;

/**
 * Spec §4 dashboard access gate as a hook: loading, then signed out, a first visit whose trial is still
 * unclaimed (needs-trial), no access, or allowed.
 */
export function useDashboardGate(): GateState {
  const { isLoggedIn } = useSession();
  // Entering the dashboard always re-reads the user: a trial or purchase may have just changed access.
  const user = useCurrentUser({ refetchOnMount: 'always' });
  // Before the session check: the lock's redirect drops the session, and the gate must stay 'locked'
  // meanwhile (one toast). The cached error lasts until the next sign-in clears the query cache.
  if (user.isError && lockedOut(user.error)) return 'locked';
  if (!isLoggedIn) return 'signed-out';
  if (user.isPending) return 'loading';
  // Spec §8: a failed user load counts as not logged in.
  if (user.isError || !user.data) return 'signed-out';
  if (hasAccessNow(user.data)) return 'allowed';
  // Cached data said no; wait for the fresh answer before sending the user away.
  if (user.isFetching) return 'loading';
  // A new account is not refused: its trial is one step away (PRODUCT.md §4).
  return user.data.has_used_trial ? 'no-access' : 'needs-trial';
}

const REDIRECTS = {
  'signed-out': { to: '/sign-in', message: MESSAGES.dashboardLoginRequired },
  // Said as the API says it, so the agent knows why and whom to ask; its dead session is dropped
  // (left stored, /sign-in would send it back to /dashboard).
  locked: { to: '/sign-in', message: ACCOUNT_LOCKED_MESSAGE },
  'no-access': { to: '/pricing', message: MESSAGES.dashboardNeedsAccess },
} as const;

function GateRedirect({ state }: { state: keyof typeof REDIRECTS }) {
  const { to, message } = REDIRECTS[state];
  // The toast id makes it show once, even when StrictMode runs the effect twice.
  useEffect(() => {
    if (state === 'locked') clearSession();
    notify.error(message, `dashboard-gate-${state}`);
  }, [message, state]);
  return <Navigate to={to} replace />;
}

/**
 * Wrap the dashboard shell in this: it shows a loading state, sends visitors to /sign-in and accounts
 * whose trial ended without a subscription to /pricing (each with its toast), offers an account that
 * never claimed its trial `trialOffer` (no error: that is every first sign-in), else renders children.
 */
export function DashboardGate({ children, trialOffer }: { children: ReactNode; trialOffer?: ReactNode }) {
  const state = useDashboardGate();
  if (state === 'needs-trial') return trialOffer ? trialOffer : <Navigate to="/pricing" replace />;
  if (state === 'loading') {
    return (
      <div className="flex min-h-dvh items-center justify-center pt-16">
        <div className="flex flex-col items-center gap-3 text-slate-600">
          <Spinner className="size-8 text-brand-700" label="Loading your dashboard" />
          <p className="text-sm">Loading your dashboard…</p>
        </div>
      </div>
    );
  }
  if (state === 'allowed') return <>{children}</>;
  return <GateRedirect state={state} />;
}
