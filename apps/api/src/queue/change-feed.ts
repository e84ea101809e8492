import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';
import { within } from '../lib/readiness';

/** A subscription waits this long for Redis; the stream then lives on its heartbeat's re-reads. */
const SUBSCRIBE_TIMEOUT_MS = 2_000;

/**
 * "This row changed" notices from whoever runs a job to whichever API process streams it to the
 * browser. Only the id travels: listeners read the row, which stays the source of truth. Redis
 * pub/sub when REDIS_URL is set (a worker on another machine reaches every API replica), else an
 * in-process EventEmitter.
 */
export interface ChangeFeed {
  publish(topic: string): Promise<void>;
  /** Calls `listener` on each change of `topic`; answers the unsubscribe function. */
  subscribe(topic: string, listener: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export function createChangeFeed(redis: { url: string; prefix: string } | null): ChangeFeed {
  const local = new EventEmitter();
  local.setMaxListeners(0);
  if (!redis) {
    return {
      async publish(topic) {
        local.emit(topic);
      },
      async subscribe(topic, listener) {
        local.on(topic, listener);
        return async () => void local.off(topic, listener);
      },
      async close() {
        local.removeAllListeners();
      },
    };
  }
  const channel = (topic: string) => `${redis.prefix}:changes:${topic}`;
  let publisher: Redis | undefined;
  let subscriber: Redis | undefined;
  // Connections are opened on first use, so a process that never streams holds none.
  const subscriberConnection = () => {
    if (!subscriber) {
      // Resubscribes by itself after a reconnect (ioredis autoResubscribe).
      subscriber = new Redis(redis.url, { maxRetriesPerRequest: null });
      subscriber.on('error', () => undefined);
      subscriber.on('message', (ch: string) => local.emit(ch));
    }
    return subscriber;
  };
  return {
    async publish(topic) {
      // Fails at once while Redis is away: a lost notice only delays a stream (see notifyReelChanged).
      if (!publisher) {
        publisher = new Redis(redis.url, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
        publisher.on('error', () => undefined);
        await within(
          new Promise((resolve) => publisher?.once('ready', resolve)),
          SUBSCRIBE_TIMEOUT_MS,
          'change feed',
        );
      }
      await publisher.publish(channel(topic), '1');
    },
    async subscribe(topic, listener) {
      const ch = channel(topic);
      const first = local.listenerCount(ch) === 0;
      local.on(ch, listener);
      // Fails open: without Redis the subscription lands when it returns, and meanwhile the
      // stream's heartbeat re-reads the row (docs/ARCHITECTURE.md, "Failure modes").
      if (first)
        await within(subscriberConnection().subscribe(ch), SUBSCRIBE_TIMEOUT_MS, 'change feed').catch(
          () => undefined,
        );
      return async () => {
        local.off(ch, listener);
        if (local.listenerCount(ch) === 0) await subscriber?.unsubscribe(ch);
      };
    },
    async close() {
      local.removeAllListeners();
      publisher?.disconnect();
      subscriber?.disconnect();
    },
  };
}
