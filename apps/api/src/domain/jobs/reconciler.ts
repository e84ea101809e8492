import type { ServicesContext } from '../../app-context';
import type { Database } from '../../db/client';
import type { JobLog, JobQueue } from '../../queue/job-queue';
import { asLeader, LOCKS } from './leadership';
import { paymentSweeper, requeuePosts, requeueReels } from './reconcile';

export interface ReconcilerOptions {
  database: Pick<Database, 'db' | 'kind'>;
  queues: { reels: JobQueue; posts: JobQueue };
  /** Pause between two sweeps (RECONCILE_INTERVAL_MS). */
  intervalMs: number;
  log: JobLog & { info(o: object, m: string): void };
  /** Grants a paid checkout (fulfilCheckout); API processes only, so only they sweep payments. */
  fulfil?: (sessionId: string) => Promise<unknown>;
}

export interface Reconciler {
  /** One sweep now; `all` also queues posts not due yet (at start: in-memory delays die with a process). */
  runOnce(all?: boolean): Promise<void>;
  /** Sweeps every interval from now on, one sweep at a time. */
  start(): void;
  /** No further sweep; waits for one in progress. */
  stop(): Promise<void>;
}

/**
 * Nothing stays stuck (issue #23): every API process and worker runs this every few seconds, and
 * the one holding the advisory lock sweeps. It queues again what has no live job (reels, posts)
 * and grants checkouts paid but never fulfilled. A failed sweep (database or Redis away) is
 * logged and the next one tries again.
 */
export function createReconciler(ctx: ServicesContext, opts: ReconcilerOptions): Reconciler {
  const { database, queues, log } = opts;
  const sweepPayments = opts.fulfil && paymentSweeper(ctx, opts.fulfil, log);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;
  const runOnce = async (all = false) => {
    try {
      await asLeader(database, LOCKS.jobs, async () => {
        const reels = await requeueReels(ctx, queues.reels);
        const posts = await requeuePosts(ctx, queues.posts, all);
        if (reels + posts > 0) log.info({ reels, posts }, 'reconciler queued work that had no live job');
      });
      if (sweepPayments)
        await asLeader(database, LOCKS.payments, async () => {
          const checked = await sweepPayments();
          if (checked > 0) log.info({ checked }, 'reconciler asked about open checkouts');
        });
    } catch (err) {
      log.warn({ err }, 'reconciler sweep failed: the next one tries again');
    }
  };
  const tick = () => {
    running = runOnce().finally(() => {
      running = undefined;
      if (!stopped) schedule();
    });
  };
  const schedule = () => {
    timer = setTimeout(tick, opts.intervalMs);
    timer.unref();
  };
  return {
    runOnce,
    start() {
      if (!stopped && !timer) schedule();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
