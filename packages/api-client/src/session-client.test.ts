import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createSessionClient, type SessionClientOptions, type TokenStore } from './session-client';

interface Call {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}
type Handler = (call: Call, res: ServerResponse) => unknown;

/** A real HTTP server on a free local port standing in for the API; every request is recorded. */
async function startApi(routes: Record<string, Handler>) {
  const calls: Call[] = [];
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const call = {
      method: req.method ?? '',
      url: req.url ?? '',
      headers: req.headers,
      body: Buffer.concat(chunks).toString(),
    };
    calls.push(call);
    const handler = routes[`${call.method} ${call.url.split('?')[0]}`];
    if (!handler) {
      res.writeHead(404).end();
      return;
    }
    try {
      await handler(call, res);
    } catch {
      res.writeHead(500).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  stops.push(
    () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  );
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    calls,
    refreshes: () => calls.filter((c) => c.url.startsWith('/api/v1/auth/refresh-token')),
  };
}
const stops: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(stops.splice(0).map((stop) => stop()));
});

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
};
const ok = (data: unknown) => (_: Call, res: ServerResponse) =>
  json(res, 200, { status: 'success', message: 'OK', data });
const unauthorized = (_: Call, res: ServerResponse) =>
  json(res, 401, { status: 'error', message: 'expired' });
const rotated = ok({ access_token: 'new-access', refresh_token: 'new-refresh' });

/** The simplest TokenStore: the session in memory. */
function memoryTokens(access: string | null = 'old-access', refresh: string | null = 'old-refresh') {
  const state = { access, refresh, userId: 'u1' };
  const store: TokenStore = {
    getAccessToken: () => state.access,
    getRefreshCredentials: () =>
      state.refresh ? { refreshToken: state.refresh, userId: state.userId } : null,
    saveTokens: (a, r) => {
      state.access = a;
      state.refresh = r;
    },
  };
  return { state, store };
}

function client(base: string, tokens: TokenStore, extra: Partial<SessionClientOptions> = {}) {
  const expired: number[] = [];
  const api = createSessionClient({
    baseUrl: () => base,
    tokens,
    onSessionExpired: () => {
      expired.push(Date.now());
    },
    ...extra,
  });
  return { api, expired };
}

