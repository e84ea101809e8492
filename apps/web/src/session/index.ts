// Shared session state (the current user, access state, sign-out, the route gates, the member's connected
// accounts and Facebook Pages): features and layout import from here.
export {
  connectedAccountsQuery,
  connectedAccountsQueryKey,
  getConnectedAccounts,
  useConnectedAccounts,
} from './api/get-connected-accounts';
export { currentUserQueryKey, getCurrentUser, useCurrentUser } from './api/get-current-user';
export { getFacebookPages, useFacebookPages } from './api/get-facebook-pages';
export { profilePhotoQueryKey, useProfilePhotoUrl } from './api/get-profile-photo';
export { DashboardGate, type GateState, useDashboardGate } from './components/dashboard-gate';
export { GuestOnly } from './components/guest-only';
export { SignedInOnly } from './components/signed-in-only';
export { useAccessState } from './hooks/use-access-state';
export { useLogout } from './hooks/use-logout';
export { type SessionSnapshot, useSession } from './hooks/use-session';
export { type AccessState, accessStateOf } from './utils/access-state';
