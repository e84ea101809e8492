import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { MESSAGES, REEL_MESSAGES, type TReel } from '@pp/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { creditLedger, mediaPhotos, reels, usageEvents, users } from '../src/db/schema';
import { createAccount, type TestAccount } from './helpers/accounts';
import { jpegOfSize } from './helpers/multipart';
import { createReelRequest, getReel, parseEvents, reelMaterial, waitFor } from './helpers/reels';
import { createTestApp } from './helpers/test-app';

const { app, db, clock, env } = await createTestApp({
  // These tests render in the API process: CI's Redis pass must not move the jobs to Redis.
  env: { REEL_RENDER_SIZE: '180x320', REDIS_URL: undefined },
});
const run = promisify(execFile);

const reelCredits = async (userId: string) => {
  const [row] = await db.select({ n: users.reel_generation }).from(users).where(eq(users.id, userId));
  return row!.n;
};
const ledgerOf = (userId: string) =>
  db
    .select({ reason: creditLedger.reason, ref: creditLedger.ref, delta: creditLedger.delta })
    .from(creditLedger)
    .where(and(eq(creditLedger.user_id, userId), eq(creditLedger.addon, 'reel_generation')));

async function createReel(account: TestAccount, photos = 3) {
  const material = await reelMaterial(app, account, photos);
  const res = await app.inject(createReelRequest(account, material));
  expect(res.statusCode, res.body).toBe(201);
  return { reel: res.json().data as TReel, material };
}

const finished = (account: TestAccount, id: string) =>
  waitFor(
    () => getReel(app, account, id),
    (r) => r.status === 'success' || r.status === 'failed',
  );

