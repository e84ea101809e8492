import { MESSAGES, signInRules } from '@pp/contract';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { PasswordInput } from '../../../components/ui/password-input';
import { errorMessage } from '../../../lib/api-client';
import { useLogin } from '../api/login';
import { useValidatedForm } from '../hooks/use-validated-form';
import { AuthCard } from './auth-card';
import { GoogleSection } from './sign-up-form';

/** Spec §2/§5 sign-in: validated on change, Sign In disabled until both fields have values, then /dashboard. */
export function SignInForm() {
  const form = useValidatedForm(signInRules, { email: '', password: '' });
  const login = useLogin();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    if (!form.validateAll()) return;
    try {
      await login.mutateAsync(form.values);
      toast.success(MESSAGES.loginSuccess);
      navigate('/dashboard', { replace: true });
    } catch (error) {
      const text = errorMessage(error, MESSAGES.genericError);
      setFailure(text);
      toast.error(text);
    }
  };

  return (
    <AuthCard
      title="Welcome back"
      subtitle="Sign in to turn your next listing into posts in seconds."
      footer={
        <>
          Don&apos;t have an account?{' '}
          <Link to="/sign-up" className="font-semibold text-brand-700 hover:underline">
            Sign Up
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
        <div className="space-y-1.5">
          <PasswordInput label="Password" autoComplete="current-password" {...form.field('password')} />
          <div className="flex justify-end">
            <Link to="/forgot-password" className="text-sm font-medium text-brand-700 hover:underline">
              Forgot Password?
            </Link>
          </div>
        </div>
        <Button
          type="submit"
          size="lg"
          className="w-full"
          disabled={!form.values.email || !form.values.password}
          loading={login.isPending}
        >
          Sign In
        </Button>
      </form>
      <GoogleSection />
    </AuthCard>
  );
}
