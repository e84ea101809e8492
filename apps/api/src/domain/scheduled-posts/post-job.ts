import type { ServicesContext } from '../../app-context';
import type { Mailer } from '../../mail/mailer';
import type { JobLog, JobQueue } from '../../queue/job-queue';

/** What a publish job needs: the services, mail for the agent, and its own queue (to back off). */
export interface PostJobContext extends ServicesContext {
  mailer: Mailer;
  postQueue: JobQueue;
  log: JobLog;
}

/**
 * The queue job of a post is `<post id>_<job_seq>`: an edit or a 429 bumps job_seq and queues a
 * new job, so a job queued for an older time finds itself stale and does nothing.
 */
export const postJobId = (postId: string, seq: number) => `${postId}_${seq}`;
export function parsePostJobId(jobId: string): { postId: string; seq: number } {
  const at = jobId.lastIndexOf('_');
  return { postId: jobId.slice(0, at), seq: Number(jobId.slice(at + 1)) };
}

/** Delay until a post's next try is due (0 when due already). */
export const delayUntil = (at: Date, now: Date) => Math.max(0, at.getTime() - now.getTime());
