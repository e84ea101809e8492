import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { buildApp } from '../../src/app';
import { loadEnv } from '../../src/config/env';
import { type Database, openDatabase } from '../../src/db/client';
import { createAccount } from '../helpers/accounts';
import { type FaultProxy, startFaultProxy } from '../helpers/fault-proxy';
import { listingOf } from '../helpers/sample-listing';
import { openScratchPostgres } from '../helpers/test-database';

/**
 * The public property page while PostgreSQL is unreachable (issue #23, found by the fault suite's
 * page views and leads): the visitor gets 503 with Retry-After and an HTML page saying to try
 * again, as the API's routes answer, never a 500 (the page's own error handler answered every
 * error without a status as 500). Runs on PostgreSQL (TEST_DATABASE_URL), reached through a
 * fault proxy that cuts every connection and refuses new ones.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36';

describe.skipIf(!adminUrl)('the property page while PostgreSQL is unreachable', () => {
  let scratch: Awaited<ReturnType<typeof openScratchPostgres>>;
  let proxy: FaultProxy;
  let database: Database;
  let app: App;

  beforeAll(async () => {
    scratch = await openScratchPostgres(adminUrl ?? '', 'pp_page_down');
    const target = new URL(scratch.url);
    proxy = await startFaultProxy({ host: target.hostname, port: Number(target.port || 5432) });
    database = await openDatabase({
      databaseUrl: proxy.url(scratch.url),
      pgliteDir: '',
      connectTimeoutMs: 500,
    });
    const env = { NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: `/tmp/pp-page-down-${process.pid}` };
    app = await buildApp(loadEnv({ ...env, RATE_LIMIT_SCALE: '100', REDIS_URL: '' }), { database });
    await app.ready();
  }, 60_000);

  afterAll(async () => {
    proxy?.setDown(false);
    await app?.close();
    await database?.close();
    await proxy?.close();
    await scratch?.close();
  }, 60_000);

  it('answers a view and a lead with 503, Retry-After and an HTML page, not 500', async () => {
    const account = await createAccount(app);
    const path = new URL((await listingOf(app, account)).page.url).pathname;
    const view = () => app.inject({ method: 'GET', url: path, headers: { 'user-agent': BROWSER } });
    expect((await view()).statusCode).toBe(200);

    proxy.setDown(true);
    proxy.cut();
    const res = await view();
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('Please try again in a moment.');

    const lead = await app.inject({
      method: 'POST',
      url: `${path}/leads`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': BROWSER },
      payload: new URLSearchParams({ kind: 'showing', name: 'Vera', email: 'vera@example.com' }).toString(),
    });
    expect(lead.statusCode).toBe(503);
    expect(lead.headers['retry-after']).toBe('5');
  });
});
