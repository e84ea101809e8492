import { MESSAGES, newPasswordRule, VALIDATION } from '@pp/contract';
import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { buttonClasses } from '../../../components/ui/button';
import { PasswordInput } from '../../../components/ui/password-input';
import { useResetPassword } from '../api/reset-password';
import { useAuthSubmit } from '../hooks/use-auth-submit';
import { type FieldRule, useValidatedForm } from '../hooks/use-validated-form';
import { AuthCard, AuthSubmitButton } from './auth-card';
import { PasswordRules } from './password-rules';

const RULES: Record<'password' | 'confirm', FieldRule<'password' | 'confirm'>> = {
  password: (v) => newPasswordRule(v),
  confirm: (v, values) =>
    v === ''
      ? VALIDATION.confirmRequired
      : v !== values.password
        ? VALIDATION.passwordsDoNotMatch
        : undefined,
};

/** Spec §2/§5 new-password form for the mailed ?token= link. */
export function ResetPasswordForm({ token }: { token: string }) {
  const form = useValidatedForm(RULES, { password: '', confirm: '' });
  const reset = useResetPassword();
  const [done, setDone] = useState(false);
  const { submit, failure } = useAuthSubmit({
    blocked: () => (token ? undefined : VALIDATION.resetTokenInvalid),
    validate: form.validateAll,
    send: async () => {
      await reset.mutateAsync({ pass_reset_token: token, new_password: form.values.password });
      toast.success(MESSAGES.resetSuccess);
      setDone(true);
    },
    fallback: MESSAGES.resetFailed,
  });

  if (done) {
    return (
      <AuthCard title="Password Reset Successful!" status={{ icon: CheckCircle2, tone: 'success' }}>
        <div className="flex flex-col items-center">
          <p className="text-slate-600">Your password has been changed. Sign in with your new password.</p>
          <Link to="/sign-in" className={buttonClasses('primary', 'lg', 'mt-6 w-full')}>
            Sign In
          </Link>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Choose a new password"
      subtitle="Pick a strong password you haven't used here before."
      failure={
        failure && (
          <>
            {failure}{' '}
            {failure !== VALIDATION.resetTokenInvalid ? null : (
              <Link to="/forgot-password" className="font-semibold underline">
                Request a new link
              </Link>
            )}
          </>
        )
      }
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <PasswordInput label="New Password" autoComplete="new-password" {...form.field('password')} />
        <PasswordRules value={form.values.password} />
        <PasswordInput label="Confirm Password" autoComplete="new-password" {...form.field('confirm')} />
        <AuthSubmitButton disabled={!form.values.password || !form.values.confirm} loading={reset.isPending}>
          Reset Password
        </AuthSubmitButton>
      </form>
    </AuthCard>
  );
}
