import { MESSAGES, signInRules } from '@pp/contract';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { PasswordInput } from '../../../components/ui/password-input';
import { useLogin } from '../api/login';
import { useAuthSubmit } from '../hooks/use-auth-submit';
import { useValidatedForm } from '../hooks/use-validated-form';
import { AuthCard, AuthSubmitButton } from './auth-card';
import { EmailField } from './email-field';
import { GoogleSection } from './sign-up-form';

/** Spec §2/§5 sign-in: validated on change, Sign In disabled until both fields have values, then /dashboard. */
export function SignInForm() {
  const form = useValidatedForm(signInRules, { email: '', password: '' });
  const login = useLogin();
  const navigate = useNavigate();
  const { submit, failure } = useAuthSubmit({
    validate: form.validateAll,
    send: async () => {
      await login.mutateAsync(form.values);
      toast.success(MESSAGES.loginSuccess);
      navigate('/dashboard', { replace: true });
    },
    fallback: MESSAGES.genericError,
  });

  return (
    <AuthCard
      title="Welcome back"
      subtitle="Sign in to turn your next listing into posts in seconds."
      footer={{ prompt: "Don't have an account?", to: '/sign-up', link: 'Sign Up' }}
      failure={failure}
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <EmailField {...form.field('email')} />
        <div className="space-y-1.5">
          <PasswordInput label="Password" autoComplete="current-password" {...form.field('password')} />
          <div className="flex justify-end">
            <Link to="/forgot-password" className="text-sm font-medium text-brand-700 hover:underline">
              Forgot Password?
            </Link>
          </div>
        </div>
        <AuthSubmitButton disabled={!form.values.email || !form.values.password} loading={login.isPending}>
          Sign In
        </AuthSubmitButton>
      </form>
      <GoogleSection />
    </AuthCard>
  );
}
