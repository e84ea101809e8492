/**
 * Throughput of GET /healthz (no database: the cost of the per-request machinery) and
 * GET /api/v1/users/me (a signed-in user's hottest call: JWT check, one SQL query, serialisation)
 * against a bare Fastify hello-world in the same run, on PGlite and, when reachable, on
 * PostgreSQL, with the server's CPU microseconds per request and the budgets met or missed.
 * BENCH_CPU_PROF=<dir> writes a V8 CPU profile of each server process there.
 *
 * Each server runs in its own child process, started exactly as production starts it (buildApp
 * with the env of loadEnv, migrations applied, listening on TCP), so the load generator does not
 * share the server's event loop. autocannon drives 50 connections for DURATION seconds per target;
 * on GET /users/me each connection is a different signed-in agent (50 users), so the server reads
 * 50 different rows, not one row 50 times.
 * Prints a table and writes bench/api.json.
 *
 *   npm run bench:api        (BENCH_DURATION=5 s a measurement, BENCH_ROUNDS=3,
 *                             BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test)
 */
import { type ChildProcess, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import type { BatchStats } from '../apps/api/src/lib/batch-by-turn';
import { budgets, FLOOR, ME, type Row } from './api-budgets';
import { printReport, writeReport } from './api-report';
import type { Ready, Target } from './api-servers';
import { median } from './median';

const here = fileURLToPath(import.meta.url);
const serversScript = path.join(path.dirname(here), 'api-servers.ts');
const CONNECTIONS = 50;
const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

// ---------------------------------------------------------------- load side (parent process)

async function freshPostgresUrl(): Promise<{ url: string; drop: () => Promise<void> } | undefined> {
  const name = `pp_bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
    await admin.query(`create database ${name}`);
  } catch (err) {
    console.warn(`PostgreSQL not reachable at ${adminUrl} (${(err as Error).message}): skipping it`);
    return undefined;
  } finally {
    await admin.end().catch(() => {});
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

function startChild(target: Target, databaseUrl?: string): Promise<{ child: ChildProcess; ready: Ready }> {
  const child = fork(serversScript, [], {
    execArgv: [
      // As `npm start` runs the API (see docs/ARCHITECTURE.md, deployment).
      '--no-memory-reducer',
      '--import',
      'tsx',
      '--expose-gc',
      ...(process.env.BENCH_CPU_PROF ? [`--cpu-prof`, `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : []),
    ],
    env: {
      ...process.env,
      BENCH_ROLE: target,
      BENCH_CHILD_DATABASE_URL: databaseUrl ?? '',
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (ready) => resolve({ child, ready: ready as Ready }));
    child.once('exit', (code) => reject(new Error(`${target} server exited with ${code}`)));
  });
}

