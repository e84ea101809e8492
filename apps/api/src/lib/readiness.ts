import { sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { Db } from '../db/client';

/** How long one answer of the probe is reused: a load balancer probing every second costs one query. */
const CACHE_MS = 1_000;
/** A check that takes longer than this counts as a failure (a blackholed connection never answers). */
const CHECK_TIMEOUT_MS = 2_000;

export interface ReadinessAnswer {
  ok: boolean;
  message?: string;
}

export interface Readiness {
  /** The last answer if it is fresh, else one bounded check shared by every caller meanwhile. */
  check(): Promise<ReadinessAnswer>;
  /** From now on the process is leaving (SIGTERM): every check answers 503 so no new traffic comes. */
  drain(): void;
  /** A request just met a lost connection: the next check asks again instead of reusing "ok". */
  invalidate(): void;
}

/** Rejects after `ms` unless `work` settles first; the timer never keeps the process alive. */
export function within<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
    timer.unref();
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * `/readyz`: the database answers a `select 1`, and Redis a PING when it is configured, each
 * within 2 s. Answers are cached ~1 s and concurrent probes share one check, so probes cannot
 * pile queries onto a struggling database.
 */
export function createReadiness(db: Db, redis: Redis | undefined, onFailure: (err: unknown) => void) {
  let draining = false;
  let last: { at: number; answer: ReadinessAnswer } | undefined;
  let pending: Promise<ReadinessAnswer> | undefined;
  const run = async (): Promise<ReadinessAnswer> => {
    try {
      await within(db.execute(sql`select 1`), CHECK_TIMEOUT_MS, 'database');
    } catch (err) {
      onFailure(err);
      return { ok: false, message: 'Database unavailable' };
    }
    try {
      if (redis) await within(redis.ping(), CHECK_TIMEOUT_MS, 'redis');
    } catch (err) {
      onFailure(err);
      return { ok: false, message: 'Redis unavailable' };
    }
    return { ok: true };
  };
  const readiness: Readiness = {
    async check() {
      if (draining) return { ok: false, message: 'Shutting down' };
      if (last && performance.now() - last.at < CACHE_MS) return last.answer;
      pending ??= run()
        .then((answer) => {
          last = { at: performance.now(), answer };
          return answer;
        })
        .finally(() => {
          pending = undefined;
        });
      return pending;
    },
    drain() {
      draining = true;
    },
    invalidate() {
      last = undefined;
    },
  };
  return readiness;
}
