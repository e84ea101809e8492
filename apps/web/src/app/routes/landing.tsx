import { LandingPage, usePageMeta } from '../../features/marketing';
import { useSession } from '../../session';

/** Landing (PRODUCT.md §2). The session is read after hydration (useSession's server snapshot is signed out). */
export default function Landing() {
  usePageMeta('/');
  const { isLoggedIn, username } = useSession();
  return <LandingPage isLoggedIn={isLoggedIn} username={username} />;
}
