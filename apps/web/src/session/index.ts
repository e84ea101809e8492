// Shared session state (the current user, access state, sign-out, the route gates): features and layout import from here.
export { currentUserQueryKey, getCurrentUser, useCurrentUser } from './api/get-current-user';
export { profilePhotoQueryKey, useProfilePhotoUrl } from './api/get-profile-photo';
export { DashboardGate, type GateState, useDashboardGate } from './components/dashboard-gate';
export { GuestOnly } from './components/guest-only';
export { SignedInOnly } from './components/signed-in-only';
export { useAccessState } from './hooks/use-access-state';
export { useLogout } from './hooks/use-logout';
export { type SessionSnapshot, useSession } from './hooks/use-session';
export { type AccessState, accessStateOf } from './utils/access-state';
