import { PRODUCT_NAME } from '@pp/contract';
import { createRoot } from 'react-dom/client';
import { send } from '../shared/messages';
import { HomeIcon } from '../ui/icons';
import { SignInForm } from '../ui/sign-in-form';
import { useSession } from '../ui/use-session';
import { AccountCard } from './account-card';
import './popup.css';

function Popup() {
  const { session, setSession, loading } = useSession();
  return (
    <div className="popup">
      <header className="popup-head">
        <span className="brand">
          <span className="brand-mark">
            <HomeIcon size={14} />
          </span>
          {PRODUCT_NAME}
        </span>
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
