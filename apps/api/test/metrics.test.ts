import { rm } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadEnv } from '../src/config/env';
import { mediaPhotos } from '../src/db/schema';
import { addCredits, ledgerBalances } from '../src/domain/credits/change-credits';
import { createAccount } from './helpers/accounts';
import { createReelRequest, getReel, reelMaterial, waitFor } from './helpers/reels';
import { createTestApp } from './helpers/test-app';

const TOKEN = 'metrics-token-of-the-test-0123456789abcdef';

/** The value of one sample of a Prometheus text page, or 0 when the series is absent. */
function sample(page: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of page.split('\n')) {
    const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const have = (m[2] ?? '').split(',');
    if (wanted.every((w) => have.includes(w))) return Number(m[3]);
  }
  return 0;
}

describe('/metrics without METRICS_TOKEN', async () => {
  const { app } = await createTestApp({ env: { METRICS_TOKEN: undefined } });
  it('does not exist: the same 404 as an unknown path, token or not', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    const unknown = await app.inject({ method: 'GET', url: '/no-such-page' });
    expect(res.statusCode).toBe(404);
    expect(res.statusCode).toBe(unknown.statusCode);
    expect(res.body).not.toContain('pp_http_request_duration_seconds');
  });
});

describe('/metrics with METRICS_TOKEN', { timeout: 120_000 }, async () => {
  // Jobs in this process (no Redis): the in-process queue's figures, as `npm start` has them.
  const { app, db, env } = await createTestApp({
    env: { METRICS_TOKEN: TOKEN, REDIS_URL: undefined, REEL_RENDER_SIZE: '180x320', REEL_ATTEMPTS: '1' },
  });
  const page = async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return res.body;
  };

  it('refuses a missing or wrong token with 401', async () => {
    for (const authorization of [undefined, 'Bearer wrong', `Bearer ${TOKEN}x`, TOKEN]) {
      const res = await app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode).toBe(401);
      expect(res.body).not.toContain('pp_');
    }
  });

  it('counts requests by route pattern and status, never by raw URL', async () => {
    const account = await createAccount(app);
    const before = await page();
    const missing = '7d2c1a8e-0000-4000-8000-00000000abcd';
    await app.inject({ method: 'GET', url: `/api/v1/marketing/reels/${missing}`, headers: account.auth });
    await app.inject({ method: 'GET', url: '/api/v1/users/me', headers: account.auth });
    const after = await page();
    const reel = { method: 'GET', route: '/api/v1/marketing/reels/:id', status_code: '404' };
    const me = { method: 'GET', route: '/api/v1/users/me', status_code: '200' };
    const count = 'pp_http_request_duration_seconds_count';
    expect(sample(after, count, reel) - sample(before, count, reel)).toBe(1);
    expect(sample(after, count, me) - sample(before, count, me)).toBe(1);
    expect(sample(after, 'pp_http_request_duration_seconds_bucket', { ...me, le: '+Inf' })).toBeGreaterThan(
      0,
    );
    expect(after).not.toContain(missing);
    for (const name of [
      'pp_queue_jobs',
      'pp_queue_oldest_waiting_seconds',
      'pp_job_duration_seconds',
      'pp_render_cpu_seconds_total',
      'pp_credits_total',
      'pp_mail_total',
      'pp_process_cpu_seconds_total',
    ])
      expect(after).toContain(`# TYPE ${name.replace(/_total$/, '')}`);
  });

  it('moves the credit, mail, job and render CPU figures with a reel', async () => {
    const before = await page();
    const account = await createAccount(app, { trial: true });
    const material = await reelMaterial(app, account, 2);
    const created = await app.inject(createReelRequest(account, material));
    expect(created.statusCode).toBe(201);
    const reelId = created.json().data.reel_id as string;
    await waitFor(
      () => getReel(app, account, reelId),
      (r) => r.status === 'success',
    );
    await app.ctx.mailer.idle();
    // The row says success just before the job's run ends and is timed: wait for the timing.
    const jobs = { queue: 'reels', outcome: 'done' };
    const count = 'pp_job_duration_seconds_count';
    const active = { queue: 'reels', state: 'active' };
    const after = await waitFor(
      page,
      (p) => sample(p, count, jobs) > sample(before, count, jobs) && sample(p, 'pp_queue_jobs', active) === 0,
    );
    const moved = (name: string, labels: Record<string, string> = {}) =>
      sample(after, name, labels) - sample(before, name, labels);
    expect(moved('pp_credits_total', { reason: 'debit', addon: 'reel_generation' })).toBe(1);
    // The trial's grants: one row per add-on, each counted with its amount.
    expect(moved('pp_credits_total', { reason: 'grant', addon: 'reel_generation' })).toBeGreaterThan(0);
    expect(moved('pp_mail_total', { outcome: 'sent' })).toBeGreaterThanOrEqual(1);
    expect(moved('pp_job_duration_seconds_count', { queue: 'reels', outcome: 'done' })).toBe(1);
    expect(moved('pp_render_cpu_seconds_total')).toBeGreaterThan(0);
    expect(after).toMatch(/^pp_queue_jobs\{queue="posts",state="waiting"\} \d+$/m);
    expect(after).toMatch(/^pp_queue_jobs\{queue="reels",state="active"\} 0$/m);
    expect(after).toMatch(/^pp_queue_oldest_waiting_seconds\{queue="reels"\} 0$/m);
  });

  it('counts a ledger change only when its caller commits, not at its savepoint', async () => {
    const account = await createAccount(app);
    const grants = (p: string) =>
      sample(p, 'pp_credits_total', { reason: 'grant', addon: 'reel_generation' });
    const before = grants(await page());
    const grant = (ref: string) =>
      addCredits(db, account.userId, 'reel_generation', 3, 'grant', ref, new Date());
    // The caller's transaction rolls back after the ledger function's own savepoint succeeded.
    await expect(
      db.transaction(async (tx) => {
        expect(
          await addCredits(tx, account.userId, 'reel_generation', 3, 'grant', 'rolled-back', new Date()),
        ).toBe(true);
        throw new Error('the caller fails after the grant');
      }),
    ).rejects.toThrow('the caller fails');
    expect(grants(await page()) - before).toBe(0);
    expect(await grant('committed')).toBe(true);
    expect(grants(await page()) - before).toBe(3);
    expect((await ledgerBalances(db, account.userId)).reel_generation ?? 0).toBe(3);
  });

  it('counts the refund and the failure of a reel that fails for good', async () => {
    const account = await createAccount(app, { trial: true });
    const material = await reelMaterial(app, account, 2);
    // A stored photo disappears before the render: the only try fails and the credit comes back.
    const [photo] = await db
      .select()
      .from(mediaPhotos)
      .where(eq(mediaPhotos.id, material.photos[1]!.photo_id));
    await rm(path.join(env.dataDir, 'media', photo!.storage_key));
    const before = await page();
    const created = await app.inject(createReelRequest(account, material));
    expect(created.statusCode).toBe(201);
    await waitFor(
      () => getReel(app, account, created.json().data.reel_id),
      (r) => r.status === 'failed',
    );
    const failed = { queue: 'reels', outcome: 'failed' };
    const count = 'pp_job_duration_seconds_count';
    const after = await waitFor(page, (p) => sample(p, count, failed) > sample(before, count, failed));
    const moved = (name: string, labels: Record<string, string>) =>
      sample(after, name, labels) - sample(before, name, labels);
    expect(moved('pp_credits_total', { reason: 'refund', addon: 'reel_generation' })).toBe(1);
    expect(moved('pp_credits_total', { reason: 'debit', addon: 'reel_generation' })).toBe(1);
    expect(moved('pp_job_failures_total', { queue: 'reels', final: 'true' })).toBe(1);
    expect(moved('pp_job_duration_seconds_count', { queue: 'reels', outcome: 'failed' })).toBe(1);
  });
});

describe('METRICS_TOKEN in production', () => {
  it('is refused when short or a placeholder', () => {
    const base = { NODE_ENV: 'production' };
    for (const token of ['short', 'change-me-change-me-change-me-change-me'])
      expect(() => loadEnv({ ...base, METRICS_TOKEN: token })).toThrow(
        /METRICS_TOKEN must be a secret of your own/,
      );
    // Other production gaps are refused too here; a strong token is not among them.
    expect(() => loadEnv({ ...base, METRICS_TOKEN: TOKEN })).toThrow(/^(?![\s\S]*METRICS_TOKEN)/);
  });
});
