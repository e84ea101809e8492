import { createRoot } from 'react-dom/client';
import { send } from '../common/messages';
import { Brand } from '../ui/brand';
import { SignInForm } from '../ui/sign-in-form';
import { useSession } from '../ui/use-session';
import { AccountCard } from './account-card';
import './popup.css';

function Popup() {
  const { session, setSession, loading } = useSession();
  return (
    <div className="popup">
      <header className="popup-head">
        <Brand />
      </header>
      <main className="popup-body">
        {loading ? (
          <div className="skeleton" style={{ height: 120 }} />
        ) : session ? (
          <AccountCard session={session} />
        ) : (
          <>
            <p className="lead">Sign in to turn listings into Facebook Marketplace, LinkedIn and X posts.</p>
            <SignInForm onSignedIn={setSession} />
          </>
        )}
      </main>
      <footer className="foot">
        <button type="button" onClick={() => void chrome.runtime.openOptionsPage()}>
          Options
        </button>
        {session && (
          <button
            type="button"
            onClick={async () => {
              await send('session:logout', {});
              setSession(null);
            }}
          >
            Sign out
          </button>
        )}
      </footer>
    </div>
  );
}

const root = document.getElementById('root');
if (root) createRoot(root).render(<Popup />);
