import type { Redis } from 'ioredis';
import { Gauge, Registry } from 'prom-client';
import type { Db } from '../db/client';
import type { JobQueue } from '../queue/job-queue';

/** What one process can be asked about at scrape time. */
export interface MetricsSources {
  queues: Record<string, JobQueue>;
  db: Db;
  /** Named Redis connections (the API's own; each queue's is added from the queue). */
  redis?: Record<string, Redis | undefined>;
}

/** pg's Pool counters (https://node-postgres.com/apis/pool#properties); PGlite has no pool. */
interface PoolCounts {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
  options?: { max?: number };
}

const poolOf = (db: Db): PoolCounts | undefined => {
  // drizzle's node-postgres database keeps its pg.Pool as $client (a PGlite client otherwise).
  const client = (db as unknown as { $client?: Partial<PoolCounts> }).$client;
  return typeof client?.totalCount === 'number' ? (client as PoolCounts) : undefined;
};

/**
 * Gauges read when Prometheus scrapes (nothing runs between scrapes): queue depth and the oldest
 * waiting job per queue (BullMQ's counts with REDIS_URL, the in-process queue otherwise), and the
 * saturation of the PostgreSQL pool and of each Redis connection (ioredis: status, commands sent
 * and not yet answered, https://github.com/redis/ioredis#offline-queue). A registry per app, so
 * several apps in one test process do not mix their queues.
 */
export function sourcesRegistry(sources: MetricsSources): Registry {
  const registry = new Registry();
  // Both queue gauges read the same figures: one round of questions to Redis per scrape.
  let last: { at: number; figures: Promise<Figures> } | undefined;
  const figures = () => {
    if (!last || Date.now() - last.at > 1_000)
      last = { at: Date.now(), figures: queueFigures(sources.queues) };
    return last.figures;
  };
  new Gauge({
    name: 'pp_queue_jobs',
    help: 'Jobs per queue and state (waiting, active, delayed, failed)',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const [queue, stats] of await figures())
        for (const state of ['waiting', 'active', 'delayed', 'failed'] as const)
          this.set({ queue, state }, stats[state]);
    },
  });
  new Gauge({
    name: 'pp_queue_oldest_waiting_seconds',
    help: 'How long the oldest waiting job of each queue has waited',
    labelNames: ['queue'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const [queue, stats] of await figures()) this.set({ queue }, stats.oldestWaitingSec);
    },
  });
  new Gauge({
    name: 'pp_db_pool_connections',
    help: 'PostgreSQL pool connections by state (total, idle, waiting = queries waiting for one), and its max',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      this.reset();
      const pool = poolOf(sources.db);
      if (!pool) return;
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
      if (pool.options?.max) this.set({ state: 'max' }, pool.options.max);
    },
  });
  const connections = () => {
    const named = Object.entries(sources.redis ?? {});
    for (const [name, queue] of Object.entries(sources.queues)) named.push([`queue:${name}`, queue.redis]);
    return named.filter((entry): entry is [string, Redis] => entry[1] !== undefined);
  };
  new Gauge({
    name: 'pp_redis_ready',
    help: 'Whether each Redis connection is ready (1) or not (0: connecting, reconnecting, closed)',
    labelNames: ['connection'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const [connection, redis] of connections())
        this.set({ connection }, redis.status === 'ready' ? 1 : 0);
    },
  });
  new Gauge({
    name: 'pp_redis_pending_commands',
    help: 'Commands sent on each Redis connection and not yet answered (its command queue)',
    labelNames: ['connection'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const [connection, redis] of connections()) this.set({ connection }, redis.commandQueue.length);
    },
  });
  return registry;
}

type Figures = [string, Awaited<ReturnType<JobQueue['stats']>>][];

/** Each queue's figures; a queue that cannot answer (Redis away) is left out rather than failing the page. */
async function queueFigures(queues: Record<string, JobQueue>): Promise<Figures> {
  const answers = await Promise.all(
    Object.entries(queues).map(async ([name, queue]) => {
      try {
        return [name, await queue.stats()] as Figures[number];
      } catch {
        return undefined;
      }
    }),
  );
  return answers.filter((a) => a !== undefined);
}
