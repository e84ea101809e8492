import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import type { ServicesContext } from '../../app-context';
import { memberApi, PlatformError, postJson } from './platform-http';

/** A platform on a local port: answers each path with the status it names, and remembers what came. */
const seen: Array<{ method?: string; url?: string; headers: IncomingHttpHeaders; body: string }> = [];
const server = createServer((req, res) => {
  let body = '';
  req.on('data', (chunk) => {
    body += chunk;
  });
  req.on('end', () => {
    seen.push({ method: req.method, url: req.url, headers: req.headers, body });
    const status = Number(req.url?.match(/\/status\/(\d+)/)?.[1] ?? 200);
    res.writeHead(status, status === 429 ? { 'retry-after': '7' } : {}).end('{"ok":true}');
  });
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const ctx = {
  env: { X_API_BASE: `${base}/x/`, SOCIAL_HTTP_TIMEOUT_MS: 2000 },
  now: () => new Date('2026-11-23T12:00:00Z'),
} as unknown as ServicesContext;
const access = { accessToken: 'member-token', accountId: 'm1' } as Parameters<
  ReturnType<typeof memberApi>
>[1];
const call = memberApi({
  name: 'Test',
  base: (env) => env.X_API_BASE,
  headers: () => ({ 'x-platform-version': '2' }),
});

describe('memberApi', () => {
  it("sends the path against the platform's base with the member's token and the platform's headers", async () => {
    const res = await call(ctx, access, 'things?n=1', postJson({ text: 'hi' }), 'post');
    expect(res.status).toBe(200);
    const got = seen.at(-1);
    expect(got).toMatchObject({ method: 'POST', url: '/x/things?n=1', body: '{"text":"hi"}' });
    expect(got?.headers).toMatchObject({
      authorization: 'Bearer member-token',
      'x-platform-version': '2',
      'content-type': 'application/json',
    });
  });

  it('turns a refusal into a PlatformError named after the platform and the step', async () => {
    const unauthorized = await call(ctx, access, 'status/401', {}, 'lookup').catch((err: unknown) => err);
    expect(unauthorized).toBeInstanceOf(PlatformError);
    expect(unauthorized).toMatchObject({ kind: 'unauthorized' });
    expect((unauthorized as Error).message).toMatch(/^Test lookup: HTTP 401/);
    const limited = await call(ctx, access, 'status/429', {}, 'lookup').catch((err: unknown) => err);
    expect(limited).toMatchObject({ kind: 'rate_limited', retryAfterMs: 7000 });
    expect(await call(ctx, access, 'status/503', {}, 'post').catch((err: unknown) => err)).toMatchObject({
      kind: 'server',
    });
  });
});
