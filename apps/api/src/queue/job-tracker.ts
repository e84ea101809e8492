import type { JobDefinition } from './job-queue';

export type InspectedState = 'waiting' | 'active' | 'failed' | 'delayed';

/** One job as the queues page lists it; `at` is when it was added, will run (delayed) or failed. */
export interface InspectedJob {
  id: string;
  state: InspectedState;
  /** Tries started so far. */
  attempts: number;
  error: string | null;
  at: Date | null;
}

export interface QueueInspection {
  counts: Record<InspectedState, number>;
  jobs: InspectedJob[];
}

/** Final failures kept: the in-process queue has no store of its own, so the latest only. */
const KEPT_FAILURES = 100;

interface Tracked {
  added: Date;
  /** When it may run: the add's delay, or a failed try's back-off. */
  due: Date;
  running: boolean;
  tries: number;
  error: string | null;
}

/**
 * What the in-process queue's jobs are doing, seen from outside it (issue 28's queues page): the
 * job definition is wrapped, so a try starting, throwing or failing for good is noted on its way
 * through, and adds are noted by the caller. A job not running is delayed until it is due (its
 * delay, or a retry's back-off), then waiting. The queue itself stays as it is.
 */
export function jobTracker(def: JobDefinition, now: () => number = Date.now) {
  const jobs = new Map<string, Tracked>();
  const failures: InspectedJob[] = [];

  const tracked: JobDefinition = {
    ...def,
    async process(run) {
      const job = jobs.get(run.id);
      if (job) Object.assign(job, { running: true, tries: run.attempt });
      try {
        await def.process(run);
        jobs.delete(run.id);
      } catch (err) {
        // A retry follows after the back-off unless `failed` is called next (then it is removed).
        if (job)
          Object.assign(job, {
            running: false,
            error: err instanceof Error ? err.message : String(err),
            due: new Date(now() + def.backoffMs),
          });
        throw err;
      }
    },
    async failed(id, error) {
      const tries = jobs.get(id)?.tries ?? 1;
      jobs.delete(id);
      failures.unshift({ id, state: 'failed', attempts: tries, error: error.message, at: new Date(now()) });
      failures.length = Math.min(failures.length, KEPT_FAILURES);
      await def.failed(id, error);
    },
  };

  const stateOf = (j: Tracked): InspectedState =>
    j.running ? 'active' : j.due.getTime() > now() ? 'delayed' : 'waiting';

  return {
    def: tracked,
    /** Call with every add; an id already queued is one job (as the queue treats it). */
    added(id: string, delayMs = 0) {
      if (jobs.has(id)) return;
      const at = new Date(now());
      jobs.set(id, {
        added: at,
        due: new Date(at.getTime() + delayMs),
        running: false,
        tries: 0,
        error: null,
      });
    },
    inspect(limit: number): QueueInspection {
      const listed: InspectedJob[] = [];
      const counts = { waiting: 0, active: 0, failed: failures.length, delayed: 0 };
      for (const [id, j] of jobs) {
        const state = stateOf(j);
        counts[state]++;
        if (counts[state] <= limit)
          listed.push({
            id,
            state,
            attempts: j.tries,
            error: j.error,
            at: state === 'delayed' ? j.due : j.added,
          });
      }
      return { counts, jobs: [...listed, ...failures.slice(0, limit)] };
    },
  };
}
