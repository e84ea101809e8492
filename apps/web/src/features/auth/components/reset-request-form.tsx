import { MESSAGES, resetRequestRules } from '@pp/contract';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { buttonClasses } from '../../../components/ui/button';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { useAuthSubmit } from '../hooks/use-auth-submit';
import { useValidatedForm } from '../hooks/use-validated-form';
import { AuthCard, AuthSubmitButton } from './auth-card';
import { EmailField } from './email-field';

/** Spec §2 reset request: idle → sending ('Sending...') → sent ('Check Your Email' with the address). */
export function ResetRequestForm() {
  const form = useValidatedForm(resetRequestRules, { email: '' });
  const request = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { submit, failure } = useAuthSubmit({
    validate: form.validateAll,
    send: async () => {
      await request.mutateAsync(form.values.email.trim());
      toast.success(MESSAGES.resetRequestSent);
      setSentTo(form.values.email.trim());
    },
    fallback: MESSAGES.resetRequestFailed,
  });

  if (sentTo) {
    return (
      <AuthCard title="Check Your Email" status={{ icon: MailCheck, tone: 'success' }}>
        <div className="flex flex-col items-center">
          <p className="text-slate-600">We sent password reset instructions to</p>
          <p className="mt-1 font-semibold break-all text-slate-900">{sentTo}</p>
          <p className="mt-4 text-sm text-slate-500">
            The link is valid for one hour. If it does not arrive in a few minutes, check your spam folder.
          </p>
          <Link to="/sign-in" className={buttonClasses('primary', 'lg', 'mt-6 w-full')}>
            Back to Sign In
          </Link>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Forgot your password?"
      subtitle="Enter the email you signed up with and we'll send you a link to choose a new one."
      footer={{ prompt: 'Remembered it?', to: '/sign-in', link: 'Back to Sign In' }}
      failure={failure}
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <EmailField {...form.field('email')} />
        <AuthSubmitButton disabled={!form.values.email || request.isPending}>
          {request.isPending ? 'Sending...' : 'Send Reset Instructions'}
        </AuthSubmitButton>
      </form>
    </AuthCard>
  );
}
