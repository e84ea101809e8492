import {
  API_PREFIX,
  type ApiSuccess,
  MESSAGES,
  UNAUTHENTICATED_PATH_PARTS,
  ZRefreshResponseSchema,
} from '@pp/contract';
import type { z } from 'zod';
import { clearSession, getAccessToken, getRefreshToken, getUserId, updateTokens } from './session';

/** A failed call: HTTP status, the server's message and its per-field messages. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: Record<string, string> = {},
    readonly body: unknown = undefined,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** A 2xx answer whose data does not match the contract's schema. */
export class UnexpectedAnswerError extends ApiError {
  constructor(status: number, body: unknown) {
    super(status, MESSAGES.unexpectedError, {}, body);
    this.name = 'UnexpectedAnswerError';
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** 'auto' follows PRODUCT.md §7's path list; 'always' is for support tickets sent to /contact-us. */
  auth?: 'auto' | 'always' | 'never';
  signal?: AbortSignal;
  query?: Record<string, string>;
}

type SessionExpiredHandler = () => void;
let onSessionExpired: SessionExpiredHandler = () => {
  window.location.assign('/sign-in');
};
/** The app installs a handler that shows the toast and navigates client-side. */
export const setSessionExpiredHandler = (fn: SessionExpiredHandler) => {
  onSessionExpired = fn;
};

const sendsToken = (path: string, auth: 'auto' | 'always' | 'never') =>
  auth === 'always' || (auth === 'auto' && !UNAUTHENTICATED_PATH_PARTS.some((p) => path.includes(p)));

/**
 * One refresh at a time, across tabs too: refresh tokens rotate and a rotated token presented again
 * revokes the whole session (decisions.md), so two tabs refreshing with the same token would sign the
 * user out. Parallel 401s in this tab share one refresh; other tabs wait on a Web Lock and, if the
 * stored access token changed meanwhile (another tab refreshed), use it instead of refreshing again.
 */
let refreshing: Promise<boolean> | undefined;
function refreshSession(staleAccessToken: string | null): Promise<boolean> {
  refreshing ??= withRefreshLock(async () => {
    const current = getAccessToken();
    if (current && current !== staleAccessToken) return true;
    const refresh = getRefreshToken();
    const userId = getUserId();
    if (!refresh || !userId) return false;
    try {
      const res = await fetch(`${API_PREFIX}/auth/refresh-token?user_id=${encodeURIComponent(userId)}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${refresh}`, 'ngrok-skip-browser-warning': 'true' },
      });
      if (!res.ok) return false;
      const parsed = ZRefreshResponseSchema.safeParse(await res.json());
      if (!parsed.success) return false;
      updateTokens(parsed.data.data.access_token, parsed.data.data.refresh_token);
      return true;
    } catch {
      return false;
    }
  }).finally(() => {
    refreshing = undefined;
  });
  return refreshing;
}

function withRefreshLock(fn: () => Promise<boolean>): Promise<boolean> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request('pp-token-refresh', fn) : fn();
}

async function send(path: string, opts: RequestOptions): Promise<Response> {
  const headers: Record<string, string> = {
    'ngrok-skip-browser-warning': 'true',
    accept: 'application/json',
  };
  const token = getAccessToken();
  if (token && sendsToken(path, opts.auth ?? 'auto')) headers.authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (opts.body instanceof FormData) body = opts.body;
  else if (opts.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  const qs = opts.query ? `?${new URLSearchParams(opts.query)}` : '';
  return fetch(`${API_PREFIX}${path}${qs}`, {
    method: opts.method ?? 'GET',
    headers,
    body,
    signal: opts.signal,
  });
}

const isOnSignInPage = () => ['/sign-in', '/sign-up'].some((p) => window.location.pathname.startsWith(p));

/** The raw response after the 401 → refresh → retry-once dance of PRODUCT.md §4. */
export async function fetchWithSession(path: string, opts: RequestOptions = {}): Promise<Response> {
  const sentWith = getAccessToken();
  let res = await send(path, opts);
  if (res.status === 401 && getAccessToken() && sendsToken(path, opts.auth ?? 'auto')) {
    if (await refreshSession(sentWith)) {
      res = await send(path, opts);
    } else if (!isOnSignInPage()) {
      clearSession();
      onSessionExpired();
    }
  }
  return res;
}

export interface JsonRequestOptions<S extends z.ZodType> extends RequestOptions {
  /**
   * The contract's schema of the answer's `data` (`ZMessageOnlySchema.shape.data` when there is none);
   * a mismatch is an UnexpectedAnswerError, not a silent `any`.
   */
  schema: S;
}

/** JSON call returning the success envelope; throws ApiError with the server's message otherwise. */
export async function apiRequest<S extends z.ZodType>(
  path: string,
  opts: JsonRequestOptions<S>,
): Promise<ApiSuccess<z.output<S>>> {
  const res = await fetchWithSession(path, opts);
  const json = (await res.json().catch(() => null)) as Record<string, unknown> | null;
  if (!res.ok || json?.status === 'error') {
    const message = typeof json?.message === 'string' ? json.message : MESSAGES.genericError;
    throw new ApiError(res.status, message, (json?.errors as Record<string, string>) ?? {}, json);
  }
  const parsed = opts.schema.safeParse(json?.data);
  if (!parsed.success) throw new UnexpectedAnswerError(res.status, json);
  return { ...(json as object), data: parsed.data } as ApiSuccess<z.output<S>>;
}

/** The server's message for a failed call, else the caller's default (PRODUCT.md §8: "the server message, default …"). */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}

/** The server's per-field messages (400/409), for showing under the matching inputs. */
export function fieldErrors(error: unknown): Record<string, string> {
  return error instanceof ApiError ? error.errors : {};
}
