import { AuthPageWithPanel, SignUpForm } from '../../../features/auth';
import { GuestOnly } from '../../../session';

/** Sign-up with the trial panel beside it on large screens. */
export default function SignUpRoute() {
  return (
    <GuestOnly>
      <AuthPageWithPanel page="sign-up">
        <SignUpForm />
      </AuthPageWithPanel>
    </GuestOnly>
  );
}
