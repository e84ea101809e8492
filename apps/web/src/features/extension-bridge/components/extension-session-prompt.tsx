import { STORAGE_KEYS } from '@pp/contract';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { getStoredUsername } from '../../../lib/session';
import { createExtensionSession } from '../api/create-extension-session';
import { useExtensionBridge } from '../hooks/use-extension-bridge';
import type { ExternalRuntime } from '../utils/extension-port';

const email = () => localStorage.getItem(STORAGE_KEYS.email) ?? '';

/**
 * Mounted once in the app: when the Property Promoter extension asks for this tab's session (its
 * popup's 'Use my web app session'), the agent confirms here before anything is handed over.
 */
export function ExtensionSessionPrompt({ runtime }: { runtime?: ExternalRuntime | null }) {
  const { request, reply } = useExtensionBridge(runtime);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!request) return null;

  const decline = () => reply({ type: 'session-decline', request_id: request });
  const allow = async () => {
    setBusy(true);
    setError(null);
    try {
      const session = await createExtensionSession(email());
      if (session) reply({ type: 'session-grant', request_id: request, session });
      else decline();
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && decline()}
      title="Sign in to the Chrome extension?"
      description={`The Property Promoter extension in this browser asks to use your account${getStoredUsername() ? ` (${getStoredUsername()})` : ''}. Allow it only if you just asked for this in the extension.`}
    >
      {error && (
        <p role="alert" className="mb-3 text-sm text-danger-600">
          {error}
        </p>
      )}
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={decline} disabled={busy}>
          Not now
        </Button>
        <Button onClick={allow} loading={busy}>
          Allow
        </Button>
      </div>
    </Dialog>
  );
}
