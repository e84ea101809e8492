import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { scheduledPosts } from '../src/db/schema';
import { exited } from './helpers/processes';
import { settledPost } from './helpers/social';
import { startTikTokStandIn } from './helpers/social-stand-in/tiktok';
import { tiktokAgent } from './helpers/tiktok-agent';
import { createWorkerRig } from './helpers/worker-rig';

/**
 * A worker process killed (SIGKILL) in the middle of a TikTok upload, after TikTok stored a chunk
 * and before the worker heard back: the next worker takes the job when the queue's lock and the
 * post's lease lapse, asks status/fetch about the sealed publish_id and goes on with the same
 * upload. One post on TikTok, every byte once, one credit. Workers are separate processes on Redis
 * and a scratch PostgreSQL database, as in production.
 */
const tiktok = await startTikTokStandIn();
afterAll(() => tiktok.stop());
const { app, db, startWorker } = await createWorkerRig('pp_tiktok_killed', {
  ...tiktok.env,
  TIKTOK_DIRECT_POST: 'true',
  TIKTOK_CHUNK_BYTES: '2048',
  TIKTOK_POLL_MS: '20',
});

describe('a worker killed mid-upload', () => {
  it('ends in exactly one TikTok post, each chunk sent once, one credit', async () => {
    const setup = await tiktokAgent(app, db, 9000);
    const before = await setup.credits();
    const first = startWorker();
    const killed = exited(first);
    // TikTok has stored the second chunk; the worker dies before its answer.
    tiktok.uploads.plans.onChunk = (index) => {
      if (index !== 1) return;
      tiktok.uploads.plans.onChunk = null;
      first.kill('SIGKILL');
    };
    tiktok.uploads.plans.holdChunk = { index: 1, holdMs: 3000 };
    const id = await setup.schedule('Killed mid-upload', 'SELF_ONLY');
    expect(await killed).toBe('SIGKILL');
    expect((await db.select().from(scheduledPosts).where(eq(scheduledPosts.id, id)))[0]!.status).toBe(
      'publishing',
    );
    startWorker();
    const done = await settledPost(app, setup.agent, id, 60_000);
    expect(done.status).toBe('published');
    const mine = [...tiktok.uploads.publishes.values()].filter(
      (p) => p.post_info?.title === 'Killed mid-upload',
    );
    expect(mine).toHaveLength(1);
    expect(mine[0]!.done!.sha256).toBe(tiktok.sha(setup.reel.bytes));
    const firsts = tiktok.uploads.chunks
      .filter((c) => c.publish_id === mine[0]!.publish_id)
      .map((c) => c.first);
    expect(firsts).toEqual([0, 2048, 4096, 6144]);
    await setup.chargedOnce(id, before);
  }, 90_000);
});
