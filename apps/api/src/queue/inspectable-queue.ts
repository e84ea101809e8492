import { bullmqInspector } from './bullmq-inspector';
import { createJobQueue } from './create-job-queue';
import type { JobDefinition, JobLog, JobQueue, RedisQueueSettings } from './job-queue';
import { jobTracker, type QueueInspection } from './job-tracker';

export type { InspectedJob, QueueInspection } from './job-tracker';

/** A job queue the operators' console can look into (issue 28). */
export interface InspectableQueue extends JobQueue {
  /** Counts per state and the latest `limit` jobs of each, with their last errors. */
  inspect(limit: number): Promise<QueueInspection>;
  /** 'bullmq': every process's jobs, from Redis; 'memory': this process's jobs only. */
  backend: 'bullmq' | 'memory';
}

/**
 * createJobQueue, with a way to look inside: BullMQ answers from Redis; the in-process queue is
 * watched through its job definition and its adds (jobTracker), the queue itself unchanged.
 */
export function createInspectableQueue(
  def: JobDefinition,
  redis: RedisQueueSettings | null,
  log: JobLog,
): InspectableQueue {
  if (redis) {
    const inspector = bullmqInspector(def.name, redis.url, redis.prefix);
    const queue = createJobQueue(inspector.noting(def), redis, log);
    return {
      ...queue,
      backend: 'bullmq',
      inspect: (limit) => inspector.inspect(limit),
      async close() {
        await queue.close();
        await inspector.close();
      },
    };
  }
  const tracker = jobTracker(def);
  const queue = createJobQueue(tracker.def, null, log);
  return {
    ...queue,
    backend: 'memory',
    add(id, opts) {
      tracker.added(id, opts?.delayMs);
      return queue.add(id, opts);
    },
    offer(id, opts) {
      tracker.added(id, opts?.delayMs);
      return queue.offer(id, opts);
    },
    inspect: async (limit) => tracker.inspect(limit),
  };
}
