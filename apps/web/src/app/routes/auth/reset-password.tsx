import { useSearchParams } from 'react-router';
import { AuthPage, ResetPasswordForm, ResetRequestForm } from '../../../features/auth';
import { GuestOnly } from '../../../session';

/** /forgot-password and /reset-password: the request form, or with ?token= the new-password form (PRODUCT.md §2). */
export default function ResetPasswordRoute() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <GuestOnly>
      <AuthPage className="flex justify-center">
        {token === null ? <ResetRequestForm /> : <ResetPasswordForm token={token.trim()} />}
      </AuthPage>
    </GuestOnly>
  );
}
