import { describe, expect, it } from 'vitest';
import { type App, buildApp } from '../src/app';
import { loadEnv } from '../src/config/env';
import { redactUrl } from '../src/lib/log-options';
import { createAccount } from './helpers/accounts';
import { openTestDatabase } from './helpers/test-database';

describe('redactUrl', () => {
  it.each([
    ['/api/v1/auth/verify-email/abcDEF123_-', '/api/v1/auth/verify-email/[redacted]'],
    ['/reset-password?token=abc&x=1', '/reset-password?token=[redacted]&x=1'],
    ['/api/v1/auth/refresh-token?user_id=42', '/api/v1/auth/refresh-token?user_id=[redacted]'],
    ['/api/v1/users/me', '/api/v1/users/me'],
  ])('%s -> %s', (url, expected) => expect(redactUrl(url)).toBe(expected));
});

describe('structured logs', async () => {
  const lines: string[] = [];
  const database = await openTestDatabase();
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    DATA_DIR: `/tmp/pp-test-${process.pid}`,
    RATE_LIMIT_SCALE: '100',
    // Behind a proxy, as in production: only then is a (well-formed) X-Request-Id taken.
    TRUST_PROXY: 'true',
  });
  const app: App = await buildApp(env, { database, logStream: { write: (line) => void lines.push(line) } });
  await app.ready();

  it('writes one JSON line per request and answer, with request id and user, never a token', async () => {
    const account = await createAccount(app);
    lines.length = 0;
    await app.inject({
      method: 'GET',
      url: '/api/v1/users/me',
      headers: { ...account.auth, 'x-request-id': 'trace-me' },
    });
    await app.inject({ method: 'GET', url: '/api/v1/auth/verify-email/secret-token-value' });
    await app.close();
    await database.close();

    const entries = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    const mine = entries.filter((e) => e.reqId === 'trace-me');
    expect(mine.map((e) => e.msg)).toEqual(['incoming request', 'request completed']);
    expect(mine[0]).toMatchObject({ level: 30, req: { method: 'GET', url: '/api/v1/users/me' } });
    expect(mine[1]).toMatchObject({ userId: account.userId, res: { statusCode: 200 } });
    expect(typeof mine[1]?.responseTime).toBe('number');
    const all = lines.join('\n');
    expect(all).not.toContain(account.accessToken);
    expect(all).not.toContain('secret-token-value');
    expect(all).toContain('/api/v1/auth/verify-email/[redacted]');
  });
});
