import { createSessionClient } from '@pp/api-client';
import { type ApiSuccess, MESSAGES, UNAUTHENTICATED_PATH_PARTS } from '@pp/contract';
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

const isOnSignInPage = () => ['/sign-in', '/sign-up'].some((p) => window.location.pathname.startsWith(p));

/**
 * The shared refresh-on-401 client (@pp/api-client) on this tab's localStorage session. Refreshes are
 * serialised across tabs with a Web Lock: refresh tokens rotate, and two tabs refreshing with the same
 * token would revoke the session (a tab that finds the token already rotated uses it instead).
 */
const session = createSessionClient({
  baseUrl: () => '',
  headers: { 'ngrok-skip-browser-warning': 'true' },
  tokens: {
    getAccessToken,
    getRefreshCredentials: () => {
      const refreshToken = getRefreshToken();
      const userId = getUserId();
      return refreshToken && userId ? { refreshToken, userId } : null;
    },
    saveTokens: updateTokens,
    hasSession: () => Boolean(getAccessToken()),
  },
  withRefreshLock: (refresh) => {
    const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
    return locks ? locks.request('pp-token-refresh', refresh) : refresh();
  },
  onSessionExpired: () => {
    if (isOnSignInPage()) return;
    clearSession();
    onSessionExpired();
  },
});

/** The raw response after the 401 → refresh → retry-once dance of PRODUCT.md §4. */
export function fetchWithSession(path: string, opts: RequestOptions = {}): Promise<Response> {
  const { method, body, query, signal, auth = 'auto' } = opts;
  return session.fetch(path, { method, body, query, signal, auth: sendsToken(path, auth) });
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
