import { type TSessionReplyMessage, ZSessionRequestMessageSchema } from '@pp/contract';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { isLoggedIn, subscribeSession } from '../../../lib/session';
import { connectToExtension, type ExternalPort, type ExternalRuntime } from '../utils/extension-port';

const RECONNECT_MS = 5000;

/**
 * While the agent is signed in, keeps a port open to our extension so it can ask for a session.
 * Requests wait for the agent's answer (`allow`/`decline`); nothing is sent without it, and the
 * port closes on sign-out.
 */
export function useExtensionBridge(runtime?: ExternalRuntime | null) {
  const signedIn = useSyncExternalStore(subscribeSession, isLoggedIn, () => false);
  const portRef = useRef<ExternalPort | null>(null);
  const [request, setRequest] = useState<string | null>(null);

  useEffect(() => {
    if (!signedIn) return;
    let closed = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const open = () => {
      const port = connectToExtension(runtime);
      if (!port) return;
      portRef.current = port;
      port.onMessage.addListener((message) => {
        const parsed = ZSessionRequestMessageSchema.safeParse(message);
        if (parsed.success) setRequest(parsed.data.request_id);
      });
      port.onDisconnect.addListener(() => {
        if (portRef.current === port) portRef.current = null;
        setRequest(null);
        // The extension's worker sleeps when idle and drops the port; be there when it wakes.
        if (!closed) timer = setTimeout(open, RECONNECT_MS);
      });
    };
    open();
    return () => {
      closed = true;
      clearTimeout(timer);
      portRef.current?.disconnect();
      portRef.current = null;
      setRequest(null);
    };
  }, [signedIn, runtime]);

  const reply = useCallback((message: TSessionReplyMessage) => {
    portRef.current?.postMessage(message);
    setRequest(null);
  }, []);

  return { signedIn, request, reply };
}
