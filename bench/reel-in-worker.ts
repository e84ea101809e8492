/**
 * bench:reel's budget figure for memory (issue 24: peak under 600 MB): the same reel as a job in a
 * real worker, started as production starts it. The command is the worker unit's ExecStart and its
 * memory settings (deploy/systemd/property-promoter-worker@.service, read here), on the queue
 * production uses (BullMQ on Redis: a worker process refuses to start without it) and PostgreSQL (a
 * scratch database, as the tests' workers). The job comes from the API, built in this process
 * (nothing run here is measured): 12 uploaded photos, music, captions, and the 4:5 and 1:1 sizes.
 *
 * Peak memory is the largest 100 ms sample of the worker's resident memory plus its ffmpeg children
 * (an upper bound: libraries two ffmpegs share count twice). CPU is the worker's user+sys plus its
 * waited-for children, read from /proc/<pid>/stat from outside. Needs Redis and PostgreSQL
 * (TEST_REDIS_URL, TEST_DATABASE_URL, the tests' defaults when unset).
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import { buildApp } from '../apps/api/src/app';
import { loadEnv } from '../apps/api/src/config/env';
import { createAccount } from '../apps/api/test/helpers/accounts';
import { createReelRequest, getReel, uploadPhotos } from '../apps/api/test/helpers/reels';
import { listingOf } from '../apps/api/test/helpers/sample-listing';
import { openScratchPostgres } from '../apps/api/test/helpers/test-database';
import { cpuSecondsOf, treeRssKb } from './process-tree';

const repo = new URL('..', import.meta.url).pathname;
const unit = readFileSync(
  new URL('../deploy/systemd/property-promoter-worker@.service', import.meta.url),
  'utf8',
);

/** The unit's ExecStart, with this machine's pinned node for the release's node_modules/.bin/node. */
export function workerCommand(): string[] {
  const line = /^ExecStart=(\S+)\s+(.*)$/m.exec(unit);
  if (!line) throw new Error('no ExecStart in the worker unit');
  return line[2]!.trim().split(/\s+/);
}

/** The unit's Environment= assignments that change how a process uses memory. */
export function workerMemoryEnv(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const m of unit.matchAll(/^Environment=.*\bMALLOC_ARENA_MAX=(\d+)/gm)) env.MALLOC_ARENA_MAX = m[1]!;
  return env;
}

export interface WorkerJobFigures {
  command: string;
  idle_mb: number;
  peak_mb: number;
  peak_mb_node: number;
  peak_mb_ffmpeg: number;
  cpu_sec: number;
  cpu_sec_node: number;
  cpu_sec_ffmpeg: number;
  wall_sec: number;
}

/**
 * Renders one reel of `photos` (JPEG files) in a worker process and measures it; `command` (node's
 * arguments) is the unit's unless given (to compare another way of starting the worker).
 */
export async function reelInWorker(
  photos: string[],
  durationSec: 15 | 30 | 60,
  captionText: string,
  command = workerCommand(),
) {
  // The bundle the unit runs, from the code as it is now.
  const built = spawnSync(process.execPath, ['scripts/build.mjs'], {
    cwd: `${repo}apps/api`,
    stdio: 'inherit',
  });
  if (built.status !== 0) throw new Error('npm run build -w @pp/api failed');
  const database = await openScratchPostgres(
    process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
    'pp_bench_reel',
  );
  const tag = randomUUID();
  const shared = {
    REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
    QUEUE_PREFIX: `pp-bench-reel-${tag}`,
    REDIS_KEY_PREFIX: `pp-bench-reel-${tag}:`,
    DATA_DIR: `/tmp/pp-bench-reel-worker-${process.pid}`,
    MIGRATIONS: 'external',
  };
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    APP_URL: 'http://localhost:8080',
    RUN_JOBS_IN_API: 'false',
    ...shared,
  });
  const app = await buildApp(env, { database });
  const worker = spawn(process.execPath, command, {
    cwd: repo,
    env: {
      ...process.env,
      ...shared,
      ...workerMemoryEnv(),
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      DATABASE_URL: database.url,
      WORKER_NAME: 'bench',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const lines = createInterface({ input: worker.stdout! });
    for await (const line of lines) if (line.includes('worker started')) break;
    // A worker that has idled: what it holds before its first job.
    await sleep(3000);
    const idle = treeRssKb(worker.pid!);

    const account = await createAccount(app, { trial: true });
    const listing = await listingOf(app, account);
    const uploaded = await uploadPhotos(
      app,
      account,
      photos.map((p) => readFileSync(p)),
      listing.listing_id,
    );
    const figures = { node: 0, ffmpeg: 0, all: 0 };
    const sampler = setInterval(() => {
      const { self, children } = treeRssKb(worker.pid!);
      figures.node = Math.max(figures.node, self);
      figures.ffmpeg = Math.max(figures.ffmpeg, children);
      figures.all = Math.max(figures.all, self + children);
    }, 100);
    const cpu0 = cpuSecondsOf(worker.pid!);
    const t0 = performance.now();
    const res = await app.inject(
      createReelRequest(
        account,
        { listing, photos: uploaded },
        {
          duration_sec: durationSec,
          music: true,
          track: 'golden_hour',
          captions: true,
          caption_text: captionText,
          sizes: ['9:16', '4:5', '1:1'],
        },
      ),
    );
    if (res.statusCode !== 201) throw new Error(`reel not queued: ${res.statusCode} ${res.body}`);
    const id = res.json().data.reel_id as string;
    let reel = await getReel(app, account, id);
    while (reel.status !== 'success' && reel.status !== 'failed') {
      await sleep(200);
      reel = await getReel(app, account, id);
    }
    const wall = (performance.now() - t0) / 1000;
    const cpu1 = cpuSecondsOf(worker.pid!);
    clearInterval(sampler);
    if (reel.status !== 'success') throw new Error(`the worker's render failed: ${JSON.stringify(reel)}`);
    const mb = (kb: number) => Math.round(kb / 1024);
    const round = (n: number) => Math.round(n * 100) / 100;
    return {
      command: `node ${command.join(' ')}`,
      idle_mb: mb(idle.self + idle.children),
      peak_mb: mb(figures.all),
      peak_mb_node: mb(figures.node),
      peak_mb_ffmpeg: mb(figures.ffmpeg),
      cpu_sec: round(cpu1.self - cpu0.self + cpu1.children - cpu0.children),
      cpu_sec_node: round(cpu1.self - cpu0.self),
      cpu_sec_ffmpeg: round(cpu1.children - cpu0.children),
      wall_sec: round(wall),
    } satisfies WorkerJobFigures;
  } finally {
    worker.kill('SIGTERM');
    await new Promise((done) => (worker.exitCode === null ? worker.once('exit', done) : done(null)));
    await app.close();
    await database.close();
    await dropKeys(shared.REDIS_URL, `pp-bench-reel-${tag}`);
  }
}

/** Removes the bench's queue keys from Redis. */
async function dropKeys(url: string, prefix: string) {
  const redis = new Redis(url);
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
    if (keys.length) await redis.del(...keys);
    cursor = next;
  } while (cursor !== '0');
  redis.disconnect();
}
