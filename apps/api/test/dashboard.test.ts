import { DAY_MS, MESSAGES, type TDashboard, type TUsageStats } from '@pp/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reels, users } from '../src/db/schema';
import { recordUsage } from '../src/domain/usage/record-usage';
import { createAccount, signInAgain, type TestAccount } from './helpers/accounts';
import { listingOf } from './helpers/sample-listing';
import { createTestApp } from './helpers/test-app';

const { app, db, clock } = await createTestApp();
// Noon UTC, so "today" cannot turn into tomorrow between the test's reading of the day and the
// app's (a run that crosses UTC midnight); the tests move the clock relative to this.
const noon = new Date();
noon.setUTCHours(12, 0, 0, 0);
clock.advance(noon.getTime() - Date.now());

const startOfUtcDay = (d: Date) => Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
const dayString = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const startOfUtcMonth = (d: Date) => Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);

/** The headers of a new session, after the clock moved past the old access token's 15 minutes. */
const signIn = async (account: TestAccount) => (await signInAgain(app, account)).auth;

async function dashboard(headers: Record<string, string>) {
  const res = await app.inject({ method: 'GET', url: '/api/v1/users/dashboard', headers });
  return { status: res.statusCode, body: res.json() as { data: TDashboard; message: string } };
}

describe('dashboard access', () => {
  it('requires sign-in for the dashboard, usage statistics and reels', async () => {
    for (const url of [
      '/api/v1/users/dashboard',
      '/api/v1/users/usage-stats',
      '/api/v1/marketing/all-reels',
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(401);
    }
  });

  it('answers 403 to a signed-in user with neither trial nor subscription, but lists their reels', async () => {
    const account = await createAccount(app);
    for (const url of ['/api/v1/users/dashboard', '/api/v1/users/usage-stats']) {
      const res = await app.inject({ method: 'GET', url, headers: account.auth });
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toMatchObject({ status: 'error', message: MESSAGES.notEntitled });
    }
    const reelsRes = await app.inject({
      method: 'GET',
      url: '/api/v1/marketing/all-reels',
      headers: account.auth,
    });
    expect(reelsRes.statusCode).toBe(200);
    expect(reelsRes.json().data).toEqual([]);
  });
});

describe('dashboard figures', () => {
  it('gives a trial user seven zero days ending today (UTC) and the trial as plan', async () => {
    const account = await createAccount(app, { trial: true });
    const { status, body } = await dashboard(account.auth);
    expect(status).toBe(200);
    const today = startOfUtcDay(clock.now());
    const expectedDays = Array.from({ length: 7 }, (_, i) => ({
      date: dayString(today - (6 - i) * DAY_MS),
      count: 0,
    }));
    const empty = {
      total_api_calls: 0,
      total_api_calls_last_seven_days: 0,
      api_usage_last_seven_days: expectedDays,
    };
    const [row] = await db.select().from(users).where(eq(users.id, account.userId));
    expect(body.data).toEqual({
      current_plan: 'free_trial',
      plan_expiry_date: row!.trial_end!.toISOString(),
      global_dashboard: empty,
      promote_to_facebook_marketplace: { Zillow: empty, Realtor: empty, Trulia: empty, Redfin: empty },
    });
  });

  it('counts conversions per UTC day and source, across midnight, the window edge and other users', async () => {
    const account = await createAccount(app, { trial: true });
    const other = await createAccount(app, { trial: true });
    const today = startOfUtcDay(clock.now());
    const at = (ms: number) => new Date(ms);
    const conversions: Array<[source: 'zillow' | 'realtor' | 'trulia' | 'redfin', at: Date]> = [
      ['zillow', at(today)], // first instant of today
      ['zillow', at(today + 1)],
      ['zillow', at(today - 1)], // last instant of yesterday
      ['realtor', at(today - 6 * DAY_MS)], // first instant of the window
      ['realtor', at(today - 6 * DAY_MS - 1)], // just before the window: all-time only
      ['trulia', at(today - 30 * DAY_MS)],
      ['redfin', at(today - 3 * DAY_MS + 12 * 3_600_000)],
      ['redfin', at(today - 3 * DAY_MS + 23 * 3_600_000 + 59 * 60_000)],
    ];
    for (const [source, when] of conversions) {
      await recordUsage(db, { userId: account.userId, source, kind: 'conversion', at: when });
    }
    // Publishes cost credits and are not API calls; another user's calls are not ours.
    await recordUsage(db, {
      userId: account.userId,
      source: 'zillow',
      kind: 'promotion',
      platform: 'twitter',
      at: at(today),
    });
    await recordUsage(db, { userId: other.userId, source: 'zillow', kind: 'conversion', at: at(today) });

    // Total Calls is the current UTC calendar month; the seeded days may straddle a month start.
    const inMonth = (source: string | null, now: Date) =>
      conversions.filter(
        ([s, when]) => (source === null || s === source) && when.getTime() >= startOfUtcMonth(now),
      ).length;
    const now = clock.now();

    const { body } = await dashboard(account.auth);
    const d = body.data;
    const days = d.global_dashboard.api_usage_last_seven_days;
    expect(days.map((x) => x.date)).toEqual(
      Array.from({ length: 7 }, (_, i) => dayString(today - (6 - i) * DAY_MS)),
    );
    expect(days.map((x) => x.count)).toEqual([1, 0, 0, 2, 0, 1, 2]);
    expect(d.global_dashboard.total_api_calls).toBe(inMonth(null, now));
    expect(d.global_dashboard.total_api_calls_last_seven_days).toBe(6);

    const src = d.promote_to_facebook_marketplace;
    expect(src.Zillow.api_usage_last_seven_days.map((x) => x.count)).toEqual([0, 0, 0, 0, 0, 1, 2]);
    expect(src.Zillow).toMatchObject({
      total_api_calls: inMonth('zillow', now),
      total_api_calls_last_seven_days: 3,
    });
    expect(src.Realtor).toMatchObject({
      total_api_calls: inMonth('realtor', now),
      total_api_calls_last_seven_days: 1,
    });
    expect(src.Realtor.api_usage_last_seven_days[0]!.count).toBe(1);
    expect(src.Trulia).toMatchObject({ total_api_calls: 0, total_api_calls_last_seven_days: 0 }); // 30 days ago: last month
    expect(src.Redfin).toMatchObject({
      total_api_calls: inMonth('redfin', now),
      total_api_calls_last_seven_days: 2,
    });
    expect(src.Redfin.api_usage_last_seven_days[3]!.count).toBe(2);

    // usage-stats gives the same per-source summaries, keyed by source id.
    const stats = await app.inject({
      method: 'GET',
      url: '/api/v1/users/usage-stats',
      headers: account.auth,
    });
    const statsData = stats.json().data as TUsageStats;
    expect(statsData.window_days).toBe(7);
    expect(statsData.sources).toEqual({
      zillow: src.Zillow,
      realtor: src.Realtor,
      trulia: src.Trulia,
      redfin: src.Redfin,
    });

    // When the clock crosses the next UTC midnight, the series moves by one day and Today is empty.
    const toNextDay = today + DAY_MS - clock.now().getTime() + 1000;
    clock.advance(toNextDay);
    try {
      const next = (await dashboard(await signIn(account))).body.data;
      expect(next.global_dashboard.api_usage_last_seven_days.at(-1)).toEqual({
        date: dayString(today + DAY_MS),
        count: 0,
      });
      expect(next.global_dashboard.api_usage_last_seven_days.map((x) => x.count)).toEqual([
        0, 0, 2, 0, 1, 2, 0,
      ]);
      expect(next.global_dashboard.total_api_calls_last_seven_days).toBe(5);
      expect(next.global_dashboard.total_api_calls).toBe(inMonth(null, clock.now()));
    } finally {
      clock.advance(-toNextDay);
    }
  });

  it('counts Total Calls from the first instant of the current UTC month', async () => {
    const account = await createAccount(app, { trial: true });
    const monthStart = startOfUtcMonth(clock.now());
    await recordUsage(db, {
      userId: account.userId,
      source: 'trulia',
      kind: 'conversion',
      at: new Date(monthStart),
    });
    await recordUsage(db, {
      userId: account.userId,
      source: 'trulia',
      kind: 'conversion',
      at: new Date(monthStart - 1),
    });
    await recordUsage(db, { userId: account.userId, source: 'trulia', kind: 'conversion', at: clock.now() });
    const { body } = await dashboard(account.auth);
    expect(body.data.promote_to_facebook_marketplace.Trulia.total_api_calls).toBe(2);
    expect(body.data.global_dashboard.total_api_calls).toBe(2);
    expect(body.data.global_dashboard.api_usage_last_seven_days.at(-1)!.count).toBeGreaterThanOrEqual(1);
  });

  it('names the paid plan and its expiry for a subscriber, and refuses once the trial has ended', async () => {
    const subscriber = await createAccount(app);
    const end = new Date(clock.now().getTime() + 30 * DAY_MS);
    await db
      .update(users)
      .set({ is_subscribed: true, subscription_end_date: end, package_name: 'professional_monthly' })
      .where(eq(users.id, subscriber.userId));
    const { status, body } = await dashboard(subscriber.auth);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      current_plan: 'professional_monthly',
      plan_expiry_date: end.toISOString(),
    });

    const trialUser = await createAccount(app, { trial: true });
    clock.advance(8 * DAY_MS);
    try {
      const expired = await dashboard(await signIn(trialUser));
      expect(expired.status).toBe(403);
    } finally {
      clock.advance(-8 * DAY_MS);
    }
  });
});

