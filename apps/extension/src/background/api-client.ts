import { createSessionClient } from '@pp/api-client';
import { apiFailureMessage } from '../common/api-failure';
import type { ApiResult } from '../common/messages';
import { getApiBase } from '../common/settings';
import { clearSession, readAccessToken, readAccount, updateTokens } from './session-store';

export interface ApiCall {
  path: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** A multipart body (photo uploads) instead of JSON. */
  form?: FormData;
  /** false for sign-in itself. */
  auth?: boolean;
}

/**
 * The shared refresh-on-401 client (@pp/api-client) on the service worker's stored session. It runs in
 * the service worker only: the side panel and popup call through it, so two contexts never present the
 * same refresh token (the API treats a replay as theft and revokes).
 */
const session = createSessionClient({
  baseUrl: getApiBase,
  tokens: {
    getAccessToken: readAccessToken,
    getRefreshCredentials: async () => {
      const account = await readAccount();
      return account?.refresh_token ? { refreshToken: account.refresh_token, userId: account.user_id } : null;
    },
    saveTokens: updateTokens,
  },
  onSessionExpired: async () => {
    if (await readAccount()) await clearSession();
  },
});

/** A JSON call with the stored session, refreshed once on 401 like the web client (PRODUCT.md §4). */
export async function apiCall(call: ApiCall): Promise<ApiResult> {
  let res: Response;
  try {
    res = await session.fetch(call.path, {
      method: call.form ? 'POST' : call.method,
      body: call.form ?? call.body,
      auth: call.auth !== false,
    });
  } catch {
    const base = await getApiBase();
    return {
      ok: false,
      status: 0,
      body: { status: 'error', message: `Cannot reach the Property Promoter server at ${base}.` },
    };
  }
  return { ok: res.ok, status: res.status, body: await res.json().catch(() => null) };
}

/** The server's message of a failed call, for showing to the user. */
export function errorMessage(result: ApiResult): string {
  return apiFailureMessage(result.status, result.body);
}

/**
 * A POST whose answer is read as it arrives (the AI writer's NDJSON, issue 26), with the same session
 * and refresh as apiCall; the caller reads the body and gets the status on failure.
 */
export function apiStream(path: string, body: unknown, signal: AbortSignal): Promise<Response> {
  return session.fetch(path, { method: 'POST', body, signal });
}
