import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { within } from '../lib/readiness';
import type { JobDefinition } from './job-queue';
import type { InspectedJob, InspectedState, QueueInspection } from './job-tracker';

const STATES: InspectedState[] = ['waiting', 'active', 'failed', 'delayed'];
/** The queues page never hangs on a Redis that is away. */
const READ_TIMEOUT_MS = 2_000;
/** A job's noted error outlives any retry back-off; the hash is renewed at every note. */
const ERRORS_TTL_S = 7 * 86_400;

/**
 * Reads a BullMQ queue for the operators' queues page: counts and the latest jobs of each state,
 * every process's jobs (they share Redis). Its own connection, opened at the first look: the
 * queue's connection belongs to the queue. BullMQ keeps a job's last error in `failedReason`, also
 * while it waits for its next try (https://docs.bullmq.io/guide/retrying-failing-jobs), but our
 * worker reports a try to retry as 'retrying' (the job's own error stays in runJob), so `noting`
 * keeps each try's error in a hash of its own, which the page prefers.
 */
export function bullmqInspector(name: string, url: string, prefix: string) {
  let queue: Queue | undefined;
  let redis: Redis | undefined;
  const open = () => {
    if (!redis) {
      redis = new Redis(url, { maxRetriesPerRequest: null });
      // Errors answer the page's request; the connection reconnects by itself.
      redis.on('error', () => undefined);
    }
    queue ??= new Queue(name, { connection: redis, prefix });
    return queue;
  };
  const errorsKey = `${prefix}:pp-inspect:${name}:errors`;
  const client = () => {
    open();
    return redis!;
  };
  return {
    /** The job definition, its tries' errors noted (a noting failure never fails the job). */
    noting(def: JobDefinition): JobDefinition {
      return {
        ...def,
        async process(run) {
          try {
            await def.process(run);
            if (run.attempt > 1) await within(client().hdel(errorsKey, run.id), READ_TIMEOUT_MS, 'queue');
          } catch (err) {
            const message = err instanceof Error ? err.message : String(err);
            await within(
              client().multi().hset(errorsKey, run.id, message).expire(errorsKey, ERRORS_TTL_S).exec(),
              READ_TIMEOUT_MS,
              'queue',
            ).catch(() => undefined);
            throw err;
          }
        },
      };
    },
    async inspect(limit: number): Promise<QueueInspection> {
      const q = open();
      const counts = await within(q.getJobCounts(...STATES), READ_TIMEOUT_MS, 'queue');
      const lists = await Promise.all(
        STATES.map((state) => within(q.getJobs([state], 0, limit - 1), READ_TIMEOUT_MS, 'queue')),
      );
      const ids = lists.flat().map((j) => j.id ?? '');
      const noted = ids.length
        ? await within(client().hmget(errorsKey, ...ids), READ_TIMEOUT_MS, 'queue')
        : [];
      const notedOf = new Map(ids.map((id, i) => [id, noted[i] ?? null]));
      const jobs = STATES.flatMap((state, i) =>
        (lists[i] ?? []).map(
          (job): InspectedJob => ({
            id: job.id ?? '',
            state,
            attempts: job.attemptsMade,
            error: notedOf.get(job.id ?? '') ?? (job.failedReason || null),
            at: new Date(
              state === 'delayed'
                ? job.timestamp + (job.delay ?? 0)
                : state === 'failed'
                  ? (job.finishedOn ?? job.timestamp)
                  : job.timestamp,
            ),
          }),
        ),
      );
      return {
        counts: {
          waiting: counts.waiting ?? 0,
          active: counts.active ?? 0,
          failed: counts.failed ?? 0,
          delayed: counts.delayed ?? 0,
        },
        jobs,
      };
    },
    async close() {
      await queue?.close();
      redis?.disconnect();
    },
  };
}
