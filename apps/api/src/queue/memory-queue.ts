import { hostname } from 'node:os';
import { type JobOrigin, jobOrigin } from '../observability/tracing';
import { type JobDefinition, type JobLog, type JobQueue, runJob, UNAVAILABLE_DELAY_MS } from './job-queue';

/** The longest delay setTimeout keeps. */
const MAX_TIMER_MS = 2 ** 31 - 1;

interface Pending {
  id: string;
  attempt: number;
  /** When it became ready to run (Date.now()), for the oldest-waiting figure. */
  since: number;
  /** The queuing request's trace context and request id. */
  origin: JobOrigin;
}

/**
 * The queue without Redis: jobs run in this process, `concurrency` at a time. Nothing is kept
 * outside the database, so the caller re-adds unfinished rows at startup (jobs survive restarts).
 */
export function createMemoryQueue(def: JobDefinition, log: JobLog): JobQueue {
  const waiting: Pending[] = [];
  const known = new Set<string>();
  const running = new Map<string, { controller: AbortController; done: Promise<void> }>();
  const timers = new Set<NodeJS.Timeout>();
  let working: string | null = null;
  let closed = false;

  const pump = () => {
    while (working && !closed && running.size < def.concurrency && waiting.length > 0) {
      const next = waiting.shift()!;
      start(next, working);
    }
  };

  const start = (job: Pending, worker: string) => {
    const controller = new AbortController();
    const run = {
      id: job.id,
      attempt: job.attempt,
      lastAttempt: job.attempt >= def.attempts,
      signal: controller.signal,
      worker,
      origin: job.origin,
    };
    const done = runJob(def, run)
      .then((outcome) => {
        if (outcome === 'done') return void known.delete(job.id);
        // An outage does not spend a try: the same attempt runs again once the wait is over.
        const unavailable = outcome === 'unavailable';
        log.warn({ jobId: job.id, attempt: job.attempt, unavailable }, 'job try failed, retrying');
        const timer = setTimeout(
          () => {
            timers.delete(timer);
            const attempt = unavailable ? job.attempt : job.attempt + 1;
            waiting.push({ ...job, attempt, since: Date.now() });
            pump();
          },
          unavailable ? UNAVAILABLE_DELAY_MS : def.backoffMs,
        );
        timers.add(timer);
      })
      .catch((err: unknown) => {
        // Aborted by close(): the row stays unfinished and the next start picks it up again.
        known.delete(job.id);
        if (!controller.signal.aborted) log.error({ err, jobId: job.id }, 'job crashed');
      })
      .finally(() => {
        running.delete(job.id);
        pump();
      });
    running.set(job.id, { controller, done });
  };

  const stop = async (force: boolean) => {
    closed = true;
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
    if (force) for (const r of running.values()) r.controller.abort();
    await Promise.all([...running.values()].map((r) => r.done));
  };

  const queue: JobQueue = {
    async add(id, opts) {
      if (closed || known.has(id)) return;
      known.add(id);
      const origin = jobOrigin();
      const enqueue = () => {
        waiting.push({ id, attempt: 1, since: Date.now(), origin });
        pump();
      };
      if (!opts?.delayMs) return enqueue();
      // setTimeout fires at once for delays past 2^31-1 ms (~24.8 days): wait in steps instead.
      const waitUntil = (at: number) => {
        const timer = setTimeout(
          () => {
            timers.delete(timer);
            if (Date.now() >= at) enqueue();
            else waitUntil(at);
          },
          Math.min(at - Date.now(), MAX_TIMER_MS),
        );
        timers.add(timer);
      };
      waitUntil(Date.now() + opts.delayMs);
    },
    async offer(id, opts) {
      await queue.add(id, opts);
      return true;
    },
    async has(id) {
      return known.has(id);
    },
    work(name = 'api') {
      working = `${hostname()}:${process.pid}/${name}`;
      pump();
      return { close: (force = false) => stop(force) };
    },
    async stats() {
      const oldest = waiting.reduce((min, job) => Math.min(min, job.since), Date.now());
      // Timers hold both delayed jobs and retries waiting out their backoff.
      const counts = { waiting: waiting.length, active: running.size, delayed: timers.size, failed: 0 };
      return { ...counts, oldestWaitingSec: (Date.now() - oldest) / 1000 };
    },
    // Renders in flight are abandoned on shutdown (the next start renders them again).
    close: () => stop(true),
  };
  return queue;
}