// Real renders on a shared machine: seconds each.
describe('reels without Redis (rendered in the API process)', { timeout: 120_000 }, () => {
  it('queues a reel for one credit, renders it, and serves a playable video with HTTP Range', async () => {
    const account = await createAccount(app, { trial: true });
    const { reel } = await createReel(account);
    expect(reel).toMatchObject({ status: 'queued', progress: 0, final_video: null, from_platform: 'zillow' });
    expect(reel.address).toBe('1220 Garcia St NE, Albuquerque');
    expect(await reelCredits(account.userId)).toBe(0);

    const done = await finished(account, reel.reel_id);
    expect(done).toMatchObject({ status: 'success', progress: 100, error: null });
    const url = done.final_video!;
    expect(url).toMatch(/^\/api\/v1\/media\/reels\/[0-9a-f-]+\/video\?sig=/);

    const whole = await app.inject({ method: 'GET', url });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    const size = whole.rawPayload.length;
    const file = path.join(tmpdir(), `pp-reel-test-${process.pid}.mp4`);
    await writeFile(file, whole.rawPayload);
    const probe = JSON.parse(
      (await run('ffprobe', ['-v', 'error', '-show_streams', '-show_format', '-of', 'json', file])).stdout,
    );
    const video = probe.streams.find((s: { codec_type: string }) => s.codec_type === 'video');
    expect([video.codec_name, video.width, video.height]).toEqual(['h264', 180, 320]);
    expect(probe.streams.some((s: { codec_type: string }) => s.codec_type === 'audio')).toBe(true);
    expect(Math.abs(Number(probe.format.duration) - 15)).toBeLessThan(0.2);

    const part = await app.inject({ method: 'GET', url, headers: { range: 'bytes=100-199' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${size}`);
    expect(part.rawPayload.equals(whole.rawPayload.subarray(100, 200))).toBe(true);
    const tail = await app.inject({ method: 'GET', url, headers: { range: 'bytes=-10' } });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(whole.rawPayload.subarray(size - 10))).toBe(true);
    const past = await app.inject({ method: 'GET', url, headers: { range: `bytes=${size}-` } });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${size}`);

    const download = await app.inject({ method: 'GET', url: `${url}&download=1` });
    // Named from the address and the day, not a bare timestamp (issue 24).
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="1220-garcia-st-ne-${done.created_at.slice(0, 10)}.mp4"`,
    );

    // The credit was taken once, and the render counts on the dashboard's promotions.
    expect(await ledgerOf(account.userId)).toEqual(
      expect.arrayContaining([{ reason: 'debit', ref: `reel:${reel.reel_id}:1`, delta: -1 }]),
    );
    expect((await ledgerOf(account.userId)).filter((l) => l.reason === 'debit')).toHaveLength(1);
    const events = await db
      .select()
      .from(usageEvents)
      .where(and(eq(usageEvents.user_id, account.userId), eq(usageEvents.platform, 'reel')));
    expect(events.map((e) => [e.kind, e.source])).toEqual([['promotion', 'zillow']]);

    // all-reels answers the spec's fields plus progress.
    const all = await app.inject({
      method: 'GET',
      url: '/api/v1/marketing/all-reels',
      headers: account.auth,
    });
    expect(all.json().data).toEqual([
      expect.objectContaining({ reel_id: reel.reel_id, status: 'success', progress: 100 }),
    ]);

    // A signed address stops working after its time.
    clock.advance(3 * 60 * 60 * 1000);
    const late = await app.inject({ method: 'GET', url });
    clock.reset();
    expect(late.statusCode).toBe(403);
    expect(late.json().message).toBe(REEL_MESSAGES.expiredLink);
  });

  it('streams progress by Server-Sent Events and closes on the final status', async () => {
    const account = await createAccount(app, { trial: true });
    const { reel } = await createReel(account, 4);
    const res = await app.inject({
      method: 'GET',
      url: `/api/v1/marketing/reels/${reel.reel_id}/events`,
      headers: account.auth,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
    const events = parseEvents(res.body);
    expect(events.every((e) => e.event === 'reel' && e.data.reel_id === reel.reel_id)).toBe(true);
    const progress = events.map((e) => e.data.progress);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(
      events.some((e) => e.data.status === 'rendering' && e.data.progress > 0 && e.data.progress < 100),
    ).toBe(true);
    expect(events.at(-1)!.data).toMatchObject({ status: 'success', progress: 100 });
    expect(events.at(-1)!.data.final_video).toBeTruthy();
  });

  it('answers 402 at zero credits and 403 without subscription or trial, keeping nothing', async () => {
    const account = await createAccount(app, { trial: true });
    const material = await reelMaterial(app, account, 1);
    expect((await app.inject(createReelRequest(account, material))).statusCode).toBe(201);
    const broke = await app.inject(createReelRequest(account, material));
    expect(broke.statusCode).toBe(402);
    expect(broke.json().message).toBe(MESSAGES.noCreditsLeft);
    expect(await db.select().from(reels).where(eq(reels.user_id, account.userId))).toHaveLength(1);

    const noTrial = await createAccount(app);
    const theirs = await reelMaterial(app, noTrial, 1);
    const refused = await app.inject(createReelRequest(noTrial, theirs));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(REEL_MESSAGES.notEntitled);
    expect(await db.select().from(reels).where(eq(reels.user_id, noTrial.userId))).toEqual([]);
  });

  it('refuses bad requests with field messages, and photos or listings of another user', async () => {
    const account = await createAccount(app, { trial: true });
    const other = await createAccount(app, { trial: true });
    const mine = await reelMaterial(app, account, 2);
    const theirs = await reelMaterial(app, other, 1);
    const cases: Array<[string, Record<string, unknown>, number]> = [
      ['no photos', { photos: [] }, 400],
      ['bad length', { duration_sec: 20 }, 400],
      ['bad template', { template: 'for_sale' }, 400],
      ['focus out of range', { photos: [{ photo_id: mine.photos[0]!.photo_id, focus_x: 2 }] }, 400],
      [
        'same photo twice',
        { photos: [{ photo_id: mine.photos[0]!.photo_id }, { photo_id: mine.photos[0]!.photo_id }] },
        400,
      ],
      ["another user's photo", { photos: [{ photo_id: theirs.photos[0]!.photo_id }] }, 400],
      ["another user's listing", { listing_id: theirs.listing.listing_id }, 404],
    ];
    for (const [name, overrides, status] of cases) {
      const res = await app.inject(createReelRequest(account, mine, overrides));
      expect(res.statusCode, `${name}: ${res.body}`).toBe(status);
      expect(res.json().status).toBe('error');
    }
    expect(await reelCredits(account.userId)).toBe(1);
    expect(await db.select().from(reels).where(eq(reels.user_id, account.userId))).toEqual([]);
  });

  it('never shows a reel to another user: every route answers 404 (IDOR)', async () => {
    const owner = await createAccount(app, { trial: true });
    const stranger = await createAccount(app, { trial: true });
    const { reel } = await createReel(owner, 1);
    await finished(owner, reel.reel_id);
    const base = `/api/v1/marketing/reels/${reel.reel_id}`;
    for (const [method, url] of [
      ['GET', base],
      ['GET', `${base}/events`],
      ['POST', `${base}/retry`],
      ['DELETE', base],
    ] as const) {
      const res = await app.inject({ method, url, headers: stranger.auth });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect((await app.inject({ method, url })).statusCode, `${method} ${url} signed out`).toBe(401);
    }
    const list = await app.inject({
      method: 'GET',
      url: '/api/v1/marketing/all-reels',
      headers: stranger.auth,
    });
    expect(list.json().data).toEqual([]);
    expect((await getReel(app, owner, reel.reel_id)).status).toBe('success');
  });

  it('deletes a reel with its video file', async () => {
    const account = await createAccount(app, { trial: true });
    const { reel } = await createReel(account, 1);
    const done = await finished(account, reel.reel_id);
    expect((await app.inject({ method: 'GET', url: done.final_video! })).statusCode).toBe(200);
    const res = await app.inject({
      method: 'DELETE',
      url: `/api/v1/marketing/reels/${reel.reel_id}`,
      headers: account.auth,
    });
    expect(res.statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: done.final_video! })).statusCode).toBe(404);
    const again = await app.inject({
      method: 'GET',
      url: `/api/v1/marketing/reels/${reel.reel_id}`,
      headers: account.auth,
    });
    expect(again.statusCode).toBe(404);
    // Deleting a reel is the agent's choice: the credit is not given back.
    expect(await reelCredits(account.userId)).toBe(0);
  });

  it('fails at once on a photo the renderer cannot read, says which, and gives the credit back', async () => {
    const account = await createAccount(app, { trial: true });
    const material = await reelMaterial(app, account, 2);
    // The stored file of the second photo is damaged after its upload was checked.
    const [stored] = await db
      .select()
      .from(mediaPhotos)
      .where(eq(mediaPhotos.id, material.photos[1]!.photo_id));
    await writeFile(path.join(env.dataDir, 'media', stored!.storage_key), jpegOfSize(4000));
    const res = await app.inject(createReelRequest(account, material));
    const reel = res.json().data as TReel;
    const done = await finished(account, reel.reel_id);
    expect(done).toMatchObject({
      status: 'failed',
      error: 'Photo 2 could not be read. Your credit was given back.',
    });
    expect(await reelCredits(account.userId)).toBe(1);
    expect(await ledgerOf(account.userId)).toEqual(
      expect.arrayContaining([
        { reason: 'debit', ref: `reel:${reel.reel_id}:1`, delta: -1 },
        { reason: 'refund', ref: `reel:${reel.reel_id}:1`, delta: 1 },
      ]),
    );
  });

  it('retries only a failed reel', async () => {
    const account = await createAccount(app, { trial: true });
    const { reel } = await createReel(account, 1);
    await finished(account, reel.reel_id);
    const res = await app.inject({
      method: 'POST',
      url: `/api/v1/marketing/reels/${reel.reel_id}/retry`,
      headers: account.auth,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(REEL_MESSAGES.retryOnlyFailed);
  });
});
