import { afterEach, vi } from 'vitest';

export interface StubCall {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
}
type StubReply = { status?: number; json?: unknown; body?: BodyInit; headers?: Record<string, string> };
type Reply = StubReply | ((call: StubCall) => StubReplyResult);
type StubReplyResult = StubReply | Promise<StubReply>;

/**
 * Stands in for the network at the HTTP boundary only: `route('POST /api/v1/auth/login', reply)`.
 * Every request is recorded in `calls`; an unrouted request fails the test loudly.
 */
export function stubFetch() {
  const routes = new Map<string, Reply[]>();
  const calls: StubCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
    const call = { method, path: url.pathname + url.search, headers, body };
    calls.push(call);
    const queue = routes.get(`${method} ${url.pathname}`);
    if (!queue?.length) throw new Error(`unexpected request ${method} ${url.pathname}`);
    // The last reply repeats; earlier ones are used once each, in order.
    const reply = queue.length > 1 ? queue.shift()! : queue[0]!;
    const r = typeof reply === 'function' ? await reply(call) : reply;
    const payload = r.body ?? (r.json === undefined ? null : JSON.stringify(r.json));
    return new Response(payload, {
      status: r.status ?? 200,
      headers: r.headers ?? (r.json === undefined ? {} : { 'content-type': 'application/json' }),
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  afterEach(() => {
    vi.unstubAllGlobals();
  });
  return {
    calls,
    route(key: string, ...replies: Reply[]) {
      routes.set(key, replies);
    },
  };
}

export const ok = (data: unknown, message = 'OK') => ({
  status: 200,
  json: { status: 'success', message, data },
});
/** A 201 answer, as a POST that created something gives. */
export const created = (data: unknown, message: string) => ({
  status: 201,
  json: { status: 'success', message, data },
});
export const fail = (status: number, message: string, errors?: Record<string, string>) => ({
  status,
  json: { status: 'error', message, ...(errors ? { errors } : {}) },
});
