/**
 * The servers `npm run bench:api` measures, each in its own child process started by
 * api-throughput.ts with BENCH_ROLE set: a bare Fastify hello-world, the product (on PGlite or
 * PostgreSQL) started as production starts it, and the floor under GET /users/me. Each tells the
 * parent its port (and a signed-in user's token) once it listens, then answers the parent's
 * requests for its CPU time.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import pg from 'pg';
import type { BatchStats } from '../apps/api/src/lib/batch-by-turn';

export type Target = 'hello-world' | 'pglite' | 'postgres' | 'pg-floor';
export interface Ready {
  port: number;
  /** One signed-in user per load connection: their access tokens and ids, in the same order. */
  tokens?: string[];
  userIds?: string[];
}

/**
 * How many agents the product signs in: one per load connection, so GET /users/me reads as many
 * different rows at once as a busy server would (and not one agent's row, which per-turn batching
 * would read once for every connection).
 */
export const USERS = 50;

/** The product's count of batched current-user lookups (none for the other servers). */
let batchStats: () => BatchStats | undefined = () => undefined;

async function serveHelloWorld(): Promise<Ready> {
  const app = Fastify({ logger: false });
  app.get('/', async () => ({ hello: 'world' }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { port: (app.server.address() as { port: number }).port };
}

/**
 * The floor under GET /users/me on PostgreSQL: bare Fastify and a pg pool of the same size running
 * the same one query for the same users, one query a request, with nothing else (no auth, hooks, logging or headers).
 * On a small machine the load generator, PostgreSQL and the server share the cores, so this says
 * how much of the gap to hello-world is the platform's and how much is ours.
 */
async function servePgFloor(databaseUrl: string): Promise<Ready> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, min: 10 });
  const text = `select u.*, exists (select 1 from user_photos p where p.user_id = u.id) as has_photo,
    exists (select 1 from user_logos l where l.user_id = u.id) as has_logo from users u where u.id = $1`;
  const app = Fastify({ logger: false });
  // Each load connection names its user, as a token names the product's.
  app.get('/', async (req) => {
    const { rows } = await pool.query({ name: 'floor_me', text, values: [req.headers['x-user-id']] });
    return { status: 'success', data: rows[0] };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { port: (app.server.address() as { port: number }).port };
}

async function serveProduct(databaseUrl: string | undefined): Promise<Ready> {
  const { buildApp } = await import('../apps/api/src/app');
  const { loadEnv } = await import('../apps/api/src/config/env');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pp-bench-'));
  process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
  const env = loadEnv({
    NODE_ENV: 'development',
    // Warnings and errors only: per-request info lines would measure the terminal, not the API.
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PORT: '0',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const app = await buildApp(env);
  await app.listen({ port: 0, host: '127.0.0.1' });
  // The first agent signs up and in over HTTP, as a client does; the others through the same
  // domain functions (the sign-up and sign-in rate limits would refuse 50 from one address).
  const account = (n: number) => ({
    username: `benchagent${n}`,
    name: `Bench Agent ${n}`,
    email: `bench.agent${n}@example.com`,
    phoneNumber: '555-0100',
    password: 'Bench!Pass1',
  });
  const first = account(0);
  const register = await app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: first });
  if (register.statusCode !== 201) throw new Error(`register failed: ${register.body}`);
  const login = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email: first.email, password: first.password },
  });
  const sessions = [login.json().data as { access_token: string; user_id: string }];
  const { registerUser } = await import('../apps/api/src/domain/auth/register-user');
  const { issueSession } = await import('../apps/api/src/domain/auth/session-tokens');
  for (let n = 1; n < USERS; n++)
    sessions.push(await issueSession(app.ctx, await registerUser(app.ctx, account(n))));
  const { currentUserBatchStats } = await import('../apps/api/src/domain/users/find-user');
  batchStats = () => currentUserBatchStats(app.ctx.db);
  const tokens = sessions.map((s) => s.access_token);
  const userIds = sessions.map((s) => s.user_id);
  return { port: (app.server.address() as { port: number }).port, tokens, userIds };
}

export async function serve(target: Target) {
  // Exit normally on the parent's SIGTERM so exit handlers clean up the temp data.
  process.once('SIGTERM', () => process.exit(0));
  const ready =
    target === 'hello-world'
      ? await serveHelloWorld()
      : target === 'pg-floor'
        ? await servePgFloor(process.env.BENCH_CHILD_DATABASE_URL ?? '')
        : await serveProduct(process.env.BENCH_CHILD_DATABASE_URL);
  // The parent asks for this process's CPU time around each measurement, and for a full
  // collection before it, so the garbage one measurement left behind (PGlite's queued requests
  // promote a lot of it) is not collected on, and billed to, the next one.
  process.on('message', (message) => {
    if (message === 'gc') globalThis.gc?.();
    if (message === 'cpu' || message === 'gc')
      process.send?.({ cpu: process.cpuUsage(), batch: batchStats() && { ...batchStats() } });
  });
  process.send?.(ready);
}

const role = process.env.BENCH_ROLE as Target | undefined;
if (role) await serve(role);
