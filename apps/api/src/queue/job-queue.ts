import type { Redis } from 'ioredis';
import { isServiceUnavailable } from '../lib/db-errors';
import { withLogContext } from '../observability/log-context';
import { type JobOutcome, observeJob } from '../observability/metrics';
import { inJobSpan, type JobOrigin } from '../observability/tracing';

/**
 * One small queue used by every background job (reel renders now, scheduled posts later). A job
 * is only an id: the database row it names holds its state, so a queue can lose nothing that
 * matters and the same job code runs on BullMQ (with REDIS_URL) or in the API process.
 */

/** Where queue code logs (pino's shape). */
export interface JobLog {
  error(o: object, m: string): void;
  warn(o: object, m: string): void;
}

/** One run of a job. */
export interface JobRun {
  id: string;
  /** 1 for the first try. */
  attempt: number;
  /** No further try follows if this one throws. */
  lastAttempt: boolean;
  /** Aborted when the worker shuts down or the job is cancelled. */
  signal: AbortSignal;
  /** Names the process running it (host:pid/worker), for the row and the logs. */
  worker: string;
  /** The queuing request's trace context and request id (jobOrigin()), if it had any. */
  origin?: JobOrigin;
}

export interface JobDefinition {
  /** Queue name, e.g. 'reels'. */
  name: string;
  attempts: number;
  /** Wait before a retry. */
  backoffMs: number;
  concurrency: number;
  process(run: JobRun): Promise<void>;
  /** Called when a job fails for good (its tries spent, or a PermanentJobError); must be idempotent. */
  failed(id: string, error: Error): Promise<void>;
}

/** Thrown by a job that no retry can fix (bad input): it fails at once, without further tries. */
export class PermanentJobError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PermanentJobError';
  }
}

export interface JobWorker {
  /** Stops taking jobs; `force` abandons running ones (as a killed process would). */
  close(force?: boolean): Promise<void>;
}

export interface JobQueue {
  /** Queues the job once: adding an id already waiting or running does nothing. */
  add(id: string, opts?: { delayMs?: number }): Promise<void>;
  /**
   * `add`, for a caller whose row is already committed: when the queue does not answer (Redis
   * away) the failure is logged, not thrown, and the reconciler queues the row later. Answers
   * whether the job was queued.
   */
  offer(id: string, opts?: { delayMs?: number }): Promise<boolean>;
  /** Whether the job is waiting, delayed or running (a finished, failed or lost job is not). */
  has(id: string): Promise<boolean>;
  /** Processes jobs in this process until closed. */
  work(name?: string): JobWorker;
  /** How many jobs wait and run, and how long the oldest has waited (for /metrics). */
  stats(): Promise<QueueStats>;
  /** The queue's own Redis connection (BullMQ), watched by /metrics. */
  redis?: Redis;
  close(): Promise<void>;
}

export interface QueueStats {
  waiting: number;
  active: number;
  delayed: number;
  /** Failed for good and still kept by the queue (BullMQ only; the in-process queue keeps none). */
  failed: number;
  /** Seconds since the oldest waiting job could have started; 0 when none waits. */
  oldestWaitingSec: number;
}

/** Settings of the Redis backend. */
export interface RedisQueueSettings {
  url: string;
  prefix: string;
  lockMs: number;
  stalledIntervalMs: number;
}

/** How long a job that met an unreachable database or Redis waits before it runs again. */
export const UNAVAILABLE_DELAY_MS = 3_000;

/**
 * Runs `def.process`, turning a final failure into `def.failed` instead of a retry. A job that
 * failed only because PostgreSQL or Redis could not be reached is 'unavailable': it runs again
 * later without spending a try, so an outage never fails work for good. The run is timed
 * (pp_job_duration_seconds), traced as a child of the request that queued it, and every log line
 * it writes carries its job id (and that request's id).
 */
export async function runJob(def: JobDefinition, run: JobRun): Promise<'done' | 'retry' | 'unavailable'> {
  const started = performance.now();
  let outcome: JobOutcome = 'aborted';
  const origin = run.origin ?? {};
  const fields = { ...(origin.reqId ? { reqId: origin.reqId } : {}), jobId: run.id, queue: def.name };
  try {
    outcome = await withLogContext(fields, () =>
      inJobSpan(def.name, run.id, origin, () => runOnce(def, run)),
    );
    return outcome === 'failed' ? 'done' : outcome;
  } finally {
    observeJob(def.name, outcome, (performance.now() - started) / 1000);
  }
}

async function runOnce(
  def: JobDefinition,
  run: JobRun,
): Promise<'done' | 'failed' | 'retry' | 'unavailable'> {
  try {
    await def.process(run);
    return 'done';
  } catch (err) {
    const error = err instanceof Error ? err : new Error(String(err));
    if (run.signal.aborted) throw error;
    if (isServiceUnavailable(error)) return 'unavailable';
    if (error instanceof PermanentJobError || run.lastAttempt) {
      try {
        await def.failed(run.id, error);
      } catch (failing) {
        // Recording the failure met the outage too: run again later rather than lose the job.
        if (isServiceUnavailable(failing)) return 'unavailable';
        throw failing;
      }
      return 'failed';
    }
    return 'retry';
  }
}
