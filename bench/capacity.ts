/**
 * `npm run bench:capacity` (issue #28): how many agents this machine serves. Two API processes and
 * one worker, started as production starts them, on PostgreSQL (a scratch database) and Redis (keys
 * under this run's prefix) of this machine, with X replaced by its stand-in. Agents' working days
 * (capacity-model.ts, docs/CAPACITY.md) are replayed compressed, doubling N until a step misses the
 * targets (reads p99 < 100 ms, writes p99 < 300 ms, no errors; reel requests apart): the last step
 * within them and the first outside bracket the largest N this machine sustains. Then
 * full-size reels are rendered alone to measure a worker core's reels per hour. Prints the table
 * and the extrapolation to 10,000 agents and writes bench/capacity.json.
 *
 *   npm run bench:capacity   (CAPACITY_STEPS=2,4,…,256 CAPACITY_DAY_S=20  CAPACITY_REELS=2
 *                             TEST_DATABASE_URL, REDIS_URL: this machine's by default)
 */
import { readdirSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import pg from 'pg';
import { startWorker, stop } from '../apps/api/test/helpers/processes';
import { startXStandIn } from '../apps/api/test/helpers/social-stand-in/x';
import { openScratchPostgres } from '../apps/api/test/helpers/test-database';
import { startCapacityCluster } from './capacity-cluster';
import { drive } from './capacity-drive';
import { REQUESTS_PER_AGENT_DAY, schedule } from './capacity-model';
import { extrapolate, printReport, type Step, summarize } from './capacity-report';
import { seedAgents } from './capacity-seed';
import { totalCpuSecondsOf } from './process-tree';

const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const STEPS = (process.env.CAPACITY_STEPS ?? '2,4,8,16,32,64,128,256').split(',').map(Number);
const DAY_MS = Number(process.env.CAPACITY_DAY_S ?? 20) * 1000;
const FULL_REELS = Number(process.env.CAPACITY_REELS ?? 2);
/** The real working day the compressed one stands for. */
const REAL_DAY_MS = 8 * 3_600_000;

/** Bytes of the files under `dir` (the media the processes wrote to DATA_DIR). */
const dirBytes = (dir: string): number =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .reduce((n, e) => n + statSync(path.join(e.parentPath, e.name)).size, 0);

const started = Date.now();
const log = (m: string) => process.stderr.write(`[${((Date.now() - started) / 1000).toFixed(0)} s] ${m}\n`);

const database = await openScratchPostgres(adminUrl, 'pp_capacity');
const dbName = new URL(database.url).pathname.slice(1);
const x = await startXStandIn();
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
const redis = new Redis(redisUrl);
const cluster = await startCapacityCluster(database, redisUrl, x.env);
try {
  const first = STEPS[0] ?? 4;
  log(`seeding ${first} agents`);
  const agents = await seedAgents(cluster.env, database, first);
  log('starting two API processes and a worker');
  await cluster.start();
  log('warming up');
  await drive(schedule(first, 5_000, 7), agents, cluster.bases());

  /** CPU seconds of each role now: the API processes, the worker, the database's backends, Redis (whole server). */
  const cpu = async () => {
    const { rows } = await admin.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = $1',
      [dbName],
    );
    const info = await redis.info('cpu');
    const redisCpu = ['used_cpu_sys', 'used_cpu_user']
      .map((k) => Number(new RegExp(`${k}:([\\d.]+)`).exec(info)?.[1] ?? 0))
      .reduce((a, b) => a + b, 0);
    return {
      api: cluster.apiPids().reduce((n, pid) => n + totalCpuSecondsOf(pid), 0),
      worker: totalCpuSecondsOf(cluster.workerPid()),
      postgres: new Map(rows.map((r) => [r.pid, totalCpuSecondsOf(r.pid)])),
      redis: redisCpu,
    };
  };
  const dbBytes = async () =>
    Number((await admin.query('select pg_database_size($1) as n', [dbName])).rows[0].n as string);

  const steps: Step[] = [];
  for (const [i, n] of STEPS.entries()) {
    // More agents only when a step needs them, seeded between steps (outside the measured window).
    if (agents.length < n) {
      log(`seeding ${n - agents.length} more agents`);
      agents.push(...(await seedAgents(cluster.env, database, n - agents.length)));
    }
    // Each step starts from a quiet cluster: the last step's reels and posts (and the seeding's
    // uploads) are not left to render inside this step's window, on the same two cores.
    await cluster.waitIdle(120_000);
    await sleep(2_000);
    const arrivals = schedule(n, DAY_MS, 1000 + i);
    const [before, bytesBefore, t0] = [await cpu(), await dbBytes(), performance.now()];
    const samples = await drive(arrivals, agents, cluster.bases());
    const [after, bytesAfter, wallS] = [await cpu(), await dbBytes(), (performance.now() - t0) / 1000];
    const pgCpu = [...after.postgres].reduce((s, [pid, v]) => s + v - (before.postgres.get(pid) ?? 0), 0);
    const step = summarize(n, samples, wallS, {
      api: after.api - before.api,
      worker: after.worker - before.worker,
      postgres: pgCpu,
      redis: after.redis - before.redis,
    });
    step.dbBytes = bytesAfter - bytesBefore;
    steps.push(step);
    log(
      `N=${n}: ${step.requests} requests, ${step.rps.toFixed(0)}/s, ${step.errors} errors, ` +
        `read p99 ${step.byJudged.read?.p99.toFixed(0)} ms, write p99 ${step.byJudged.write?.p99.toFixed(0)} ms: ${step.withinTargets ? 'within' : 'OUTSIDE'} targets`,
    );
    if (step.errors > 0) log(`errors: ${JSON.stringify(step.errorStatuses)}`);
    // The first step outside the targets brackets the largest N; a bigger one only adds minutes.
    if (!step.withinTargets) break;
  }

  log('letting the worker finish the day');
  await cluster.waitIdle(90_000);
  const backlog = await cluster.counts();
  log(`rendering ${FULL_REELS} full-size reels on a worker alone`);
  await stop(cluster.worker());
  const full = startWorker({ ...cluster.env, REEL_RENDER_SIZE: '1080x1920', REEL_CONCURRENCY: '1' });
  await sleep(3_000);
  const reelStart = {
    cpu: totalCpuSecondsOf(full.pid ?? 0),
    at: performance.now(),
    done: backlog.reelsDone,
    bytes: dirBytes(cluster.env.DATA_DIR ?? ''),
  };
  await cluster.queueReels(agents.slice(0, FULL_REELS), 15);
  await cluster.waitIdle(240_000);
  const reelCpu = totalCpuSecondsOf(full.pid ?? 0) - reelStart.cpu;
  const rendered = (await cluster.counts()).reelsDone - reelStart.done;
  const reels = {
    rendered,
    size: '1080x1920',
    duration_sec: 15,
    cpuSecPerReel: rendered > 0 ? reelCpu / rendered : Number.NaN,
    wallSecPerReel: rendered > 0 ? (performance.now() - reelStart.at) / 1000 / rendered : Number.NaN,
    bytesPerReel: rendered > 0 ? (dirBytes(cluster.env.DATA_DIR ?? '') - reelStart.bytes) / rendered : 0,
  };
  await stop(full);

  const report = {
    date: new Date().toISOString(),
    command: 'npm run bench:capacity',
    machine: { cores: os.cpus().length, load_avg_1m_at_end: os.loadavg()[0] },
    day: {
      compressed_s: DAY_MS / 1000,
      compression: REAL_DAY_MS / DAY_MS,
      requests_per_agent_day: REQUESTS_PER_AGENT_DAY,
    },
    steps,
    day_backlog: backlog,
    reels,
    extrapolation: extrapolate(steps, reels, REAL_DAY_MS / DAY_MS),
    run_seconds: Math.round((Date.now() - started) / 1000),
  };
  writeFileSync(path.join(import.meta.dirname, 'capacity.json'), `${JSON.stringify(report, null, 2)}\n`);
  printReport(report);
} catch (err) {
  process.stderr.write(`bench:capacity failed: ${(err as Error).stack}\n`);
  process.exitCode = 1;
} finally {
  await cluster.close();
  await x.stop();
  await redis.quit();
  await admin.end();
  await database.close();
}
process.exit();
