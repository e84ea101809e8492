import { createBullmqQueue } from './bullmq-queue';
import type { JobDefinition, JobLog, JobQueue, RedisQueueSettings } from './job-queue';
import { createMemoryQueue } from './memory-queue';

/** BullMQ on Redis when settings are given (REDIS_URL), else the in-process queue. */
export function createJobQueue(def: JobDefinition, redis: RedisQueueSettings | null, log: JobLog): JobQueue {
  return redis ? createBullmqQueue(def, redis, log) : createMemoryQueue(def, log);
}
