import { TIKTOK_MESSAGES } from '@pp/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { scheduledPosts, users } from '../src/db/schema';
import { listPosts, settledPost } from './helpers/social';
import { tiktokAgent } from './helpers/tiktok-agent';
import { createTikTokTestApp } from './helpers/tiktok-test-app';

/**
 * A video TikTok is still processing after a try's status reads (issue 27): the post is not marked
 * failed (TikTok may publish it later) but stays publishing, "still processing at TikTok", and a
 * delayed job asks status/fetch again, with growing waits, within TIKTOK_RECHECK_WINDOW_MS; it never
 * uploads again, and no credit moves.
 */
const { app, db, tiktok } = await createTikTokTestApp({
  TIKTOK_POLL_TRIES: '2',
  TIKTOK_RECHECK_MS: '300',
  // Wide enough that a loaded CI machine (Postgres pass, 2 cores) finishes the second test's steps
  // inside it: at 2500 ms that test once saw the window end first (failed, not publishing).
  TIKTOK_RECHECK_WINDOW_MS: '6000',
});

const publishOf = (text: string) =>
  [...tiktok.uploads.publishes.values()].filter((p) => p.post_info?.title?.startsWith(text));
const rowOf = async (id: string) =>
  (await db.select().from(scheduledPosts).where(eq(scheduledPosts.id, id)))[0]!;

/**
 * Waits until the post's row says TikTok is still processing it (or the post has ended, which the
 * caller's assertions then catch). A row still 'scheduled' is waited on: its job may not have claimed
 * it yet on a loaded machine, and a test that changes the profile then would change it before the
 * upload rather than after (CI's PostgreSQL pass once did).
 */
async function stillProcessing(id: string) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const row = await rowOf(id);
    if (row.processing_since || ['published', 'failed', 'cancelled'].includes(row.status)) return row;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('the post never reached "still processing"');
}

/** Waits until TikTok has had more than `reads` status reads of the upload titled `text`. */
async function statusReadsAbove(text: string, reads: number) {
  const deadline = Date.now() + 10_000;
  while (publishOf(text)[0]!.statusReads <= reads) {
    if (Date.now() > deadline) throw new Error(`no more than ${reads} status reads of "${text}"`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Runs `steps` while TikTok answers PROCESSING_DOWNLOAD to every status read, then puts the stand-in's one read back. */
async function whileTikTokProcesses(steps: () => Promise<void>) {
  tiktok.uploads.plans.processingReads = 10_000;
  try {
    await steps();
  } finally {
    tiktok.uploads.plans.processingReads = 1;
  }
}

describe('a video TikTok is still processing', () => {
  it('stays publishing (not failed), is re-checked by status/fetch only, and publishes once when TikTok finishes', async () => {
    const setup = await tiktokAgent(app, db, 5000);
    const credits = await setup.credits();
    await whileTikTokProcesses(async () => {
      const id = await setup.schedule('Slow moderation', 'SELF_ONLY');
      const row = await stillProcessing(id);
      expect(row).toMatchObject({ status: 'publishing', error: null, claimed_until: null });
      expect(row.processing_since).toBeInstanceOf(Date);
      // A re-check is planned TIKTOK_RECHECK_MS to the window's end after processing began (read from
      // the row, not against the wall clock: a loaded machine may read the row as that time passes).
      const ahead = row.next_try_at!.getTime() - row.processing_since!.getTime();
      expect(ahead).toBeGreaterThanOrEqual(300);
      expect(ahead).toBeLessThanOrEqual(6000);
      const shown = (await listPosts(app, setup.agent)).find((p) => p.id === id)!;
      expect(shown).toMatchObject({
        status: 'publishing',
        processing_since: row.processing_since!.toISOString(),
      });
      // Longer than the queue's three tries would have taken: still not failed, still one upload.
      await new Promise((r) => setTimeout(r, 900));
      // And a re-check has read the status beyond the try's two reads (waited for: on a loaded
      // machine the first re-check can come after the sleep).
      await statusReadsAbove('Slow moderation', 2);
      expect((await rowOf(id)).status).toBe('publishing');
      const [upload] = publishOf('Slow moderation');
      expect(publishOf('Slow moderation')).toHaveLength(1);
      tiktok.uploads.plans.processingReads = 0;
      const done = await settledPost(app, setup.agent, id);
      expect(done.status).toBe('published');
      expect(done.external_url).toMatch(/^https:\/\/www\.tiktok\.com\/@jane\.agent/);
      expect(publishOf('Slow moderation')).toHaveLength(1);
      expect(upload!.received.length).toBe(5000);
      await setup.chargedOnce(id, credits);
    });
  });

  it('a re-check only asks for the status: the profile emptied after the upload does not fail a video TikTok may publish', async () => {
    const setup = await tiktokAgent(app, db, 3000);
    await whileTikTokProcesses(async () => {
      const id = await setup.schedule('Permission gone later', 'SELF_ONLY');
      await stillProcessing(id);
      // The publish-time gate (issue 22) would now refuse a new post: no brokerage, no license.
      await db
        .update(users)
        .set({ brokerage_name: '', licenses: [] })
        .where(eq(users.id, setup.agent.userId));
      const fresh = await setup.request('A new post now', { privacy_level: 'SELF_ONLY' });
      expect(fresh.statusCode).toBe(409);
      // A re-check begun after the profile was emptied has read the status (a fixed 600 ms sleep
      // could end before any, as the waits grow): TIKTOK_POLL_TRIES more reads than now means one has.
      await statusReadsAbove('Permission gone later', publishOf('Permission gone later')[0]!.statusReads + 1);
      expect((await rowOf(id)).status).toBe('publishing');
      tiktok.uploads.plans.processingReads = 0;
      const done = await settledPost(app, setup.agent, id);
      expect(done.status).toBe('published');
      expect(publishOf('Permission gone later')).toHaveLength(1);
    });
  });

  it('after the re-check window says TikTok had not finished (not that it refused), and stops asking', async () => {
    const setup = await tiktokAgent(app, db, 3000);
    const credits = await setup.credits();
    await whileTikTokProcesses(async () => {
      const id = await setup.schedule('Never finishes', 'SELF_ONLY');
      const done = await settledPost(app, setup.agent, id, 20_000);
      expect(done).toMatchObject({ status: 'failed', error: TIKTOK_MESSAGES.processingTimedOut(6000) });
      // A window under an hour is said in minutes, never "0 hours".
      expect(done.error).toMatch(/ 1 minute after /);
      expect(done.error).not.toMatch(/refused/);
      expect(publishOf('Never finishes')).toHaveLength(1);
      const reads = publishOf('Never finishes')[0]!.statusReads;
      await new Promise((r) => setTimeout(r, 700));
      expect(publishOf('Never finishes')[0]!.statusReads).toBe(reads);
      expect(await setup.credits()).toBe(credits);
    });
  });
});
