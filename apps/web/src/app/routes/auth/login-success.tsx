import { AuthPage, LoginSuccessContent } from '../../../features/auth';
import { useCurrentUser, useSession } from '../../../features/session';

export default function LoginSuccessRoute() {
  const { username } = useSession();
  const { data: user } = useCurrentUser();
  return (
    <AuthPage>
      <LoginSuccessContent name={user?.full_name || username} />
    </AuthPage>
  );
}
