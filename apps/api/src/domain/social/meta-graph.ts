import type { ServicesContext } from '../../app-context';
import { graphUrl } from './platform-config';
import { bodyOf, callPlatform, PlatformError, type ReadRefusal } from './platform-http';

/**
 * Calls to Meta's Graph API. Meta tells its failures by a code in the body, mostly with HTTP 400
 * (https://developers.facebook.com/docs/graph-api/guides/error-handling), so the status alone would
 * call an expired token or a throttle "rejected" and fail the post for good.
 */

/** Expired, revoked or otherwise invalid tokens: the member must connect again. */
const TOKEN_CODES = new Set([102, 190]);
/** App (4), user (17), Page (32) and per-hour (613) throttles; 80001-80014 are business use case ones. */
const THROTTLE_CODES = new Set([4, 17, 32, 613]);
/** Instagram's "maximum number of posts reached" (code 9, subcode 2207042). */
const IG_POST_CAP_SUBCODE = 2207042;
/** Meta rarely says how long a throttle lasts; a few minutes lets most lift. */
const DEFAULT_THROTTLE_MS = 5 * 60_000;

interface GraphError {
  code?: number;
  error_subcode?: number;
  is_transient?: boolean;
}

/** The longest wait Meta's usage headers name (estimated_time_to_regain_access, minutes). */
function regainAccessMs(headers: Headers): number | null {
  const raw = headers.get('x-business-use-case-usage');
  if (!raw) return null;
  try {
    const usage = JSON.parse(raw) as Record<string, Array<{ estimated_time_to_regain_access?: number }>>;
    const minutes = Object.values(usage)
      .flat()
      .map((u) => u.estimated_time_to_regain_access ?? 0);
    const most = Math.max(0, ...minutes);
    return most > 0 ? most * 60_000 : null;
  } catch {
    return null;
  }
}

export const readGraphRefusal: ReadRefusal = ({ status, body, headers }, message) => {
  let error: GraphError | undefined;
  try {
    error = (JSON.parse(body) as { error?: GraphError }).error;
  } catch {
    return undefined;
  }
  const code = error?.code;
  if (code === undefined) return undefined;
  if (TOKEN_CODES.has(code)) return new PlatformError(message, 'unauthorized');
  const throttled =
    THROTTLE_CODES.has(code) ||
    (code >= 80001 && code <= 80014) ||
    (code === 9 && error?.error_subcode === IG_POST_CAP_SUBCODE);
  if (throttled)
    return new PlatformError(message, 'rate_limited', regainAccessMs(headers) ?? DEFAULT_THROTTLE_MS);
  if (error?.is_transient || status >= 500) return new PlatformError(message, 'server');
  return undefined;
};

/**
 * One Graph API call with `token` (a User or a Page access token) as a bearer: `path` under the
 * configured version, or a whole URL (Meta's upload host). Answers the JSON body.
 */
export async function graph(
  ctx: Pick<ServicesContext, 'env' | 'now'>,
  token: string,
  path: string,
  init: RequestInit & { json?: unknown },
  what: string,
): Promise<Record<string, unknown>> {
  const { json, ...rest } = init;
  const url = /^https?:/.test(path) ? path : graphUrl(ctx.env, path);
  const res = await callPlatform(
    ctx,
    url,
    {
      ...rest,
      ...(json === undefined
        ? {}
        : { method: 'POST', body: JSON.stringify(json), headers: { 'content-type': 'application/json' } }),
      headers: {
        ...(json === undefined ? {} : { 'content-type': 'application/json' }),
        ...(rest.headers as Record<string, string> | undefined),
        authorization: `Bearer ${token}`,
      },
    },
    what,
    readGraphRefusal,
  );
  return bodyOf(res);
}

/** The `id` of an answer, or an error naming the step that answered none. */
export function idOf(body: Record<string, unknown>, what: string): string {
  const id = body.id ?? body.video_id;
  if (typeof id !== 'string' || !id) throw new Error(`${what}: Meta answered no id`);
  return id;
}
