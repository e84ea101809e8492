import { AuthPage, LoginSuccessContent } from '../../../features/auth';
import { SignedInOnly, useCurrentUser, useSession } from '../../../session';

function LoginSuccess() {
  const { username } = useSession();
  const { data: user } = useCurrentUser();
  return (
    <AuthPage>
      <LoginSuccessContent name={user?.full_name || username} />
    </AuthPage>
  );
}

/** "You're signed in" is only true for a signed-in user; a visitor opening the address signs in first. */
export default function LoginSuccessRoute() {
  return (
    <SignedInOnly>
      <LoginSuccess />
    </SignedInOnly>
  );
}
