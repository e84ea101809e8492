import { API_PREFIX, ZRefreshResponseSchema } from '@pp/contract';

type MaybePromise<T> = T | Promise<T>;

export interface RefreshCredentials {
  refreshToken: string;
  userId: string;
}

/** Where the caller keeps the session: localStorage in the web app, chrome.storage in the extension. */
export interface TokenStore {
  /** The access token to send, or null when signed out. */
  getAccessToken(): MaybePromise<string | null>;
  /** The refresh token and its user, or null when there is none to refresh with. */
  getRefreshCredentials(): MaybePromise<RefreshCredentials | null>;
  /** Stores the pair a refresh answered (refresh tokens rotate: the old one is dead now). */
  saveTokens(accessToken: string, refreshToken: string): MaybePromise<void>;
  /**
   * Whether a 401 means this session needs a refresh; a caller signed out meanwhile gets the 401 as
   * it is. Default: always try.
   */
  hasSession?(): MaybePromise<boolean>;
}

export interface SessionClientOptions {
  /** Origin of the API, '' for the page's own origin; read on every request (the extension's can change). */
  baseUrl: () => MaybePromise<string>;
  tokens: TokenStore;
  /** Sent with every request, the refresh included. */
  headers?: Record<string, string>;
  /**
   * Runs a refresh under a lock shared with other contexts (the web app's Web Lock across tabs).
   * Without one, refreshes are serialised within this client only.
   */
  withRefreshLock?: (refresh: () => Promise<boolean>) => Promise<boolean>;
  /** A 401 whose refresh failed: the session is over (the caller clears it and says so). */
  onSessionExpired: () => MaybePromise<void>;
}

export interface SessionRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** FormData goes as multipart; anything else but undefined as JSON. */
  body?: unknown;
  query?: Record<string, string>;
  signal?: AbortSignal;
  /** Whether to send the bearer token (and so refresh on a 401). Default true. */
  auth?: boolean;
}

export interface SessionClient {
  /** The raw response after the 401 → refresh → retry-once dance of PRODUCT.md §4. */
  fetch(path: string, request?: SessionRequest): Promise<Response>;
}

/**
 * The refresh-on-401 client of PRODUCT.md §4. Refresh tokens rotate and a rotated token presented
 * again revokes the whole session (docs/ARCHITECTURE.md, Sessions), so: parallel 401s share one
 * refresh; a refresh first checks whether the stored access token changed since the failed request
 * was sent (someone else refreshed) and then uses it instead of refreshing again; and a request is
 * retried once at most.
 */
export function createSessionClient(options: SessionClientOptions): SessionClient {
  const { tokens } = options;
  const lock = options.withRefreshLock ?? ((refresh) => refresh());
  let refreshing: Promise<boolean> | undefined;

  async function refreshOnce(base: string, staleAccessToken: string | null): Promise<boolean> {
    const current = await tokens.getAccessToken();
    if (current && current !== staleAccessToken) return true;
    const credentials = await tokens.getRefreshCredentials();
    if (!credentials) return false;
    try {
      const res = await fetch(
        `${base}${API_PREFIX}/auth/refresh-token?user_id=${encodeURIComponent(credentials.userId)}`,
        {
          method: 'POST',
          headers: { ...options.headers, authorization: `Bearer ${credentials.refreshToken}` },
        },
      );
      if (!res.ok) return false;
      const parsed = ZRefreshResponseSchema.safeParse(await res.json());
      if (!parsed.success) return false;
      await tokens.saveTokens(parsed.data.data.access_token, parsed.data.data.refresh_token);
      return true;
    } catch {
      return false;
    }
  }

  function refresh(base: string, staleAccessToken: string | null): Promise<boolean> {
    refreshing ??= lock(() => refreshOnce(base, staleAccessToken)).finally(() => {
      refreshing = undefined;
    });
    return refreshing;
  }

  async function send(base: string, path: string, request: SessionRequest, token: string | null) {
    const headers: Record<string, string> = { ...options.headers, accept: 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    let body: BodyInit | undefined;
    if (request.body instanceof FormData) body = request.body;
    else if (request.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(request.body);
    }
    const qs = request.query ? `?${new URLSearchParams(request.query)}` : '';
    return fetch(`${base}${API_PREFIX}${path}${qs}`, {
      method: request.method ?? 'GET',
      headers,
      body,
      signal: request.signal,
    });
  }

  return {
    async fetch(path, request = {}) {
      const base = await options.baseUrl();
      const auth = request.auth ?? true;
      const sentWith = auth ? await tokens.getAccessToken() : null;
      let res = await send(base, path, request, sentWith);
      if (res.status === 401 && auth && (await (tokens.hasSession?.() ?? true))) {
        if (await refresh(base, sentWith))
          res = await send(base, path, request, await tokens.getAccessToken());
        else await options.onSessionExpired();
      }
      return res;
    },
  };
}
