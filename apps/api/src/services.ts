import type { ServicesContext } from './app-context';
import type { Env } from './config/env';
import type { Db } from './db/client';
import { tokenCipher } from './lib/token-cipher';
import { createMediaStore } from './media/create-media-store';
import { mediaSigner } from './media/signed-url';
import { createChangeFeed } from './queue/change-feed';
import type { RedisQueueSettings } from './queue/job-queue';

/** The queue's Redis settings, or null without REDIS_URL (jobs then run in the API process). */
export function redisQueueSettings(env: Env): RedisQueueSettings | null {
  if (!env.REDIS_URL) return null;
  return {
    url: env.REDIS_URL,
    prefix: env.QUEUE_PREFIX,
    lockMs: env.QUEUE_LOCK_MS,
    stalledIntervalMs: env.QUEUE_STALLED_INTERVAL_MS,
  };
}

/** Media store, URL signer and change feed, the same way in the API and in a worker. */
export function createServices(env: Env, db: Db, now: () => Date): ServicesContext {
  const redis = redisQueueSettings(env);
  return {
    db,
    env,
    now,
    media: createMediaStore(env),
    signer: mediaSigner(env.JWT_SECRET),
    feed: createChangeFeed(redis && { url: redis.url, prefix: redis.prefix }),
    cipher: tokenCipher(env),
  };
}