async function stopChild(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

interface Sample {
  cpu: NodeJS.CpuUsage;
  /** The product's current-user lookups and the queries that served them, so far. */
  batch?: BatchStats;
}

function sample(child: ChildProcess, ask: 'cpu' | 'gc' = 'cpu'): Promise<Sample> {
  return new Promise((resolve) => {
    const onMessage = (message: unknown) => {
      const answer = message as Partial<Sample>;
      if (!answer.cpu) return;
      child.off('message', onMessage);
      resolve({ cpu: answer.cpu, batch: answer.batch });
    };
    child.on('message', onMessage);
    child.send(ask);
  });
}

async function load(
  child: ChildProcess,
  target: string,
  port: number,
  urlPath: string,
  perConnection: Record<string, string>[] | undefined,
  warm: boolean,
): Promise<Row> {
  const url = `http://127.0.0.1:${port}${urlPath}`;
  // Connection i speaks as user i for the whole run (autocannon numbers its clients as it makes them).
  let made = 0;
  const setupClient = perConnection
    ? (client: { setHeaders: (h: Record<string, string>) => void }) =>
        client.setHeaders(perConnection[made++ % perConnection.length]!)
    : undefined;
  const options = { url, connections: CONNECTIONS, setupClient };
  // A short warm-up so JIT and connection pools are settled before measuring.
  if (warm) await autocannon({ ...options, duration: 2 });
  const before = await sample(child, 'gc');
  made = 0;
  const r = await autocannon({ ...options, duration: DURATION });
  const after = await sample(child);
  const cpuUs = after.cpu.user - before.cpu.user + (after.cpu.system - before.cpu.system);
  const queries = (after.batch?.batches ?? 0) - (before.batch?.batches ?? 0);
  const lookups = (after.batch?.lookups ?? 0) - (before.batch?.lookups ?? 0);
  return {
    target,
    path: urlPath,
    requests_per_second: Math.round(r.requests.average),
    server_cpu_us_per_request: Math.round(cpuUs / Math.max(1, r.requests.total)),
    latency_p50_ms: r.latency.p50,
    latency_p99_ms: r.latency.p99,
    requests: r.requests.total,
    non_2xx: r.non2xx,
    errors: r.errors + r.timeouts,
    ...(queries > 0 ? { lookups_per_query: lookups / queries } : {}),
  };
}

interface Server {
  child: ChildProcess;
  ready: Ready;
  label: string;
  paths: string[];
  /** The headers each load connection sends (its user's), when the target reads a user. */
  perConnection?: Record<string, string>[];
}

/**
 * Every server runs for the whole benchmark, and ROUNDS rounds measure each target in turn, so
 * each target's figure sits beside a hello-world figure taken moments before it. On a small,
 * shared machine the load generator's own speed drifts by up to 2x between minutes; a ratio within
 * one round cancels that drift, and the median over rounds drops the odd round a neighbour spoiled.
 */
async function measureRounds(servers: Server[]): Promise<Row[]> {
  const perRound: Row[][] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const rows: Row[] = [];
    for (const s of servers)
      for (const urlPath of s.paths)
        rows.push(await load(s.child, s.label, s.ready.port, urlPath, s.perConnection, round === 0));
    const hello = rows[0]!.requests_per_second;
    for (const r of rows) r.ratio = r.requests_per_second / hello;
    perRound.push(rows);
  }
  return perRound[0]!.map((first, i) => {
    const all = perRound.map((rows) => rows[i]!);
    const pick = (f: (r: Row) => number) => median(all.map(f));
    return {
      ...first,
      requests_per_second: Math.round(pick((r) => r.requests_per_second)),
      ratio: pick((r) => r.ratio ?? 0),
      ratios: all.map((r) => Number((r.ratio ?? 0).toFixed(3))),
      server_cpu_us_per_request: Math.round(pick((r) => r.server_cpu_us_per_request)),
      latency_p50_ms: pick((r) => r.latency_p50_ms),
      latency_p99_ms: pick((r) => r.latency_p99_ms),
      latency_p99_worst_ms: Math.max(...all.map((r) => r.latency_p99_ms)),
      ...(first.lookups_per_query !== undefined
        ? { lookups_per_query: Number(pick((r) => r.lookups_per_query ?? 0).toFixed(1)) }
        : {}),
      requests: all.reduce((n, r) => n + r.requests, 0),
      non_2xx: all.reduce((n, r) => n + r.non_2xx, 0),
      errors: all.reduce((n, r) => n + r.errors, 0),
    };
  });
}

async function main() {
  console.info(
    `autocannon: ${CONNECTIONS} connections, ${ROUNDS} rounds of ${DURATION} s per target (after a 2 s warm-up)`,
  );
  const postgres = await freshPostgresUrl();
  const servers: Server[] = [];
  let rows: Row[] = [];
  try {
    const start = async (
      target: Target,
      label: string,
      paths: string[],
      databaseUrl?: string,
      perConnection?: (ready: Ready) => Record<string, string>[] | undefined,
    ) => {
      const started = await startChild(target, databaseUrl);
      const server = { ...started, label, paths, perConnection: perConnection?.(started.ready) };
      servers.push(server);
      return server;
    };
    await start('hello-world', 'bare Fastify hello-world', ['/']);
    const bearer = (ready: Ready) => ready.tokens?.map((t) => ({ authorization: `Bearer ${t}` }));
    await start('pglite', 'Property Promoter on PGlite', ['/healthz', ME], undefined, bearer);
    if (postgres) {
      const product = await start(
        'postgres',
        'Property Promoter on PostgreSQL',
        ['/healthz', ME],
        postgres.url,
        bearer,
      );
      const userIds = product.ready.userIds ?? [];
      await start('pg-floor', FLOOR, ['/'], postgres.url, () => userIds.map((id) => ({ 'x-user-id': id })));
    }
    rows = await measureRounds(servers);
  } finally {
    for (const s of servers) await stopChild(s.child);
    await postgres?.drop();
  }
  const checked = budgets(rows);
  printReport(rows, checked);
  const out = path.join(path.dirname(here), 'api.json');
  writeReport(out, rows, checked, { connections: CONNECTIONS, duration_seconds: DURATION, rounds: ROUNDS });
  console.info(`written ${path.relative(process.cwd(), out)}`);
  if (rows.some((r) => r.non_2xx > 0 || r.errors > 0)) {
    console.error('some requests failed: the figures are not valid');
    process.exitCode = 1;
  }
  if (checked.some((c) => !c.met)) process.exitCode = 1;
}

await main();
