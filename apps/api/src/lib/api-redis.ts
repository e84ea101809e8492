import { Redis } from 'ioredis';
import { within } from './readiness';

/** The longest a command of the API's own connection may wait: then the request answers 503. */
const COMMAND_TIMEOUT_MS = 2_000;

/**
 * The API's Redis connection (rate limits, login throttle, session marks). Its waits are bounded:
 * no offline queue (a command while disconnected fails at once), one retry, a command timeout,
 * so a request meets an error (503, or the feature's fallback) instead of hanging while Redis is
 * away. ioredis reconnects by itself; the first connection is awaited (bounded) so a fresh
 * process does not refuse its first requests.
 */
export async function connectApiRedis(
  url: string,
  log: { warn(o: object, m: string): void },
): Promise<Redis> {
  const redis = new Redis(url, {
    connectTimeout: COMMAND_TIMEOUT_MS,
    commandTimeout: COMMAND_TIMEOUT_MS,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    retryStrategy: (times) => Math.min(times * 100, 1_000),
  });
  // A lost connection is worth a log line, not an unhandled event.
  redis.on('error', (err) => log.warn({ err }, 'redis connection error'));
  const ready = new Promise<void>((resolve) => redis.once('ready', () => resolve()));
  await within(ready, COMMAND_TIMEOUT_MS * 2, 'redis').catch((err: unknown) =>
    log.warn({ err }, 'redis not ready at start: requests that need it answer 503 until it is'),
  );
  return redis;
}
