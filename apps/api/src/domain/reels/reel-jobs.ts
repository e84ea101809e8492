import type { ServicesContext } from '../../app-context';
import { createInspectableQueue, type InspectableQueue } from '../../queue/inspectable-queue';
import type { JobLog } from '../../queue/job-queue';
import { redisQueueSettings } from '../../services';
import { failReel } from './fail-reel';
import { processReel } from './process-reel';

/** The reel render queue, the same definition in the API process and in `npm run worker`. */
export function createReelQueue(ctx: ServicesContext, log: JobLog): InspectableQueue {
  return createInspectableQueue(
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
