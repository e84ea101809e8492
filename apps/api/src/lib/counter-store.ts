import type { Redis } from 'ioredis';

/**
 * Counters that expire a window after their first count, for limits that count only some
 * outcomes (failed sign-ins) rather than every request. In Redis when REDIS_URL is set, so every
 * replica adds to the same count; else in this process.
 */
export interface CounterStore {
  /** Adds one and answers the new count. */
  increment(key: string, windowMs: number): Promise<number>;
  /** The counts of several keys (0 for a missing or expired one). */
  read(keys: readonly string[]): Promise<number[]>;
  reset(key: string): Promise<void>;
}

export function createCounterStore(redis: Redis | undefined, prefix: string): CounterStore {
  return redis ? withFallback(redisCounters(redis, prefix), memoryCounters()) : memoryCounters();
}

/**
 * While Redis cannot be reached, counts go to this process's memory instead: sign-in throttling
 * keeps working per replica (rather than refusing every sign-in, or counting nothing) and goes
 * back to the shared counts when Redis answers. docs/ARCHITECTURE.md, "Failure modes".
 */
function withFallback(primary: CounterStore, fallback: CounterStore): CounterStore {
  const either =
    <A extends unknown[], R>(pick: (store: CounterStore) => (...args: A) => Promise<R>) =>
    (...args: A) =>
      pick(primary)(...args).catch(() => pick(fallback)(...args));
  return {
    increment: either((s) => s.increment),
    read: either((s) => s.read),
    reset: either((s) => s.reset),
  };
}

function redisCounters(redis: Redis, prefix: string): CounterStore {
  return {
    async increment(key, windowMs) {
      const result = await redis
        .multi()
        .incr(prefix + key)
        .pexpire(prefix + key, windowMs, 'NX')
        .exec();
      return Number(result?.[0]?.[1] ?? 0);
    },
    async read(keys) {
      if (keys.length === 0) return [];
      const values = await redis.mget(keys.map((k) => prefix + k));
      return values.map((v) => Number(v ?? 0));
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
  };
}

const MAX_MEMORY_KEYS = 100_000;

function memoryCounters(): CounterStore {
  const counts = new Map<string, { n: number; until: number }>();
  const live = (key: string) => {
    const entry = counts.get(key);
    if (entry && entry.until <= Date.now()) counts.delete(key);
    return entry && entry.until > Date.now() ? entry : undefined;
  };
  return {
    async increment(key, windowMs) {
      const entry = live(key);
      if (entry) return ++entry.n;
      if (counts.size >= MAX_MEMORY_KEYS) counts.clear();
      counts.set(key, { n: 1, until: Date.now() + windowMs });
      return 1;
    },
    async read(keys) {
      return keys.map((k) => live(k)?.n ?? 0);
    },
    async reset(key) {
      counts.delete(key);
    },
  };
}
