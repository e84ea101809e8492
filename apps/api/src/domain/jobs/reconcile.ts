import { and, eq, gt, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { ServicesContext } from '../../app-context';
import { checkoutSessions, reels, scheduledPosts } from '../../db/schema';
import type { JobLog, JobQueue } from '../../queue/job-queue';
import { delayUntil, postJobId } from '../scheduled-posts/post-job';

/**
 * Reels queued or rendering with no live job (Redis lost it, restarted empty, or the process
 * holding the in-memory queue died): queued again. The job id is the reel id, and the render's
 * claim and conditional success update keep a reel rendered and counted once however often it is
 * queued.
 */
export async function requeueReels(ctx: ServicesContext, queue: JobQueue): Promise<number> {
  const rows = await ctx.db
    .select({ id: reels.id })
    .from(reels)
    .where(inArray(reels.status, ['queued', 'rendering']))
    .orderBy(reels.created_at);
  let queued = 0;
  for (const row of rows) {
    if (await queue.has(row.id)) continue;
    // The rows were read before this look at the queue: a render that ended in between has left
    // the queue after marking its row, so a second read sees it done and queues nothing again.
    if (!(await stillUnrendered(ctx, row.id))) continue;
    await queue.add(row.id);
    queued++;
  }
  return queued;
}

async function stillUnrendered(ctx: ServicesContext, id: string): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: reels.id })
    .from(reels)
    .where(and(eq(reels.id, id), inArray(reels.status, ['queued', 'rendering'])));
  return row !== undefined;
}

/**
 * Scheduled posts that should be running but have no live job: waiting and due (with `all`,
 * waiting at any time: the in-memory queue's delayed jobs die with their process), or publishing
 * with a lapsed lease (its worker died). The post's claim (one delivery at a time, only for the
 * current job_seq) and the platform lookup after a lost answer keep each published once.
 */
export async function requeuePosts(ctx: ServicesContext, queue: JobQueue, all = false): Promise<number> {
  const now = ctx.now();
  const dueAt = sql`coalesce(${scheduledPosts.next_try_at}, ${scheduledPosts.publish_at})`;
  const rows = await ctx.db
    .select()
    .from(scheduledPosts)
    .where(
      or(
        all
          ? eq(scheduledPosts.status, 'scheduled')
          : and(eq(scheduledPosts.status, 'scheduled'), lte(dueAt, now)),
        and(
          eq(scheduledPosts.status, 'publishing'),
          or(isNull(scheduledPosts.claimed_until), lt(scheduledPosts.claimed_until, now)),
        ),
      ),
    );
  let queued = 0;
  for (const row of rows) {
    const id = postJobId(row.id, row.job_seq);
    if (await queue.has(id)) continue;
    await queue.add(id, { delayMs: delayUntil(row.next_try_at ?? row.publish_at, now) });
    queued++;
  }
  return queued;
}

/** A checkout is asked about at most this often (an abandoned one stays open until it expires). */
const ASK_EVERY_MS = 5 * 60_000;
/** Open checkouts younger than this are left to the webhook and the success page. */
const WEBHOOK_GRACE_MS = 2 * 60_000;
/** Stripe expires a checkout session after 24 hours at most. */
const CHECKOUT_LIFETIME_MS = 24 * 3_600_000;

/**
 * Paid checkouts whose webhook never arrived (or failed) and whose buyer never reached the
 * success page: still open a while after they were created, so the processor is asked, and
 * `fulfil` (fulfilCheckout: one conditional claim per session) grants what was paid once.
 */
export function paymentSweeper(
  ctx: ServicesContext,
  fulfil: (sessionId: string) => Promise<unknown>,
  log: JobLog,
) {
  const asked = new Map<string, number>();
  return async (): Promise<number> => {
    const now = ctx.now().getTime();
    const rows = await ctx.db
      .select({ id: checkoutSessions.id })
      .from(checkoutSessions)
      .where(
        and(
          eq(checkoutSessions.provider, 'stripe'),
          eq(checkoutSessions.status, 'open'),
          isNull(checkoutSessions.fulfilled_at),
          lt(checkoutSessions.created_at, new Date(now - WEBHOOK_GRACE_MS)),
          gt(checkoutSessions.created_at, new Date(now - CHECKOUT_LIFETIME_MS)),
        ),
      )
      .limit(20);
    for (const [id, at] of asked) if (now - at > CHECKOUT_LIFETIME_MS) asked.delete(id);
    let checked = 0;
    for (const row of rows) {
      if (now - (asked.get(row.id) ?? 0) < ASK_EVERY_MS) continue;
      asked.set(row.id, now);
      try {
        await fulfil(row.id);
        checked++;
      } catch (err) {
        log.warn({ err, sessionId: row.id }, 'checkout not reconciled: asked again later');
      }
    }
    return checked;
  };
}
