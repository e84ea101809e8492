import { checkEmail, VALIDATION } from '@pp/contract';
import { type FormEvent, useState } from 'react';
import { type SessionView, send } from '../common/messages';
import { TextField } from './field';

/**
 * Email and password go once to our own API's login; the extension keeps only the tokens it gets
 * back. 'Use my web app session' asks the signed-in web app instead (it confirms with the user).
 */
export function SignInForm({ onSignedIn }: { onSignedIn: (session: SessionView) => void }) {
  const [values, setValues] = useState({ email: '', password: '' });
  const [errors, setErrors] = useState<{ email?: string; password?: string; form?: string }>({});
  const { email, password } = values;
  /** Value, change handler and message of one of the two fields. */
  const bind = (key: 'email' | 'password') => ({
    value: values[key],
    onChange: (e: { target: { value: string } }) => setValues({ ...values, [key]: e.target.value }),
    error: errors[key],
  });
  const [busy, setBusy] = useState<'password' | 'web' | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const emailError = checkEmail(email.trim());
    const passwordError = password ? undefined : VALIDATION.passwordRequired;
    setErrors({ email: emailError, password: passwordError });
    if (emailError || passwordError) return;
    setBusy('password');
    try {
      onSignedIn(await send('session:login', { email: email.trim(), password }));
    } catch (error) {
      setErrors({ form: (error as Error).message });
    } finally {
      setBusy(null);
    }
  };

  const fromWeb = async () => {
    setBusy('web');
    setErrors({});
    try {
      onSignedIn(await send('session:from-web', {}));
    } catch (error) {
      setErrors({ form: (error as Error).message });
    } finally {
      setBusy(null);
    }
  };

  return (
    <form className="sign-in" onSubmit={submit} noValidate>
      <TextField label="Email" type="email" autoComplete="email" {...bind('email')} />
      <TextField label="Password" type="password" autoComplete="current-password" {...bind('password')} />
      {errors.form && (
        <p className="alert alert-error" role="alert">
          {errors.form}
        </p>
      )}
      <button className="btn btn-primary btn-block" type="submit" disabled={busy !== null}>
        {busy === 'password' && <span className="spinner" />}Sign in
      </button>
      <div className="divider">
        <span>or</span>
      </div>
      <button
        className="btn btn-secondary btn-block"
        type="button"
        onClick={fromWeb}
        disabled={busy !== null}
      >
        {busy === 'web' && <span className="spinner" />}Use my web app session
      </button>
    </form>
  );
}