describe('dashboard and the listing engine', () => {
  it('counts a listing converted through POST /api/v1/listings as one Zillow call today', async () => {
    const account = await createAccount(app, { trial: true });
    await listingOf(app, account);
    const { body } = await dashboard(account.auth);
    expect(body.data.promote_to_facebook_marketplace.Zillow.api_usage_last_seven_days.at(-1)!.count).toBe(1);
    expect(body.data.global_dashboard.total_api_calls).toBe(1);
    expect(body.data.promote_to_facebook_marketplace.Redfin.total_api_calls).toBe(0);
  });
});

describe('reels list', () => {
  it("lists only the user's reels, newest first, in the spec shape", async () => {
    const account = await createAccount(app, { trial: true });
    const other = await createAccount(app, { trial: true });
    const older = new Date(Date.now() - 60_000);
    await db.insert(reels).values([
      { user_id: account.userId, from_platform: 'zillow', status: 'queued', created_at: older },
      {
        user_id: account.userId,
        from_platform: 'redfin',
        status: 'success',
        video_path: 'reels/x/y.mp4',
      },
      { user_id: other.userId, from_platform: 'trulia', status: 'success' },
    ]);
    const res = await app.inject({
      method: 'GET',
      url: '/api/v1/marketing/all-reels',
      headers: account.auth,
    });
    expect(res.statusCode).toBe(200);
    const list = res.json().data as Array<Record<string, unknown>>;
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({
      from_platform: 'redfin',
      status: 'success',
      final_video: expect.stringMatching(/^\/api\/v1\/media\/reels\/[0-9a-f-]+\/video\?sig=[\w-]+&exp=\d+$/),
    });
    expect(list[1]).toMatchObject({
      from_platform: 'zillow',
      status: 'queued',
      final_video: null,
      created_at: older.toISOString(),
    });
    // The spec's fields, plus what the reels screens show (progress, why it failed, the listing) and
    // the reel's look (issue 24: style, track, captions, poster, each size's output).
    expect(Object.keys(list[0]!).sort()).toEqual([
      'address',
      'captions',
      'created_at',
      'duration_sec',
      'error',
      'final_video',
      'from_platform',
      'listing_id',
      'outputs',
      'poster',
      'progress',
      'reel_id',
      'status',
      'style',
      'template',
      'track',
    ]);
  });
});
