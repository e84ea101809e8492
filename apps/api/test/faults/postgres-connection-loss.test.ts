import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrationBody, STRONG_PASSWORD } from '../helpers/accounts';
import { type FaultProxy, startFaultProxy } from '../helpers/fault-proxy';
import { type ApiProcess, startApi, stop } from '../helpers/processes';
import { openScratchPostgres } from '../helpers/test-database';

/**
 * PostgreSQL dropping its connections (a restart, a failover, an idle kill) must not end the
 * process (issue #23: "Unhandled 'error' event ... Connection terminated unexpectedly"): requests
 * meanwhile answer 503 with Retry-After, never 500, and the process serves again by itself.
 * Runs on PostgreSQL (TEST_DATABASE_URL); one API process reaches it through a fault proxy.
 */
const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)('an API process when PostgreSQL drops its connections', () => {
  let database: Awaited<ReturnType<typeof openScratchPostgres>>;
  let proxy: FaultProxy;
  let api: ApiProcess;
  let token: string;
  const exits: Array<number | null> = [];

  beforeAll(async () => {
    database = await openScratchPostgres(adminUrl ?? '', 'pp_fault_pg');
    const target = new URL(database.url);
    proxy = await startFaultProxy({ host: target.hostname, port: Number(target.port || 5432) });
    api = await startApi({
      NODE_ENV: 'test',
      LOG_LEVEL: 'fatal',
      DATA_DIR: `/tmp/pp-fault-pg-${process.pid}`,
      DATABASE_URL: proxy.url(database.url),
      DATABASE_CONNECT_TIMEOUT_MS: '1000',
      REDIS_URL: '',
      RATE_LIMIT_SCALE: '100',
      JWT_SECRET: `fault-test-secret-${randomUUID()}`,
    });
    api.child.on('exit', (code) => exits.push(code));
    const body = registrationBody();
    await call('POST', '/api/v1/auth/register', body);
    const login = await call('POST', '/api/v1/auth/login', { email: body.email, password: STRONG_PASSWORD });
    expect(login.status).toBe(200);
    token = (login.json as { data: { access_token: string } }).data.access_token;
  }, 120_000);

  afterAll(async () => {
    proxy?.setDown(false);
    if (api) await stop(api.child);
    await proxy?.close();
    await database?.close();
  }, 60_000);

  async function call(method: string, url: string, body?: unknown) {
    const res = await fetch(`${api.base}${url}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
    const text = await res.text();
    return { status: res.status, headers: res.headers, json: text.startsWith('{') ? JSON.parse(text) : text };
  }

  /** Asks until `url` answers 200; answers the milliseconds it took. Every answer must be 200 or 503. */
  async function untilOk(url: string, withinMs: number) {
    const started = Date.now();
    const seen = new Set<number>();
    while (Date.now() - started < withinMs) {
      const res = await call('GET', url);
      seen.add(res.status);
      if (res.status === 200) return Date.now() - started;
      expect(res.status).toBe(503);
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`${url} did not answer 200 within ${withinMs} ms (saw ${[...seen].join(', ')})`);
  }

  it('survives pg_terminate_backend of all its connections and serves again at once', async () => {
    expect((await call('GET', '/api/v1/users/me')).status).toBe(200);
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    const killed = await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    await admin.end();
    expect(killed.rowCount).toBeGreaterThan(0);
    // The idle clients' errors arrive after the kill: give them a moment to reach the process.
    await new Promise((r) => setTimeout(r, 300));
    const answers = await Promise.all(Array.from({ length: 10 }, () => call('GET', '/api/v1/users/me')));
    for (const res of answers) expect([200, 503]).toContain(res.status);
    expect(await untilOk('/api/v1/users/me', 5_000)).toBeLessThan(5_000);
    expect(exits).toEqual([]);
  });

  it('answers 503 with Retry-After while PostgreSQL is unreachable, and serves within seconds of its return', async () => {
    proxy.setDown(true);
    proxy.cut();
    const started = Date.now();
    const res = await call('GET', '/api/v1/users/me');
    // Fails fast (DATABASE_CONNECT_TIMEOUT_MS=1000), in the envelope, with Retry-After.
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    expect(res.json).toMatchObject({ status: 'error', retry_after_seconds: 5 });
    await new Promise((r) => setTimeout(r, 1_200));
    expect((await call('GET', '/readyz')).status).toBe(503);
    expect((await call('GET', '/healthz')).status).toBe(200);
    proxy.setDown(false);
    const back = Date.now();
    await untilOk('/api/v1/users/me', 10_000);
    expect(Date.now() - back).toBeLessThan(10_000);
    await untilOk('/readyz', 3_000);
    expect(exits).toEqual([]);
  });
});
