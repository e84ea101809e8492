import { and, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { scheduledPosts } from '../../db/schema';
import type { JobQueue } from '../../queue/job-queue';
import { delayUntil, postJobId } from './post-job';
import type { ScheduledPostRow } from './scheduled-post-out';

/**
 * Hands a post to a new job (an edit, support's retry, a 429's back-off, a TikTok re-check): the
 * changes and job_seq + 1 are written only if the row still has the job_seq it was read with (and
 * `status`, when given), so a job queued earlier finds itself stale; then `<post id>_<job_seq>` is
 * queued for the row's next_try_at, else its publish_at, as the reconciler would queue it (and does,
 * when the queue does not answer now). Undefined, and nothing queued, when the row had moved on.
 */
export async function requeuePost(
  ctx: { db: Db; queue: JobQueue },
  post: Pick<ScheduledPostRow, 'id' | 'job_seq'>,
  changes: Partial<Omit<ScheduledPostRow, 'id' | 'job_seq' | 'updated_at'>>,
  opts: { now: Date; status?: ScheduledPostRow['status'] },
): Promise<ScheduledPostRow | undefined> {
  const where: SQL[] = [eq(scheduledPosts.id, post.id), eq(scheduledPosts.job_seq, post.job_seq)];
  if (opts.status) where.push(eq(scheduledPosts.status, opts.status));
  const [row] = await ctx.db
    .update(scheduledPosts)
    .set({ ...changes, job_seq: post.job_seq + 1, updated_at: opts.now })
    .where(and(...where))
    .returning();
  if (row)
    await ctx.queue.offer(postJobId(row.id, row.job_seq), {
      delayMs: delayUntil(row.next_try_at ?? row.publish_at, opts.now),
    });
  return row;
}
