import { type TSessionRequestMessage, WEB_SESSION_PORT, ZSessionReplyMessageSchema } from '@pp/contract';
import { MessageError } from '../../common/messages';
import { getApiBase } from '../../common/settings';
import type { Handler } from '../handler-table';
import { syncReminders } from '../marketplace-reminders';
import { pickWebPort } from '../pick-web-port';
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

/** The active tab of the window the agent last used (where they clicked the toolbar button). */
async function activeTabId(): Promise<number | undefined> {
  const [tab] = await chrome.tabs.query({ active: true, lastFocusedWindow: true });
  return tab?.id;
}

/** Shows the tab holding `port` (and its window), so its "Sign in to the extension?" is seen. */
async function bringForward(port: chrome.runtime.Port) {
  const tab = port.sender?.tab;
  if (tab?.id === undefined) return;
  await chrome.tabs.update(tab.id, { active: true });
  if (tab.windowId !== undefined) await chrome.windows.update(tab.windowId, { focused: true });
}

/**
 * Popup's 'Use my web app session': ask the signed-in web app tab the agent is looking at, else
 * bring the newest one forward and ask there (issue 24: never an unseen background tab), else open one.
 */
export const sessionFromWeb: Handler<'session:from-web'> = async () => {
  const picked = pickWebPort(ports, await activeTabId());
  let port = picked?.port ?? null;
  if (picked && !picked.inView) await bringForward(picked.port).catch(() => undefined);
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
