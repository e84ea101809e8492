import { inArray } from 'drizzle-orm';
import type { ServicesContext } from '../../app-context';
import { reels } from '../../db/schema';
import { createJobQueue } from '../../queue/create-job-queue';
import type { JobLog, JobQueue } from '../../queue/job-queue';
import { redisQueueSettings } from '../../services';
import { failReel } from './fail-reel';
import { processReel } from './process-reel';

/** The reel render queue, the same definition in the API process and in `npm run worker`. */
export function createReelQueue(ctx: ServicesContext, log: JobLog): JobQueue {
  return createJobQueue(
    {
      name: 'reels',
      attempts: ctx.env.REEL_ATTEMPTS,
      backoffMs: 1000,
      concurrency: ctx.env.REEL_CONCURRENCY,
      process: (run) => processReel(ctx, run),
      failed: (id, error) => {
        log.warn({ err: error, reelId: id }, 'reel failed for good');
        return failReel(ctx, id, error);
      },
    },
    redisQueueSettings(ctx.env),
    log,
  );
}

/**
 * Queues every reel not finished yet. Without Redis the queue lives in memory, so this is how a
 * restarted API picks up its jobs; with Redis it also covers a crash between the row and the queue
 * (adding an id already queued does nothing).
 */
export async function requeueUnfinishedReels(ctx: ServicesContext, queue: JobQueue): Promise<number> {
  const rows = await ctx.db
    .select({ id: reels.id })
    .from(reels)
    .where(inArray(reels.status, ['queued', 'rendering']))
    .orderBy(reels.created_at);
  for (const row of rows) await queue.add(row.id);
  return rows.length;
}
