import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { scheduledPosts } from '../src/db/schema';
import { ledgerBalances } from '../src/domain/credits/change-credits';
import { exited } from './helpers/processes';
import { materialFor, schedulePost, settledPost, startSocialStandIns } from './helpers/social';
import { videoReel } from './helpers/video-reel';
import { createWorkerRig } from './helpers/worker-rig';

/**
 * A worker process killed (SIGKILL) in the middle of an X video upload: X has stored the second
 * segment and the worker dies before its answer. The next worker takes the job when the queue's
 * lock and the post's lease lapse, looks the post up (the dead try counted in platform_calls),
 * finds none, uploads the video again whole and posts once. Workers are separate processes on
 * Redis and a scratch PostgreSQL database, as in production.
 */
const stands = await startSocialStandIns();
const { app, db, startWorker } = await createWorkerRig('pp_reel_video_killed', stands.env);
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

describe('a worker killed mid-upload of an X video', () => {
  it('ends in exactly one post carrying the whole video, no credit taken', async () => {
    const { agent, listing } = await materialFor(app, db);
    const reel = await videoReel(app, agent, listing.listing_id, { bytes: 9_000_000 });
    const before = await ledgerBalances(db, agent.userId);
    const first = startWorker();
    const killed = exited(first);
    // X stores segment 1 and holds its answer; the worker is killed before it hears back.
    stands.x.fail('POST /2/media/upload', {});
    stands.x.fail('POST /2/media/upload', {});
    stands.x.fail('POST /2/media/upload', { delayMs: 3000 });
    stands.x.media.hooks.onAppend = (index) => {
      if (index !== 1) return;
      stands.x.media.hooks.onAppend = null;
      first.kill('SIGKILL');
    };
    const res = await app.inject(
      schedulePost(agent, {
        listing_id: listing.listing_id,
        platform: 'twitter',
        text: 'Killed mid-upload on X',
        reel_id: reel.id,
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().data.id as string;
    expect(await killed).toBe('SIGKILL');
    const [row] = await db.select().from(scheduledPosts).where(eq(scheduledPosts.id, id));
    expect(row).toMatchObject({ status: 'publishing', platform_calls: 1 });
    stands.x.clearFaults();
    startWorker();
    const done = await settledPost(app, agent, id, 60_000);
    expect(done.status).toBe('published');
    const tweets = stands.x.tweets.filter((t) => t.text === 'Killed mid-upload on X');
    expect(tweets).toHaveLength(1);
    const videos = [...stands.x.media.uploads.values()].filter((u) => u.total === reel.bytes.length);
    // The dead try's upload was never finished; the post carries the second, whole and in order.
    expect(videos.map((v) => v.finalized)).toEqual([false, true]);
    expect(videos[0]!.order).toEqual([0, 1]);
    expect(videos[1]!.order).toEqual([0, 1, 2]);
    expect(tweets[0]!.media_ids).toEqual([videos[1]!.id]);
    expect(videos[1]!.sha256).toBe(sha(reel.bytes));
    expect(await ledgerBalances(db, agent.userId)).toEqual(before);
  }, 90_000);
});
