import { API_PREFIX, ZRefreshResponseSchema } from '@pp/contract';
import { apiFailureMessage } from '../shared/api-failure';
import type { ApiResult } from '../shared/messages';
import { getApiBase } from '../shared/settings';
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
 * One refresh at a time, in the service worker only: the side panel and popup call through it, so
 * two contexts never present the same refresh token (the API treats a replay as theft and revokes).
 */
let refreshing: Promise<boolean> | undefined;
function refreshSession(base: string): Promise<boolean> {
  refreshing ??= (async () => {
    const account = await readAccount();
    if (!account?.refresh_token) return false;
    try {
      const res = await fetch(
        `${base}${API_PREFIX}/auth/refresh-token?user_id=${encodeURIComponent(account.user_id)}`,
        {
          method: 'POST',
          headers: { authorization: `Bearer ${account.refresh_token}` },
        },
      );
      if (!res.ok) return false;
      const parsed = ZRefreshResponseSchema.safeParse(await res.json());
      if (!parsed.success) return false;
      await updateTokens(parsed.data.data.access_token, parsed.data.data.refresh_token);
      return true;
    } catch {
      return false;
    }
  })().finally(() => {
    refreshing = undefined;
  });
  return refreshing;
}

async function send(base: string, call: ApiCall): Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = call.auth === false ? null : await readAccessToken();
  if (token) headers.authorization = `Bearer ${token}`;
  if (call.form)
    return fetch(`${base}${API_PREFIX}${call.path}`, { method: 'POST', headers, body: call.form });
  if (call.body !== undefined) headers['content-type'] = 'application/json';
  return fetch(`${base}${API_PREFIX}${call.path}`, {
    method: call.method ?? 'GET',
    headers,
    body: call.body === undefined ? undefined : JSON.stringify(call.body),
  });
}

const toResult = async (res: Response): Promise<ApiResult> => ({
  ok: res.ok,
  status: res.status,
  body: await res.json().catch(() => null),
});

/** A JSON call with the stored session, refreshed once on 401 like the web client (PRODUCT.md §4). */
export async function apiCall(call: ApiCall): Promise<ApiResult> {
  const base = await getApiBase();
  let res: Response;
  try {
    res = await send(base, call);
    if (res.status === 401 && call.auth !== false) {
      if (await refreshSession(base)) res = await send(base, call);
      else if (await readAccount()) await clearSession();
    }
  } catch {
    return {
      ok: false,
      status: 0,
      body: { status: 'error', message: `Cannot reach the Property Promoter server at ${base}.` },
    };
  }
  return toResult(res);
}

/** The server's message of a failed call, for showing to the user. */
export function errorMessage(result: ApiResult): string {
  return apiFailureMessage(result.status, result.body);
}
