import { MESSAGES, signUpRules } from '@pp/contract';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { PasswordInput } from '../../../components/ui/password-input';
import { errorMessage, fieldErrors } from '../../../lib/api-client';
import { useRegister } from '../api/register';
import { useValidatedForm } from '../hooks/use-validated-form';
import { AuthCard, OrDivider } from './auth-card';
import { GoogleButton } from './google-button';

const EMPTY = { username: '', name: '', email: '', phoneNumber: '', password: '' };

/** Spec §2/§5 sign-up: validated on change, Create Account disabled until all five fields have content. */
export function SignUpForm() {
  const form = useValidatedForm(signUpRules, EMPTY);
  const register = useRegister();
  const navigate = useNavigate();
  const [banner, setBanner] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBanner(null);
    if (!form.validateAll()) return;
    try {
      await register.mutateAsync(form.values);
      setBanner({ tone: 'success', text: MESSAGES.registrationSuccess });
      toast.success(MESSAGES.registrationSuccess);
      navigate('/signup-success');
    } catch (error) {
      const text = errorMessage(error, MESSAGES.genericError);
      form.setErrors((prev) => ({ ...prev, ...fieldErrors(error) }));
      setBanner({ tone: 'error', text });
      toast.error(text);
    }
  };

  return (
    <AuthCard
      title="Create your account"
      subtitle="Start your 7-day free trial. No credit card required."
      footer={
        <>
          Already have an account?{' '}
          <Link to="/sign-in" className="font-semibold text-brand-700 hover:underline">
            Sign in
          </Link>
        </>
      }
    >
      {banner ? (
        <AlertBanner tone={banner.tone} className="mb-5">
          {banner.text}
        </AlertBanner>
      ) : null}
      <form onSubmit={submit} noValidate className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            label="Username"
            autoComplete="username"
            placeholder="janesmith"
            {...form.field('username')}
          />
          <FormField label="Name" autoComplete="name" placeholder="Jane Smith" {...form.field('name')} />
        </div>
        <FormField
          label="Email"
          type="email"
          autoComplete="email"
          placeholder="you@agency.com"
          {...form.field('email')}
        />
        <FormField
          label="Phone Number"
          type="tel"
          autoComplete="tel"
          placeholder="+1 (555) 123-4567"
          {...form.field('phoneNumber')}
        />
        <PasswordInput
          label="Password"
          autoComplete="new-password"
          hint={
            form.errors.password
              ? undefined
              : '8+ characters with uppercase, lowercase, number & symbol (@$!%*?&)'
          }
          {...form.field('password')}
        />
        <Button
          type="submit"
          size="lg"
          className="w-full"
          disabled={!form.allFilled}
          loading={register.isPending}
        >
          Create Account
        </Button>
      </form>
      <GoogleSection />
      <p className="mt-5 text-center text-xs text-slate-500">
        By creating an account you agree to our{' '}
        <Link to="/terms-of-service" className="underline hover:text-slate-700">
          Terms of Service
        </Link>{' '}
        and{' '}
        <Link to="/privacy" className="underline hover:text-slate-700">
          Privacy Policy
        </Link>
        .
      </p>
    </AuthCard>
  );
}

/** The divider and Google button, both absent when Google sign-in is not configured. */
export function GoogleSection() {
  if (!import.meta.env.VITE_GOOGLE_CLIENT_ID) return null;
  return (
    <>
      <OrDivider />
      <GoogleButton />
    </>
  );
}