describe('createSessionClient', () => {
  it('sends the bearer token, the caller headers, JSON or multipart bodies and the query', async () => {
    const server = await startApi({ 'POST /api/v1/things': ok(null), 'GET /api/v1/public': ok(null) });
    const { api } = client(server.base, memoryTokens().store, { headers: { 'x-extra': 'yes' } });
    await api.fetch('/things', { method: 'POST', body: { a: 1 }, query: { page: '2' } });
    const form = new FormData();
    form.append('file', new Blob(['bytes']), 'a.jpg');
    await api.fetch('/things', { method: 'POST', body: form });
    await api.fetch('/public', { auth: false });
    const [jsonCall, formCall, publicCall] = server.calls;
    expect(jsonCall?.url).toBe('/api/v1/things?page=2');
    expect(jsonCall?.headers.authorization).toBe('Bearer old-access');
    expect(jsonCall?.headers['x-extra']).toBe('yes');
    expect(jsonCall?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(jsonCall?.body ?? '')).toEqual({ a: 1 });
    expect(formCall?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(formCall?.body).toContain('bytes');
    expect(publicCall?.headers.authorization).toBeUndefined();
  });

  it('on a 401 refreshes once, stores the rotated pair and retries with the new token', async () => {
    let n = 0;
    const server = await startApi({
      'GET /api/v1/me': (call, res) => (n++ === 0 ? unauthorized(call, res) : ok({ me: true })(call, res)),
      'POST /api/v1/auth/refresh-token': rotated,
    });
    const tokens = memoryTokens();
    const { api, expired } = client(server.base, tokens.store, { headers: { 'x-extra': 'yes' } });
    const res = await api.fetch('/me');
    expect(await res.json()).toMatchObject({ data: { me: true } });
    const [refresh] = server.refreshes();
    expect(refresh?.url).toBe('/api/v1/auth/refresh-token?user_id=u1');
    expect(refresh?.headers.authorization).toBe('Bearer old-refresh');
    expect(refresh?.headers['x-extra']).toBe('yes');
    expect(server.calls.at(-1)?.headers.authorization).toBe('Bearer new-access');
    expect(tokens.state).toMatchObject({ access: 'new-access', refresh: 'new-refresh' });
    expect(expired).toHaveLength(0);
  });

  it('uses a token another context stored meanwhile instead of presenting the rotated one again', async () => {
    const tokens = memoryTokens();
    const server = await startApi({
      'GET /api/v1/me': (call, res) => {
        if (call.headers.authorization === 'Bearer other-access') return ok({ fresh: true })(call, res);
        // While this request was in flight, another tab (or call) rotated the session.
        tokens.state.access = 'other-access';
        tokens.state.refresh = 'other-refresh';
        return unauthorized(call, res);
      },
      'POST /api/v1/auth/refresh-token': (_, res) => json(res, 401, { status: 'error', message: 'reused' }),
    });
    const { api, expired } = client(server.base, tokens.store);
    const res = await api.fetch('/me');
    expect(res.status).toBe(200);
    expect(server.refreshes()).toHaveLength(0);
    expect(expired).toHaveLength(0);
  });

  it('shares one refresh between parallel 401s, inside the caller lock', async () => {
    const server = await startApi({
      'GET /api/v1/me': (call, res) =>
        call.headers.authorization === 'Bearer new-access' ? ok({})(call, res) : unauthorized(call, res),
      'POST /api/v1/auth/refresh-token': rotated,
    });
    let locked = 0;
    const { api } = client(server.base, memoryTokens().store, {
      withRefreshLock: (refresh) => {
        locked++;
        return refresh();
      },
    });
    const answers = await Promise.all([api.fetch('/me'), api.fetch('/me'), api.fetch('/me')]);
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(server.refreshes()).toHaveLength(1);
    expect(locked).toBe(1);
  });

  it('retries only once: a second 401 is the answer, not another refresh', async () => {
    const server = await startApi({
      'GET /api/v1/me': unauthorized,
      'POST /api/v1/auth/refresh-token': rotated,
    });
    const { api } = client(server.base, memoryTokens().store);
    expect((await api.fetch('/me')).status).toBe(401);
    expect(server.refreshes()).toHaveLength(1);
    expect(server.calls.filter((c) => c.url === '/api/v1/me')).toHaveLength(2);
  });

  it('calls onSessionExpired when the refresh is refused, answers in another shape, or has nothing to refresh with', async () => {
    let refreshReply: Handler = (_, res) => json(res, 401, { status: 'error', message: 'revoked' });
    const server = await startApi({
      'GET /api/v1/me': unauthorized,
      'POST /api/v1/auth/refresh-token': (call, res) => refreshReply(call, res),
    });
    const refused = client(server.base, memoryTokens().store);
    expect((await refused.api.fetch('/me')).status).toBe(401);
    expect(refused.expired).toHaveLength(1);

    refreshReply = ok({ token: 'not the contract' });
    const tokens = memoryTokens();
    const misshapen = client(server.base, tokens.store);
    await misshapen.api.fetch('/me');
    expect(misshapen.expired).toHaveLength(1);
    expect(tokens.state.access).toBe('old-access');

    const before = server.refreshes().length;
    const noRefreshToken = client(server.base, memoryTokens('old-access', null).store);
    await noRefreshToken.api.fetch('/me');
    expect(noRefreshToken.expired).toHaveLength(1);
    expect(server.refreshes()).toHaveLength(before);
  });

  it('leaves a 401 alone when the caller has no session or sent no token', async () => {
    const server = await startApi({
      'GET /api/v1/me': unauthorized,
      'POST /api/v1/auth/refresh-token': rotated,
    });
    const signedOut = client(server.base, { ...memoryTokens().store, hasSession: () => false });
    expect((await signedOut.api.fetch('/me')).status).toBe(401);
    const publicCall = client(server.base, memoryTokens().store);
    expect((await publicCall.api.fetch('/me', { auth: false })).status).toBe(401);
    expect(server.refreshes()).toHaveLength(0);
    expect(signedOut.expired.length + publicCall.expired.length).toBe(0);
  });
});
