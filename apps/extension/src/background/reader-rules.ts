import { canonicalJson, type TSignedReaderRules, ZReaderRulesResponseSchema } from '@pp/contract';
import { READER_RULES_PUBLIC_KEY } from '../common/build-flags';
import { storedReaderRules, storeReaderRules } from '../common/reader-rules-store';
import { getApiBase } from '../common/settings';
import type { Handler } from './handler-table';

const ALARM = 'reader-rules';
const DAY_MINUTES = 24 * 60;
/** A poor read asks again at most this often: a page the rules cannot read must not hammer the API. */
const AFTER_POOR_READ_MS = 10 * 60 * 1000;

const base64Bytes = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

/** Whether `signature` is the built-in key's over these rules (WebCrypto Ed25519, no library). */
export async function verifyReaderRules(signed: TSignedReaderRules, publicKey = READER_RULES_PUBLIC_KEY) {
  try {
    const key = await crypto.subtle.importKey('raw', base64Bytes(publicKey), { name: 'Ed25519' }, false, [
      'verify',
    ]);
    const data = new TextEncoder().encode(canonicalJson(signed.rules));
    return await crypto.subtle.verify({ name: 'Ed25519' }, key, base64Bytes(signed.signature), data);
  } catch {
    // A browser without Ed25519 in WebCrypto cannot check: it keeps the rules it has.
    return false;
  }
}

export type RulesRefresh = 'updated' | 'current' | 'none' | 'refused' | 'unreachable';

/**
 * Fetches the served rule set and keeps it if its signature is the built-in key's and it is newer than
 * the one kept. A bad signature or a malformed answer is refused and the last good set stays; without
 * any, the reader uses its built-in rules. Never throws: rules are an improvement, never a dependency.
 */
export async function refreshReaderRules(fetcher: typeof fetch = fetch): Promise<RulesRefresh> {
  let body: unknown;
  try {
    const res = await fetcher(`${await getApiBase()}/api/v1/reader-rules`, { cache: 'no-store' });
    if (res.status === 404) return 'none';
    if (!res.ok) return 'unreachable';
    body = await res.json();
  } catch {
    return 'unreachable';
  }
  const parsed = ZReaderRulesResponseSchema.safeParse(body);
  if (!parsed.success || !(await verifyReaderRules(parsed.data.data))) return 'refused';
  const kept = await storedReaderRules();
  if (kept && kept.rules.version >= parsed.data.data.rules.version) return 'current';
  await storeReaderRules(parsed.data.data);
  return 'updated';
}

let lastPoorRead = 0;

/** The content script's call after a poor read (a critical field missing): fetch again, throttled. */
export const refreshAfterPoorRead: Handler<'reader-rules:refresh'> = async () => {
  if (Date.now() - lastPoorRead < AFTER_POOR_READ_MS) return { result: 'throttled' };
  lastPoorRead = Date.now();
  return { result: await refreshReaderRules() };
};

/** At every service worker start, and daily by alarm (a worker sleeps; an alarm wakes it). */
export function watchReaderRules(): void {
  chrome.alarms.onAlarm.addListener((alarm) => {
    if (alarm.name === ALARM) void refreshReaderRules();
  });
  void chrome.alarms.get(ALARM).then((alarm) => {
    if (!alarm) void chrome.alarms.create(ALARM, { periodInMinutes: DAY_MINUTES });
  });
  void refreshReaderRules();
}
