import { AuthPageWithPanel, SignInForm } from '../../../features/auth';
import { GuestOnly } from '../../../session';

/** Sign-in with the marketing and testimonial panel beside it on large screens (PRODUCT.md §2). */
export default function SignInRoute() {
  return (
    <GuestOnly>
      <AuthPageWithPanel formClassName="lg:py-10">
        <SignInForm />
      </AuthPageWithPanel>
    </GuestOnly>
  );
}
