import { hostname } from 'node:os';
import { DelayedError, type Job, Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { within } from '../lib/readiness';
import { type JobOrigin, jobOrigin } from '../observability/tracing';
import {
  type JobDefinition,
  type JobLog,
  type JobQueue,
  type RedisQueueSettings,
  runJob,
  UNAVAILABLE_DELAY_MS,
} from './job-queue';

/** Longest wait for Redis when queueing: a request never hangs on a Redis that is away. */
const ADD_TIMEOUT_MS = 2_000;
/** States of a job that will still run (or is running). */
const LIVE_STATES = new Set(['waiting', 'delayed', 'active', 'prioritized', 'waiting-children']);

/**
 * The queue on Redis (BullMQ): any number of workers on any machine share the jobs. The BullMQ
 * job id is the row id, so adding a job twice queues it once. A worker renews its lock every
 * lockMs/2; when it dies, the stalled check (every stalledIntervalMs) hands the job to another
 * worker. A stall counts like a failed try: after `attempts` stalls the job fails for good.
 */
export function createBullmqQueue(def: JobDefinition, settings: RedisQueueSettings, log: JobLog): JobQueue {
  // BullMQ requires maxRetriesPerRequest: null (its blocking commands wait for Redis to return);
  // ioredis reconnects by itself, so workers resume when Redis does. Callers that must not wait
  // bound their own calls (`within`).
  const connection = () => {
    const redis = new Redis(settings.url, { maxRetriesPerRequest: null });
    redis.on('error', (err) => log.warn({ err, queue: def.name }, 'queue redis connection error'));
    return redis;
  };
  const queueConnection = connection();
  const queue = new Queue(def.name, { connection: queueConnection, prefix: settings.prefix });
  queue.on('error', (err) => log.warn({ err, queue: def.name }, 'queue error'));
  const workers = new Set<{ close(force?: boolean): Promise<void> }>();

  /** A job that failed for good in Redis (stalled too often): recorded, then removed so its id can be reused. */
  const finalFailure = async (job: Job | undefined, error: Error) => {
    if (!job?.id) return;
    if ((await job.getState()) !== 'failed') return;
    await def.failed(job.id, error);
    await job.remove().catch(() => undefined);
  };

  const add = async (id: string, opts?: { delayMs?: number }) => {
    // A job left failed in Redis (its worker died before cleaning up) would block the id.
    const existing = await queue.getJob(id);
    if (existing && (await existing.isFailed())) await existing.remove();
    // The job's data is only where it came from (trace context, request id): its state is the row's.
    const data: { origin: JobOrigin } = { origin: jobOrigin() };
    await queue.add('run', data, {
      jobId: id,
      attempts: def.attempts,
      backoff: { type: 'fixed', delay: def.backoffMs },
      delay: opts?.delayMs,
      removeOnComplete: true,
      removeOnFail: false,
    });
  };
  return {
    // The job id is the row id: an add that outlives its timeout and lands later queues nothing twice.
    add: (id, opts) => within(add(id, opts), ADD_TIMEOUT_MS, 'queue'),
    async offer(id, opts) {
      try {
        await within(add(id, opts), ADD_TIMEOUT_MS, 'queue');
        return true;
      } catch (err) {
        log.warn({ err, jobId: id }, 'not queued now: the reconciler queues it when Redis answers');
        return false;
      }
    },
    async has(id) {
      const job = await within(queue.getJob(id), ADD_TIMEOUT_MS, 'queue');
      return job ? LIVE_STATES.has(await job.getState()) : false;
    },
    work(name = 'worker') {
      const workerName = `${hostname()}:${process.pid}/${name}`;
      const controllers = new Set<AbortController>();
      const workerConnection = connection();
      const worker = new Worker(
        def.name,
        async (job, token) => {
          const controller = new AbortController();
          controllers.add(controller);
          try {
            const attempt = job.attemptsMade + 1;
            const outcome = await runJob(def, {
              id: job.id!,
              attempt,
              lastAttempt: attempt >= def.attempts,
              signal: controller.signal,
              worker: workerName,
              origin: (job.data as { origin?: JobOrigin } | undefined)?.origin,
            });
            if (outcome === 'retry') throw new Error('retrying');
            if (outcome === 'unavailable') {
              // PostgreSQL or Redis was away: back later without spending a try.
              await job.moveToDelayed(Date.now() + UNAVAILABLE_DELAY_MS, token);
              throw new DelayedError();
            }
          } finally {
            controllers.delete(controller);
          }
        },
        {
          connection: workerConnection,
          prefix: settings.prefix,
          concurrency: def.concurrency,
          lockDuration: settings.lockMs,
          stalledInterval: settings.stalledIntervalMs,
          maxStalledCount: def.attempts,
        },
      );
      worker.on('failed', (job, err) => {
        log.warn({ err, jobId: job?.id, attempt: job?.attemptsMade }, 'job try failed');
        void finalFailure(job, err).catch((e: unknown) =>
          log.error({ err: e, jobId: job?.id }, 'job failure'),
        );
      });
      worker.on('error', (err) => log.warn({ err }, 'queue worker error'));
      const handle = {
        async close(force = false) {
          workers.delete(handle);
          if (force) for (const c of controllers) c.abort();
          await worker.close(force);
          workerConnection.disconnect();
        },
      };
      workers.add(handle);
      return handle;
    },
    async stats() {
      const counts = await within(
        queue.getJobCounts('waiting', 'prioritized', 'active', 'delayed', 'failed'),
        ADD_TIMEOUT_MS,
        'queue',
      );
      // getJobs with asc=true answers the oldest first.
      const [oldest] = await within(queue.getJobs(['waiting'], 0, 0, true), ADD_TIMEOUT_MS, 'queue');
      const readyAt = oldest ? oldest.timestamp + (oldest.delay ?? 0) : Date.now();
      return {
        waiting: (counts.waiting ?? 0) + (counts.prioritized ?? 0),
        active: counts.active ?? 0,
        delayed: counts.delayed ?? 0,
        failed: counts.failed ?? 0,
        oldestWaitingSec: Math.max(0, (Date.now() - readyAt) / 1000),
      };
    },
    redis: queueConnection,
    async close() {
      await Promise.all([...workers].map((w) => w.close(true)));
      await queue.close();
      queueConnection.disconnect();
    },
  };
}
