import { useCallback, useEffect, useState } from 'react';
import { type SessionView, send } from '../common/messages';

/** The signed-in user as the service worker sees it; `reload` after sign-in, sign-out or a publish. */
export function useSession() {
  const [session, setSession] = useState<SessionView | null | undefined>(undefined);
  const reload = useCallback(async () => {
    try {
      setSession(await send('session:get', {}));
    } catch {
      setSession(null);
    }
  }, []);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { session, setSession, reload, loading: session === undefined };
}
