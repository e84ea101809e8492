import type { ServicesContext } from '../../app-context';
import { createInspectableQueue, type InspectableQueue } from '../../queue/inspectable-queue';
import type { JobLog } from '../../queue/job-queue';
import { redisQueueSettings } from '../../services';
import { prepareOgCard } from './prepare-og-card';

/**
 * The Open Graph card queue: a job is the page's slug, so publishing or scheduling several posts
 * about one listing while its card waits queues it once. The card is drawn with sharp (the cover's
 * 1200 px variant and the 1200×630 card), CPU the API processes spend answering requests instead
 * (`npm run bench:capacity`: ~40% of the API's CPU on the capacity day when drawn there). A failed
 * card costs nothing but time: `/p/:slug/og.jpg` draws it on demand, so nothing is recorded and the
 * reconciler has nothing to queue again.
 */
export function createCardQueue(ctx: ServicesContext, log: JobLog): InspectableQueue {
  return createInspectableQueue(
    {
      name: 'cards',
      attempts: 2,
      backoffMs: 5_000,
      // sharp already spreads one image over its own threads.
      concurrency: 1,
      process: (run) => prepareOgCard(ctx, run.id),
      failed: async (id, error) => log.warn({ err: error, slug: id }, 'Open Graph card not drawn'),
    },
    redisQueueSettings(ctx.env),
    log,
  );
}
