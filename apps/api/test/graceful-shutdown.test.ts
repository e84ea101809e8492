import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { registrationBody } from './helpers/accounts';
import { freePort } from './helpers/free-port';
import { exited, startServer } from './helpers/processes';

/**
 * A deploy loses nothing (issue #23): on SIGTERM the server (src/server.ts, as `npm start` runs
 * it) first answers /readyz 503, lets the request in flight finish, then exits 0.
 */
describe('SIGTERM', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pp-shutdown-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('turns readiness 503, finishes the request in flight, then exits 0', { timeout: 240_000 }, async () => {
    const server = await startServer(
      {
        NODE_ENV: 'test',
        LOG_LEVEL: 'fatal',
        DATA_DIR: dataDir,
        REDIS_URL: '',
        DATABASE_URL: '',
        // 10x the 200 ms before /readyz is asked below, so a loaded machine cannot end the drain
        // (and close the port) first; still well under the 4 s request that must outlast it.
        SHUTDOWN_DRAIN_MS: '2000',
      },
      await freePort(),
    );
    const post = (url: string, body: unknown) =>
      fetch(`${server.base}${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const account = registrationBody();
    expect((await post('/api/v1/auth/register', account)).status).toBe(201);
    // A slow request: after 5 failed sign-ins each attempt on the account waits, doubling up to 4 s
    // (the 10th): it outlasts the drain, so it is still in flight when the server closes.
    for (let i = 0; i < 9; i++)
      expect(
        (await post('/api/v1/auth/login', { email: account.email, password: 'wrong-Pass1!' })).status,
      ).toBe(401);
    const started = Date.now();
    const slow = post('/api/v1/auth/login', { email: account.email, password: 'wrong-Pass1!' });
    await new Promise((r) => setTimeout(r, 300));
    const exit = exited(server.child);
    server.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 200));
    const ready = await fetch(`${server.base}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'error', message: 'Shutting down' });
    // The request in flight gets its answer (not a reset connection), after its full wait.
    const answer = await slow;
    expect(answer.status).toBe(401);
    expect(Date.now() - started).toBeGreaterThan(3_500);
    expect(await exit).toBe(0);
  });
});
