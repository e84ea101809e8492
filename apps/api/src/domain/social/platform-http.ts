import type { ServicesContext } from '../../app-context';
import type { AccountAccess } from './account-access';

/**
 * Calls to X, LinkedIn and Meta, with the failures a publish job treats differently: a 429 waits for
 * Retry-After, a 401 means the member must reconnect, a timeout may have posted (so the next try
 * looks first), a 5xx is tried again and any other 4xx is final.
 */

export class PlatformError extends Error {
  constructor(
    message: string,
    readonly kind: 'rate_limited' | 'unauthorized' | 'timeout' | 'server' | 'rejected',
    readonly retryAfterMs?: number,
  ) {
    super(message);
    this.name = 'PlatformError';
  }
}

/** Retry-After in ms (seconds or an HTTP date); a minute when missing or unreadable. */
export function retryAfterMs(header: string | null, now: Date): number {
  if (header && /^\d+$/.test(header.trim())) return Number(header) * 1000;
  const at = header ? Date.parse(header) : Number.NaN;
  return Number.isNaN(at) ? 60_000 : Math.max(0, at - now.getTime());
}

/**
 * A platform's own reading of a refusal, for platforms whose errors are not told by the HTTP status
 * alone (Meta answers 400 for an expired token and for throttling, with a code in the body).
 */
export type ReadRefusal = (
  refusal: { status: number; body: string; headers: Headers },
  message: string,
  now: Date,
) => PlatformError | undefined;

/**
 * One call to a platform within SOCIAL_HTTP_TIMEOUT_MS; a failure is a PlatformError whose message
 * starts with `what` (the platform and the step, for the member and the logs).
 */
export async function callPlatform(
  ctx: Pick<ServicesContext, 'env' | 'now'>,
  url: string,
  init: RequestInit,
  what: string,
  readRefusal?: ReadRefusal,
): Promise<Response> {
  const now = ctx.now();
  let res: Response;
  try {
    res = await fetch(url, {
      ...init,
      redirect: 'manual',
      signal: AbortSignal.timeout(ctx.env.SOCIAL_HTTP_TIMEOUT_MS),
    });
  } catch (err) {
    throw new PlatformError(`${what}: no answer (${(err as Error).name})`, 'timeout');
  }
  if (res.ok) return res;
  const body = await res.text().catch(() => '');
  const message = `${what}: HTTP ${res.status} ${body.slice(0, 300)}`;
  const read = readRefusal?.({ status: res.status, body, headers: res.headers }, message, now);
  if (read) throw read;
  if (res.status === 429)
    throw new PlatformError(message, 'rate_limited', retryAfterMs(res.headers.get('retry-after'), now));
  if (res.status === 401) throw new PlatformError(message, 'unauthorized');
  throw new PlatformError(message, res.status >= 500 ? 'server' : 'rejected');
}

/** The JSON body of an answer, or {} when it has none. */
export const bodyOf = async (res: Response): Promise<Record<string, unknown>> =>
  ((await res.json().catch(() => ({}))) as Record<string, unknown>) ?? {};

/**
 * The calls one platform's client makes as the member: `path` against the platform's API base, with
 * the member's bearer token and the platform's own headers on every call.
 */
export const memberApi =
  (platform: {
    name: string;
    base: (env: ServicesContext['env']) => string;
    headers?: (env: ServicesContext['env']) => Record<string, string>;
    /** The platform's own reading of refusals (X's 429 carries x-rate-limit-reset, not Retry-After). */
    readRefusal?: ReadRefusal;
  }) =>
  (ctx: ServicesContext, access: AccountAccess, path: string, init: RequestInit, what: string) =>
    callPlatform(
      ctx,
      new URL(path, platform.base(ctx.env)).toString(),
      {
        ...init,
        headers: {
          ...init.headers,
          authorization: `Bearer ${access.accessToken}`,
          ...platform.headers?.(ctx.env),
        },
      },
      `${platform.name} ${what}`,
      platform.readRefusal,
    );

/** A POST of a JSON body. */
export const postJson = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});
