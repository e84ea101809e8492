import { type ChildProcess, spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { REEL_MESSAGES, type TReel } from '@pp/contract';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { creditLedger, mediaPhotos, reels, users } from '../src/db/schema';
import { addCredits } from '../src/domain/credits/change-credits';
import { createReelQueue } from '../src/domain/reels/reel-jobs';
import { createAccount, type TestAccount } from './helpers/accounts';
import { TEST_REDIS_URL, uniqueRedisPrefix } from './helpers/redis-prefix';
import { createReelRequest, getReel, parseEvents, reelMaterial, waitFor } from './helpers/reels';
import { createTestApp } from './helpers/test-app';
import { openScratchPostgres } from './helpers/test-database';

/**
 * The queue on the real Redis, with workers as separate BullMQ workers (and one as a separate
 * process, killed mid-render). The worker process needs a database it can reach, so this file
 * runs on a scratch PostgreSQL database.
 */
const database = await openScratchPostgres(
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
  'pp_reels_queue',
);
afterAll(() => database.close());
const prefix = uniqueRedisPrefix();
const queueEnv = {
  REDIS_URL: TEST_REDIS_URL,
  QUEUE_PREFIX: prefix,
  RUN_JOBS_IN_API: 'false',
  REEL_RENDER_SIZE: '180x320',
  REEL_ATTEMPTS: '2',
  // A dead worker's job moves on within about two seconds.
  QUEUE_LOCK_MS: '1500',
  QUEUE_STALLED_INTERVAL_MS: '500',
};
const { app, db, env } = await createTestApp({ database, env: queueEnv });
const silent = { error: () => undefined, warn: () => undefined };
const startWorker = (name: string) => {
  const queue = createReelQueue(app.ctx, silent);
  const worker = queue.work(name);
  return {
    async close() {
      await worker.close();
      await queue.close();
    },
  };
};

async function accountWithCredits(credits: number) {
  const account = await createAccount(app, { trial: true });
  if (credits > 1)
    await addCredits(
      db,
      account.userId,
      'reel_generation',
      credits - 1,
      'grant',
      `test:${account.userId}`,
      app.ctx.now(),
    );
  return account;
}

async function queueReels(account: TestAccount, count: number, photos = 2, duration = 15) {
  const material = await reelMaterial(app, account, photos);
  const created: TReel[] = [];
  for (let i = 0; i < count; i++) {
    const res = await app.inject(createReelRequest(account, material, { duration_sec: duration }));
    expect(res.statusCode, res.body).toBe(201);
    created.push(res.json().data);
  }
  return { created, material };
}

const finished = (account: TestAccount, id: string, timeoutMs = 90_000) =>
  waitFor(
    () => getReel(app, account, id),
    (r) => r.status === 'success' || r.status === 'failed',
    timeoutMs,
  );
const ledgerOf = (userId: string) =>
  db
    .select({ reason: creditLedger.reason, ref: creditLedger.ref })
    .from(creditLedger)
    .where(
      and(
        eq(creditLedger.user_id, userId),
        eq(creditLedger.addon, 'reel_generation'),
        like(creditLedger.ref, 'reel:%'),
      ),
    );
const reelCredits = async (userId: string) =>
  (await db.select({ n: users.reel_generation }).from(users).where(eq(users.id, userId)))[0]!.n;

// Real renders on a shared machine: seconds each, several per test.
describe('the reel queue on Redis', { timeout: 180_000 }, () => {
  it('keeps jobs queued while no worker runs, and two workers share them', async () => {
    const account = await accountWithCredits(4);
    const { created } = await queueReels(account, 4, 1);
    // Nothing renders in the API process with RUN_JOBS_IN_API=false.
    expect((await getReel(app, account, created[0]!.reel_id)).status).toBe('queued');
    const a = startWorker('a');
    const b = startWorker('b');
    try {
      for (const reel of created) expect((await finished(account, reel.reel_id)).status).toBe('success');
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
    const rows = await db
      .select({ worker: reels.worker })
      .from(reels)
      .where(eq(reels.user_id, account.userId));
    const names = new Set(rows.map((r) => r.worker?.split('/').at(-1)));
    expect(names).toEqual(new Set(['a', 'b']));
    expect((await ledgerOf(account.userId)).filter((l) => l.reason === 'debit')).toHaveLength(4);
  });

  it("streams a worker's progress to the API by Redis pub/sub", async () => {
    const account = await accountWithCredits(1);
    const { created } = await queueReels(account, 1, 3, 30);
    const reelId = created[0]!.reel_id;
    const stream = app.inject({
      method: 'GET',
      url: `/api/v1/marketing/reels/${reelId}/events`,
      headers: account.auth,
    });
    const worker = startWorker('streamed');
    try {
      const events = parseEvents((await stream).body);
      expect(
        events.some((e) => e.data.status === 'rendering' && e.data.progress > 0 && e.data.progress < 100),
      ).toBe(true);
      expect(events.at(-1)!.data).toMatchObject({ status: 'success', progress: 100 });
    } finally {
      await worker.close();
    }
  });

  it('hands the job of a worker killed mid-render to another worker, and takes the credit once', async () => {
    const account = await accountWithCredits(1);
    const { created } = await queueReels(account, 1, 3, 60);
    const reelId = created[0]!.reel_id;
    const child = spawnWorker('doomed');
    let rescuer: { close(): Promise<void> } | undefined;
    try {
      // Killed (with its ffmpeg) once it has written some progress.
      await waitFor(
        () => getReel(app, account, reelId),
        (r) => r.status === 'rendering' && r.progress >= 5,
        120_000,
      );
      const [row] = await db.select({ worker: reels.worker }).from(reels).where(eq(reels.id, reelId));
      expect(row!.worker).toMatch(/\/doomed$/);
      killGroup(child);
      rescuer = startWorker('rescuer');
      const done = await finished(account, reelId);
      expect(done.status).toBe('success');
    } finally {
      killGroup(child);
      await rescuer?.close();
    }
    const [row] = await db.select({ worker: reels.worker }).from(reels).where(eq(reels.id, reelId));
    expect(row!.worker).toMatch(/\/rescuer$/);
    expect(await ledgerOf(account.userId)).toEqual([{ reason: 'debit', ref: `reel:${reelId}:1` }]);
    expect(await reelCredits(account.userId)).toBe(0);
  });

  it('fails a reel for good after its tries, says why and gives the credit back; a retry takes a new one', async () => {
    const account = await accountWithCredits(2);
    const { created, material } = await queueReels(account, 1, 2);
    const reelId = created[0]!.reel_id;
    // The stored photo disappears: every try fails, none can succeed.
    const [photo] = await db
      .select()
      .from(mediaPhotos)
      .where(eq(mediaPhotos.id, material.photos[1]!.photo_id));
    const file = path.join(env.dataDir, 'media', photo!.storage_key);
    const { readFile, rm } = await import('node:fs/promises');
    const bytes = await readFile(file);
    await rm(file);
    const worker = startWorker('unlucky');
    try {
      const failed = await finished(account, reelId);
      expect(failed).toMatchObject({
        status: 'failed',
        error: REEL_MESSAGES.renderFailed,
        final_video: null,
      });
      expect(await reelCredits(account.userId)).toBe(2);
      expect(await ledgerOf(account.userId)).toEqual(
        expect.arrayContaining([
          { reason: 'debit', ref: `reel:${reelId}:1` },
          { reason: 'refund', ref: `reel:${reelId}:1` },
        ]),
      );

      await writeFile(file, bytes);
      const retry = await app.inject({
        method: 'POST',
        url: `/api/v1/marketing/reels/${reelId}/retry`,
        headers: account.auth,
      });
      expect(retry.statusCode, retry.body).toBe(200);
      expect(retry.json().data).toMatchObject({ status: 'queued', error: null, progress: 0 });
      expect((await finished(account, reelId)).status).toBe('success');
    } finally {
      await worker.close();
    }
    const ledger = await ledgerOf(account.userId);
    expect(ledger).toHaveLength(3);
    expect(ledger).toEqual(expect.arrayContaining([{ reason: 'debit', ref: `reel:${reelId}:2` }]));
    expect(await reelCredits(account.userId)).toBe(1);
  });
});

const killGroup = (child: ChildProcess) => {
  try {
    process.kill(-child.pid!, 'SIGKILL');
  } catch {
    // already gone
  }
};

/** `npm run worker` as its own process group, so a kill takes its ffmpeg with it like a lost machine. */
function spawnWorker(name: string): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/worker.ts'], {
    cwd: path.resolve(import.meta.dirname, '../../..'),
    detached: true,
    stdio: 'ignore',
    env: {
      ...process.env,
      ...queueEnv,
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATABASE_URL: database.url,
      DATA_DIR: env.DATA_DIR,
      WORKER_NAME: name,
    },
  });
  return child;
}
