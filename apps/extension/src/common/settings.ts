import { DEFAULT_API_URL } from './build-flags';

const API_BASE_KEY = 'pp.apiBase';

/** `https://host[:port]` without a trailing slash, or null when the text is not an http(s) origin. */
export function normalizeApiBase(text: string): string | null {
  try {
    const url = new URL(text.trim());
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    return url.origin;
  } catch {
    return null;
  }
}

/** The API (and web app, same origin) the extension talks to; Options can change it. */
export async function getApiBase(): Promise<string> {
  const stored = (await chrome.storage.local.get(API_BASE_KEY))[API_BASE_KEY];
  return typeof stored === 'string' && normalizeApiBase(stored) ? stored : DEFAULT_API_URL;
}

export async function setApiBase(origin: string | null): Promise<void> {
  if (origin === null) await chrome.storage.local.remove(API_BASE_KEY);
  else await chrome.storage.local.set({ [API_BASE_KEY]: origin });
}

const HEALTH_REPORTS_KEY = 'pp.healthReports';

/**
 * Extraction health reports (issue 25): on unless the agent turned them off in Options. Only an
 * explicit `false` is off, so an agent who never opened Options has them on, as Options says.
 */
export async function getHealthReports(): Promise<boolean> {
  return (await chrome.storage.local.get(HEALTH_REPORTS_KEY))[HEALTH_REPORTS_KEY] !== false;
}

export async function setHealthReports(on: boolean): Promise<void> {
  await chrome.storage.local.set({ [HEALTH_REPORTS_KEY]: on });
}

const X_LINK_IN_REPLY_KEY = 'pp.xLinkInReply';

/**
 * Where the link goes on X (issue 24): the agent's last choice, in a reply unless they chose the post
 * itself (only an explicit `false` puts it in the post, as the first default is the reply).
 */
export async function getXLinkInReply(): Promise<boolean> {
  return (await chrome.storage.local.get(X_LINK_IN_REPLY_KEY))[X_LINK_IN_REPLY_KEY] !== false;
}

export async function setXLinkInReply(inReply: boolean): Promise<void> {
  await chrome.storage.local.set({ [X_LINK_IN_REPLY_KEY]: inReply });
}
