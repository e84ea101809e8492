import { OPERATOR_QUEUE_JOBS, type TOperatorQueues } from '@pp/contract';
import type { AppContext } from '../../app-context';
import type { InspectableQueue } from '../../queue/inspectable-queue';

const snapshot = async (name: string, queue: InspectableQueue) => {
  const { counts, jobs } = await queue.inspect(OPERATOR_QUEUE_JOBS);
  return {
    name,
    counts,
    jobs: jobs.map((j) => ({ ...j, at: j.at?.toISOString() ?? null })),
  };
};

/** The queues page: each background queue's jobs by state, with their last errors. */
export async function readQueues(ctx: AppContext): Promise<TOperatorQueues> {
  return {
    backend: ctx.jobs.reels.backend,
    queues: await Promise.all([
      snapshot('reels', ctx.jobs.reels),
      snapshot('posts', ctx.jobs.posts),
      snapshot('cards', ctx.jobs.cards),
    ]),
  };
}
