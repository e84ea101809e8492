// The profile feature's public surface.
export { UserProfile } from './components/user-profile';
