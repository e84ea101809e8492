import { type TSessionRequestMessage, WEB_SESSION_PORT, ZSessionReplyMessageSchema } from '@pp/contract';
import { MessageError } from '../../common/messages';
import { getApiBase } from '../../common/settings';
import type { Handler } from '../handler-table';
import { syncReminders } from '../marketplace-reminders';
import { saveSession } from '../session-store';
import { currentSession } from './session';

/**
 * The web app's side of the hand-off connects a port when the user is signed in there. Only a port
 * from the configured web app's own origin is kept (manifest `externally_connectable` already limits
 * which sites may connect at all); the tokens arrive over that port, never through page storage.
 */
const ports = new Set<chrome.runtime.Port>();

export async function acceptWebPort(port: chrome.runtime.Port) {
  if (port.name !== WEB_SESSION_PORT) return port.disconnect();
  const expected = new URL(await getApiBase()).origin;
  const origin = port.sender?.origin ?? (port.sender?.url ? new URL(port.sender.url).origin : null);
  if (origin !== expected) return port.disconnect();
  ports.add(port);
  port.onDisconnect.addListener(() => ports.delete(port));
}

const WAIT_FOR_APP_MS = 15_000;
const WAIT_FOR_USER_MS = 120_000;

async function waitForPort(): Promise<chrome.runtime.Port | null> {
  const deadline = Date.now() + WAIT_FOR_APP_MS;
  while (Date.now() < deadline) {
    const [port] = ports;
    if (port) return port;
    await new Promise((r) => setTimeout(r, 200));
  }
  return null;
}

function ask(port: chrome.runtime.Port): Promise<unknown> {
  const request: TSessionRequestMessage = { type: 'session-request', request_id: crypto.randomUUID() };
  return new Promise((resolve, reject) => {
    const done = () => {
      clearTimeout(timer);
      port.onMessage.removeListener(onMessage);
      port.onDisconnect.removeListener(onGone);
    };
    const onMessage = (message: unknown) => {
      const parsed = ZSessionReplyMessageSchema.safeParse(message);
      if (!parsed.success || parsed.data.request_id !== request.request_id) return;
      done();
      resolve(parsed.data);
    };
    const onGone = () => {
      done();
      reject(new MessageError('The web app tab was closed before it answered.'));
    };
    const timer = setTimeout(() => {
      done();
      reject(
        new MessageError('The web app did not answer. Try again, or sign in with your email and password.'),
      );
    }, WAIT_FOR_USER_MS);
    port.onMessage.addListener(onMessage);
    port.onDisconnect.addListener(onGone);
    port.postMessage(request);
  });
}

/** Popup's 'Use my web app session': find (or open) the signed-in web app and ask it. */
export const sessionFromWeb: Handler<'session:from-web'> = async () => {
  let port = ports.values().next().value ?? null;
  if (!port) {
    await chrome.tabs.create({ url: `${await getApiBase()}/dashboard` });
    port = await waitForPort();
  }
  if (!port) throw new MessageError('Sign in to the Property Promoter web app first, then try again.');
  const reply = ZSessionReplyMessageSchema.parse(await ask(port));
  if (reply.type === 'session-decline') throw new MessageError('The web app did not share its session.');
  await saveSession(reply.session);
  const view = await currentSession();
  if (!view)
    throw new MessageError(
      'The shared session was not accepted by the server. Sign in with your email and password.',
    );
  void syncReminders().catch(() => undefined);
  return view;
};
