import { MESSAGES } from '@pp/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { createAccount } from './helpers/accounts';
import { createTestApp } from './helpers/test-app';

const { app, db, clock } = await createTestApp();
const URL = '/api/v1/marketing/reels-launch-notification';
const call = (method: 'GET' | 'PUT', headers: Record<string, string> = {}) =>
  app.inject({ method, url: URL, headers });

describe('reels launch notification', () => {
  it('needs sign-in for both reading and asking', async () => {
    for (const method of ['GET', 'PUT'] as const) expect((await call(method)).statusCode, method).toBe(401);
  });

  it('starts unasked; asking records the date once, and asking again keeps the first date', async () => {
    const [asker, other] = await Promise.all([createAccount(app), createAccount(app)]);
    expect((await call('GET', asker.auth)).json()).toEqual({
      status: 'success',
      message: 'Reels launch notification',
      data: { subscribed: false, subscribed_at: null },
    });

    const before = clock.now().getTime();
    const first = await call('PUT', asker.auth);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      status: 'success',
      message: MESSAGES.reelsLaunchNotifySaved,
      data: { subscribed: true },
    });
    const askedAt: string = first.json().data.subscribed_at;
    expect(Date.parse(askedAt)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(askedAt)).toBeLessThanOrEqual(clock.now().getTime());

    clock.advance(60_000);
    expect((await call('PUT', asker.auth)).json().data).toEqual({ subscribed: true, subscribed_at: askedAt });
    expect((await call('GET', asker.auth)).json().data).toEqual({ subscribed: true, subscribed_at: askedAt });
    const [row] = await db.select().from(users).where(eq(users.id, asker.userId));
    expect(row?.reels_launch_notify_at?.toISOString()).toBe(askedAt);

    // Nobody else is signed up by it.
    expect((await call('GET', other.auth)).json().data).toEqual({ subscribed: false, subscribed_at: null });
  });
});
