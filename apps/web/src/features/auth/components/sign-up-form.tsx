import { MESSAGES, signUpRules } from '@pp/contract';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { FormField } from '../../../components/ui/form-field';
import { PasswordInput } from '../../../components/ui/password-input';
import { fieldErrors } from '../../../lib/api-client';
import { useRegister } from '../api/register';
import { useAuthSubmit } from '../hooks/use-auth-submit';
import { useValidatedForm } from '../hooks/use-validated-form';
import { AuthCard, AuthSubmitButton, OrDivider } from './auth-card';
import { EmailField } from './email-field';
import { GoogleButton } from './google-button';

const EMPTY = { username: '', name: '', email: '', phoneNumber: '', password: '' };

/** Spec §2/§5 sign-up: validated on change, Create Account disabled until all five fields have content. */
export function SignUpForm() {
  const form = useValidatedForm(signUpRules, EMPTY);
  const register = useRegister();
  const navigate = useNavigate();
  const { submit, failure } = useAuthSubmit({
    validate: form.validateAll,
    send: async () => {
      await register.mutateAsync(form.values);
      toast.success(MESSAGES.registrationSuccess);
      navigate('/signup-success');
    },
    fallback: MESSAGES.genericError,
    onError: (error) => form.setErrors((prev) => ({ ...prev, ...fieldErrors(error) })),
  });

  return (
    <AuthCard
      title="Create your account"
      subtitle="Start your 7-day free trial. No credit card required."
      footer={{ prompt: 'Already have an account?', to: '/sign-in', link: 'Sign in' }}
      failure={failure}
    >
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
        <EmailField {...form.field('email')} />
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
        <AuthSubmitButton disabled={!form.allFilled} loading={register.isPending}>
          Create Account
        </AuthSubmitButton>
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
