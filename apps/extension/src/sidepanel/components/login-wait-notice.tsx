import type { TabState } from '../../background/tab-state';

/** Facebook asked the agent to sign in before its form: what happens next, and when the credit goes back. */
export function LoginWaitNotice({ login }: { login: TabState['marketplace_login'] }) {
  if (!login) return null;
  if (login.state === 'waiting') {
    const until = new Date(login.deadline).toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' });
    return (
      <p className="alert alert-info" role="status" data-testid="facebook-login">
        Facebook asked you to sign in. Sign in in the Facebook tab and the form is filled right after. If you
        have not signed in by {until}, your credit is given back.
      </p>
    );
  }
  return (
    <p className="alert alert-error" role="alert" data-testid="facebook-login">
      The Facebook sign-in was not completed, so nothing was filled.{' '}
      {login.refunded ? 'Your credit was given back.' : 'The credit could not be given back automatically.'}
    </p>
  );
}
