import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reels } from '../src/db/schema';
import { createAccount } from './helpers/accounts';
import { overHttp } from './helpers/over-http';
import { type ApiProcess, startApi, startWorker, stop } from './helpers/processes';
import { createReelRequest, getReel, reelMaterial, waitFor } from './helpers/reels';
import { type S3StandIn, startS3StandIn } from './helpers/s3-stand-in';
import { openScratchPostgres } from './helpers/test-database';

/**
 * Issue 28: two machines with no shared disk. Two API processes and two reel workers, each with its
 * own DATA_DIR, share only PostgreSQL, Redis and the bucket: a reel rendered by a worker downloads
 * through the other API, and a photo uploaded through one API shows on a property page served by the
 * other. Runs when TEST_DATABASE_URL and REDIS_URL are set (.ci/run sets them).
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.REDIS_URL;

describe.skipIf(!adminUrl || !redisUrl)('media on a bucket across machines with no shared disk', () => {
  let database: Awaited<ReturnType<typeof openScratchPostgres>>;
  let s3: S3StandIn;
  const dirs: string[] = [];
  const apis: ApiProcess[] = [];
  const workers: ChildProcess[] = [];

  beforeAll(async () => {
    database = await openScratchPostgres(adminUrl ?? '', 'pp_media2');
    s3 = await startS3StandIn();
    const run = randomUUID().slice(0, 8);
    const shared = {
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl ?? '',
      REDIS_KEY_PREFIX: `pp-media2-${run}:`,
      QUEUE_PREFIX: `pp-media2-${run}`,
      JWT_SECRET: `media-two-machines-${randomUUID()}`,
      RATE_LIMIT_SCALE: '100',
      REEL_RENDER_SIZE: '180x320',
      RUN_JOBS_IN_API: 'false',
      ...s3.env,
    };
    /** A disk of its own for each process: what it writes there, no other process can read. */
    const machine = async () => {
      const dir = await mkdtemp(path.join(tmpdir(), 'pp-machine-'));
      dirs.push(dir);
      return { ...shared, DATA_DIR: dir };
    };
    apis.push(...(await Promise.all([startApi(await machine()), startApi(await machine())])));
    workers.push(startWorker(await machine()), startWorker(await machine()));
  }, 120_000);

  afterAll(async () => {
    await Promise.all([...apis.map((a) => stop(a.child)), ...workers.map(stop)]);
    await s3?.close();
    await database?.close();
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  }, 60_000);

  it('serves through API 1 a reel a worker rendered from photos uploaded through API 2', {
    timeout: 180_000,
  }, async () => {
    const [api1, api2] = apis.map((a) => overHttp(a.base, database.db)) as [
      ReturnType<typeof overHttp>,
      ReturnType<typeof overHttp>,
    ];
    const account = await createAccount(api1, { trial: true });
    const material = await reelMaterial(api2, account, 3);
    const created = await api2.inject(createReelRequest(account, material));
    expect(created.statusCode).toBe(201);
    const reelId = created.json().data.reel_id as string;

    const done = await waitFor(
      () => getReel(api1, account, reelId),
      (r) => r.status === 'success' || r.status === 'failed',
      150_000,
    );
    expect(done.status).toBe('success');
    const [row] = await database.db.select().from(reels).where(eq(reels.id, reelId));
    // Rendered by one of the workers, not by an API process.
    const workerPids = workers.map((w) => String(w.pid));
    expect(workerPids).toContain(/:(\d+)/.exec(row!.worker ?? '')?.[1]);
    expect(await s3.keys(row!.video_path!)).toEqual([row!.video_path]);

    const whole = await api1.inject({ method: 'GET', url: done.final_video! });
    expect([whole.statusCode, whole.headers['content-type']]).toEqual([200, 'video/mp4']);
    expect(whole.rawPayload.subarray(4, 8).toString('latin1')).toBe('ftyp');
    const size = whole.rawPayload.length;
    expect(size).toBe(row!.video_bytes);
    const part = await api1.inject({
      method: 'GET',
      url: done.final_video!,
      headers: { range: 'bytes=100-199' },
    });
    expect([part.statusCode, part.headers['content-range']]).toEqual([206, `bytes 100-199/${size}`]);
    expect(part.rawPayload.equals(whole.rawPayload.subarray(100, 200))).toBe(true);

    // The property page, served by API 1, shows the photos uploaded through API 2.
    const page = await api1.inject({ method: 'GET', url: new URL(material.listing.page.url).pathname });
    expect(page.statusCode).toBe(200);
    const sources = [...page.body.matchAll(/src="(\/p\/[^"]+\/photos\/[^"]+)"/g)].map((m) => m[1]!);
    expect(sources.length).toBeGreaterThan(0);
    const image = await api1.inject({ method: 'GET', url: sources[0]! });
    expect([image.statusCode, image.headers['content-type']?.startsWith('image/')]).toEqual([200, true]);

    // No process kept media on its own disk: everything went through the bucket.
    for (const dir of dirs) expect(existsSync(path.join(dir, 'media'))).toBe(false);
  });
});
