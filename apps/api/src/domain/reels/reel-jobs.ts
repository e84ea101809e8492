import type { ServicesContext } from '../../app-context';
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
