import { CheckCircle2, XCircle } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useVerifyEmail } from '../api/verify-email';
import { AuthCard } from './auth-card';

/** Spec §2 email verification: verifying, then success or error; both buttons lead to /sign-in. */
export function VerifyEmailStatus({ token }: { token: string }) {
  const verification = useVerifyEmail(token);

  if (verification.isPending) {
    return (
      <AuthCard title="Verifying your email">
        <div className="flex flex-col items-center py-6 text-center" aria-live="polite">
          <Spinner className="size-10 text-brand-700" label="Verifying" />
          <p className="mt-4 text-slate-600">Hang tight while we confirm your email address…</p>
        </div>
      </AuthCard>
    );
  }

  const ok = verification.isSuccess;
  const already = verification.data?.alreadyVerified === true;
  const title = already ? 'Email Already Verified' : 'Email Verified Successfully!';
  return (
    <AuthCard
      title={ok ? title : 'Verification Failed'}
      status={ok ? { icon: CheckCircle2, tone: 'success' } : { icon: XCircle, tone: 'danger' }}
    >
      <div className="flex flex-col items-center" role={ok ? 'status' : 'alert'}>
        <p className="text-slate-600">
          {already
            ? 'This link was used before: your email is confirmed. Sign in to continue.'
            : ok
              ? 'Your email is confirmed and your account is ready. Sign in to start promoting your listings.'
              : 'The link may be expired or invalid'}
        </p>
        <Link to="/sign-in" className={buttonClasses('primary', 'lg', 'mt-6 w-full')}>
          {ok ? 'Continue to Login' : 'Return to Login'}
        </Link>
        {ok ? null : (
          <p className="mt-4 text-sm text-slate-500">
            Need a hand?{' '}
            <Link to="/contact-us" className="font-medium text-brand-700 hover:underline">
              Contact support
            </Link>
          </p>
        )}
      </div>
    </AuthCard>
  );
}
