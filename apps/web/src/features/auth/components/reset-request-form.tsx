import { MESSAGES, resetRequestRules } from '@pp/contract';
import { MailCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { Button, buttonClasses } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { errorMessage } from '../../../lib/api-client';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { useValidatedForm } from '../hooks/use-validated-form';
import { AuthCard } from './auth-card';

/** Spec §2 reset request: idle → sending ('Sending...') → sent ('Check Your Email' with the address). */
export function ResetRequestForm() {
  const form = useValidatedForm(resetRequestRules, { email: '' });
  const request = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    if (!form.validateAll()) return;
    try {
      await request.mutateAsync(form.values.email.trim());
      toast.success(MESSAGES.resetRequestSent);
      setSentTo(form.values.email.trim());
    } catch (error) {
      const text = errorMessage(error, MESSAGES.resetRequestFailed);
      setFailure(text);
      toast.error(text);
    }
  };

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
      footer={
        <>
          Remembered it?{' '}
          <Link to="/sign-in" className="font-semibold text-brand-700 hover:underline">
            Back to Sign In
          </Link>
        </>
      }
    >
      {failure ? (
        <AlertBanner tone="error" className="mb-5">
          {failure}
        </AlertBanner>
      ) : null}
      <form onSubmit={submit} noValidate className="space-y-4">
        <FormField
          label="Email"
          type="email"
          autoComplete="email"
          placeholder="you@agency.com"
          {...form.field('email')}
        />
        <Button type="submit" size="lg" className="w-full" disabled={!form.values.email || request.isPending}>
          {request.isPending ? 'Sending...' : 'Send Reset Instructions'}
        </Button>
      </form>
    </AuthCard>
  );
}
