/**
 * Calls to X and LinkedIn, with the failures a publish job treats differently: a 429 waits for
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

export async function callPlatform(
  url: string,
  init: RequestInit,
  opts: { timeoutMs: number; now: Date; what: string },
): Promise<Response> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, redirect: 'manual', signal: AbortSignal.timeout(opts.timeoutMs) });
  } catch (err) {
    throw new PlatformError(`${opts.what}: no answer (${(err as Error).name})`, 'timeout');
  }
  if (res.ok) return res;
  const detail = (await res.text().catch(() => '')).slice(0, 300);
  const message = `${opts.what}: HTTP ${res.status} ${detail}`;
  if (res.status === 429)
    throw new PlatformError(message, 'rate_limited', retryAfterMs(res.headers.get('retry-after'), opts.now));
  if (res.status === 401) throw new PlatformError(message, 'unauthorized');
  throw new PlatformError(message, res.status >= 500 ? 'server' : 'rejected');
}

/** The JSON body of an answer, or {} when it has none. */
export const bodyOf = async (res: Response): Promise<Record<string, unknown>> =>
  ((await res.json().catch(() => ({}))) as Record<string, unknown>) ?? {};
