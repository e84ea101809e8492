import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll } from 'vitest';

/** The shared Redis of the machine (and of CI). */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * A key prefix of this test file's own, so tests never touch other users of the shared Redis;
 * its keys are deleted after the file (never FLUSHALL).
 */
export function uniqueRedisPrefix(): string {
  const prefix = `pp-test-${randomBytes(5).toString('hex')}`;
  afterAll(async () => {
    const redis = new Redis(TEST_REDIS_URL);
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      cursor = next;
      if (keys.length > 0) await redis.del(...keys);
    } while (cursor !== '0');
    redis.disconnect();
  });
  return prefix;
}
