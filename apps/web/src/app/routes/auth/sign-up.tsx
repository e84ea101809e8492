import { AuthPage, SignUpForm } from '../../../features/auth';
import { GuestOnly } from '../../../features/session';

export default function SignUpRoute() {
  return (
    <GuestOnly>
      <AuthPage className="flex justify-center">
        <SignUpForm />
      </AuthPage>
    </GuestOnly>
  );
}
