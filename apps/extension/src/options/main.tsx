import { type FormEvent, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { DEFAULT_API_URL } from '../common/build-flags';
import { send } from '../common/messages';
import { getApiBase, normalizeApiBase, setApiBase } from '../common/settings';
import { Brand } from '../ui/brand';
import { HealthReportsSetting } from './health-reports-setting';
import './options.css';

/** The server address: the production service by default, or a self-hosted Property Promoter. */
function Options() {
  const [value, setValue] = useState('');
  const [status, setStatus] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  useEffect(() => {
    void getApiBase().then(setValue);
  }, []);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const origin = normalizeApiBase(value);
    if (!origin)
      return setStatus({
        kind: 'error',
        text: 'Enter an address starting with https:// (or http:// for a local server).',
      });
    // Another server needs the user's permission first; asking must happen during this click.
    const granted = await chrome.permissions.request({ origins: [`${origin}/*`] }).catch(() => false);
    if (!granted) return setStatus({ kind: 'error', text: `Permission to reach ${origin} was not granted.` });
    await setApiBase(origin === DEFAULT_API_URL ? null : origin);
    // Tokens of one server mean nothing to another.
    await send('session:logout', {});
    setValue(origin);
    setStatus({
      kind: 'success',
      text: `Saved. The extension now uses ${origin}; sign in again from the toolbar.`,
    });
  };

  return (
    <main className="options">
      <Brand />
      <form className="card" onSubmit={save}>
        <h1>Options</h1>
        <label className="field">
          <span>Server address</span>
          <div className="row">
            <input
              className="input"
              value={value}
              onChange={(e) => setValue(e.target.value)}
              inputMode="url"
              spellCheck={false}
            />
            <button className="btn btn-primary" type="submit">
              Save
            </button>
          </div>
          <small className="hint">
            The Property Promoter web app and API. Default: {DEFAULT_API_URL}. Change it only for a
            self-hosted server.
          </small>
        </label>
        {status && (
          <p className={`alert alert-${status.kind}`} role="status">
            {status.text}
          </p>
        )}
        <div>
          <button className="btn btn-ghost btn-sm" type="button" onClick={() => setValue(DEFAULT_API_URL)}>
            Use the default
          </button>
        </div>
      </form>
      <section className="card">
        <h2>Privacy</h2>
        <p className="hint">
          The extension reads a listing only when you click its button, sends it to your Property Promoter
          account, and never sees or stores your Facebook, LinkedIn or X passwords.
        </p>
        <HealthReportsSetting />
      </section>
    </main>
  );
}

const root = document.getElementById('root');
if (root) createRoot(root).render(<Options />);
