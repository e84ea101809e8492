import { AuthPage, MarketingPanel, SignUpForm } from '../../../features/auth';
import { GuestOnly } from '../../../session';

/** Sign-up with the trial panel beside it on large screens. */
export default function SignUpRoute() {
  return (
    <GuestOnly>
      <AuthPage>
        <div className="mx-auto grid max-w-6xl items-stretch gap-10 lg:grid-cols-2">
          <div className="flex items-center justify-center">
            <SignUpForm />
          </div>
          <MarketingPanel page="sign-up" />
        </div>
      </AuthPage>
    </GuestOnly>
  );
}
