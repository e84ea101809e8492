import { AuthPage, MarketingPanel, SignInForm } from '../../../features/auth';
import { GuestOnly } from '../../../session';

/** Sign-in with the marketing and testimonial panel beside it on large screens (PRODUCT.md §2). */
export default function SignInRoute() {
  return (
    <GuestOnly>
      <AuthPage>
        <div className="mx-auto grid max-w-6xl items-stretch gap-10 lg:grid-cols-2">
          <div className="flex items-center justify-center lg:py-10">
            <SignInForm />
          </div>
          <MarketingPanel />
        </div>
      </AuthPage>
    </GuestOnly>
  );
}
