import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reels } from '../src/db/schema';
import { addCredits } from '../src/domain/credits/change-credits';
import { requeueReels } from '../src/domain/jobs/reconcile';
import type { JobQueue } from '../src/queue/job-queue';
import { createAccount } from './helpers/accounts';
import { createReelRequest, reelMaterial } from './helpers/reels';
import { createTestApp } from './helpers/test-app';

/**
 * The sweep reads the unrendered reels, then asks the queue about each. A render that ends between
 * the two has marked its row and left the queue: the sweep must not queue it a second time (CI saw
 * such a second job sit waiting behind a finished reel). Nothing renders here (RUN_JOBS_IN_API=false).
 */
const { app, db } = await createTestApp({ env: { RUN_JOBS_IN_API: 'false', REDIS_URL: undefined } });

async function queuedReel(): Promise<string> {
  const account = await createAccount(app, { trial: true });
  await addCredits(db, account.userId, 'reel_generation', 1, 'grant', 'test', app.ctx.now());
  const created = await app.inject(createReelRequest(account, await reelMaterial(app, account, 1)));
  expect(created.statusCode).toBe(201);
  return created.json().data.reel_id as string;
}

/** The app's own queue, except that its answer to `has` comes after `meanwhile` has run. */
function queueWhere(meanwhile: (id: string) => Promise<void>, added: string[]): JobQueue {
  const real = app.ctx.jobs.reels;
  return {
    ...real,
    has: async (id) => {
      await meanwhile(id);
      return false;
    },
    add: async (id, ...rest) => {
      added.push(id);
      return real.add(id, ...rest);
    },
  };
}

describe('the reconciler and a render ending mid-sweep', () => {
  it('does not queue again a reel marked done after the sweep read it', async () => {
    const id = await queuedReel();
    const added: string[] = [];
    const finish = async (reelId: string) => {
      await db.update(reels).set({ status: 'success' }).where(eq(reels.id, reelId));
    };
    expect(await requeueReels(app.ctx, queueWhere(finish, added))).toBe(0);
    expect(added).not.toContain(id);
  });

  it('still queues a reel that is unrendered and has no job', async () => {
    const id = await queuedReel();
    const added: string[] = [];
    const queued = await requeueReels(
      app.ctx,
      queueWhere(async () => {}, added),
    );
    expect(added).toContain(id);
    expect(queued).toBe(added.length);
  });
});
