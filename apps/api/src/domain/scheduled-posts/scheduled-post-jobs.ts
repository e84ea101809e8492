import type { ServicesContext } from '../../app-context';
import type { Mailer } from '../../mail/mailer';
import { createInspectableQueue, type InspectableQueue } from '../../queue/inspectable-queue';
import type { JobLog } from '../../queue/job-queue';
import { redisQueueSettings } from '../../services';
import { linkedInVersionAgeMonths } from '../social/platform-config';
import { failScheduledPost } from './fail-scheduled-post';
import { delayUntil, type PostJobContext, parsePostJobId, postJobId } from './post-job';
import { publishUnlessHeld } from './publish-unless-held';

// Older importers name these here; they live in post-job.ts so the job modules need not import this one.
export { delayUntil, type PostJobContext, parsePostJobId, postJobId };

/** LinkedIn retires an API version about a year after it ships: warn two months ahead. */
const LINKEDIN_VERSION_WARN_MONTHS = 10;

/** The scheduled-post queue, on the same queue abstraction as reels (BullMQ with REDIS_URL). */
export function createPostQueue(ctx: ServicesContext & { mailer: Mailer }, log: JobLog): InspectableQueue {
  const age = linkedInVersionAgeMonths(ctx.env.LINKEDIN_API_VERSION, ctx.now());
  if (age >= LINKEDIN_VERSION_WARN_MONTHS)
    log.warn(
      { version: ctx.env.LINKEDIN_API_VERSION, months: age },
      'LINKEDIN_API_VERSION is old: LinkedIn sunsets versions after about a year; move to a newer one',
    );
  const jobCtx = { ...ctx, log } as PostJobContext;
  const queue = createInspectableQueue(
    {
      name: 'posts',
      attempts: ctx.env.POST_ATTEMPTS,
      backoffMs: ctx.env.POST_RETRY_MS,
      concurrency: 4,
      process: (run) => publishUnlessHeld(jobCtx, run),
      failed: (id, error) => {
        log.warn({ err: error, jobId: id }, 'scheduled post failed for good');
        return failScheduledPost(jobCtx, parsePostJobId(id).postId, error);
      },
    },
    redisQueueSettings(ctx.env),
    log,
  );
  jobCtx.postQueue = queue;
  return queue;
}
