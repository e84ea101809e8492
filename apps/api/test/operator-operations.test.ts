import { ACCOUNT_LOCKED_MESSAGE, REEL_CANCELLED_BY_SUPPORT } from '@pp/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  creditLedger,
  operatorAuditLog,
  reels,
  scheduledPosts,
  users,
  webhookEvents,
} from '../src/db/schema';
import { addCredits, debitCredit, ledgerBalances } from '../src/domain/credits/change-credits';
import { postJobId } from '../src/domain/scheduled-posts/post-job';
import { publishUnlessHeld } from '../src/domain/scheduled-posts/publish-unless-held';
import { createAccount, STRONG_PASSWORD, type TestAccount } from './helpers/accounts';
import { consoleCall, createOperator } from './helpers/operator';
import { listingOf } from './helpers/sample-listing';
import { createTestApp } from './helpers/test-app';

// No job runs in this process: what the console queues stays in the queue for the queues page to show.
const { app, db, clock } = await createTestApp({ env: { RUN_JOBS_IN_API: 'false' } });
const admin = await createOperator(app, clock, 'admin');
const support = await createOperator(app, clock, 'support');
const REASON = 'Ticket #7781: agent asked';

const post = (who: TestAccount, path: string, payload: object = { reason: REASON }) =>
  consoleCall(app, who, 'POST', path, payload);
const actionsOn = async (userId: string) =>
  (
    await db
      .select()
      .from(operatorAuditLog)
      .where(eq(operatorAuditLog.target_user_id, userId))
      .orderBy(operatorAuditLog.id)
  ).map((e) => [e.action, e.operator_email, e.reason]);
const login = (email: string) =>
  app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password: STRONG_PASSWORD } });
const me = (who: TestAccount) => app.inject({ method: 'GET', url: '/api/v1/users/me', headers: who.auth });

async function reelOf(agent: TestAccount, status: 'queued' | 'rendering' | 'failed' | 'success') {
  const [row] = await db
    .insert(reels)
    .values({ user_id: agent.userId, from_platform: 'web', status, error: status === 'failed' ? 'x' : null })
    .returning();
  // The credit its render took (ref reel:<id>:1), as create-reel takes it.
  await addCredits(db, agent.userId, 'reel_generation', 1, 'grant', `test:${row!.id}`, clock.now());
  await debitCredit(db, agent.userId, 'reel_generation', `reel:${row!.id}:1`, clock.now());
  return row!;
}

async function postOf(agent: TestAccount, status: 'scheduled' | 'failed', minutes = -5) {
  const listing = await listingOf(app, agent, String(Math.floor(Math.random() * 1e9)));
  const [row] = await db
    .insert(scheduledPosts)
    .values({
      user_id: agent.userId,
      listing_id: listing.listing_id,
      platform: 'linkedin',
      text: 'Just listed',
      publish_at: new Date(clock.now().getTime() + minutes * 60_000),
      status,
      error: status === 'failed' ? 'LinkedIn refused the post' : null,
    })
    .returning();
  return row!;
}

describe('Operator console: lock and unlock an account (admin only)', () => {
  it('a lock ends every sign-in with a clear message, refuses sign-in and refresh; unlock lets the agent in again', async () => {
    const agent = await createAccount(app);
    expect((await me(agent)).statusCode).toBe(200);
    expect((await post(admin, `/users/${agent.userId}/lock`, {})).statusCode).toBe(400);
    const lock = await post(admin, `/users/${agent.userId}/lock`);
    expect(lock.statusCode).toBe(200);
    expect(lock.json().data).toMatchObject({ lock_reason: REASON });
    expect(Date.parse(lock.json().data.locked_at)).toBeLessThanOrEqual(clock.now().getTime());

    const old = await me(agent);
    expect(old.statusCode).toBe(403);
    expect(old.json().message).toBe(ACCOUNT_LOCKED_MESSAGE);
    const signIn = await login(agent.email);
    expect([signIn.statusCode, signIn.json().message]).toEqual([403, ACCOUNT_LOCKED_MESSAGE]);
    const refresh = await app.inject({
      method: 'POST',
      url: `/api/v1/auth/refresh-token?user_id=${agent.userId}`,
      headers: { authorization: `Bearer ${agent.refreshToken}` },
    });
    expect([refresh.statusCode, refresh.json().message]).toEqual([403, ACCOUNT_LOCKED_MESSAGE]);
    const view = await consoleCall(app, support, 'GET', `/users/${agent.userId}`);
    expect(view.json().data.user).toMatchObject({ lock_reason: REASON });
    expect(view.json().data.user.locked_at).not.toBeNull();
    expect((await post(admin, `/users/${agent.userId}/lock`)).statusCode).toBe(409);

    expect((await post(admin, `/users/${agent.userId}/unlock`)).statusCode).toBe(200);
    expect((await login(agent.email)).statusCode).toBe(200);
    // The sign-ins the lock ended stay ended.
    expect((await me(agent)).statusCode).toBe(401);
    expect((await post(admin, `/users/${agent.userId}/unlock`)).statusCode).toBe(409);
    expect(await actionsOn(agent.userId)).toEqual([
      ['account_lock', admin.email, REASON],
      ['account_unlock', admin.email, REASON],
    ]);
  });

  it('support, a plain user, and an admin on their own account are refused; nothing changes or is logged', async () => {
    const agent = await createAccount(app);
    expect((await post(support, `/users/${agent.userId}/lock`)).statusCode).toBe(403);
    expect((await post(agent, `/users/${agent.userId}/lock`)).statusCode).toBe(403);
    expect((await post(admin, `/users/${admin.userId}/lock`)).statusCode).toBe(409);
    expect((await post(admin, '/users/not-a-uuid/lock')).statusCode).toBe(404);
    const [row] = await db.select().from(users).where(eq(users.id, agent.userId));
    expect(row?.locked_at).toBeNull();
    expect(await actionsOn(agent.userId)).toEqual([]);
    expect((await me(agent)).statusCode).toBe(200);
  });

  it('holds (does not fail) a locked account’s due post; the unlock queues it again', async () => {
    const agent = await createAccount(app);
    const held = await postOf(agent, 'scheduled');
    await post(admin, `/users/${agent.userId}/lock`);
    const jobCtx = {
      ...app.ctx,
      log: { error: () => undefined, warn: () => undefined },
      postQueue: app.ctx.jobs.posts,
    };
    const run = {
      id: postJobId(held.id, held.job_seq),
      attempt: 1,
      lastAttempt: true,
      signal: new AbortController().signal,
      worker: 'test',
    };
    await publishUnlessHeld(jobCtx as never, run);
    const [after] = await db.select().from(scheduledPosts).where(eq(scheduledPosts.id, held.id));
    expect(after).toMatchObject({ status: 'scheduled', error: null, platform_calls: 0 });
    await post(admin, `/users/${agent.userId}/unlock`);
    const queues = (await consoleCall(app, support, 'GET', '/queues')).json().data;
    const posts = queues.queues.find((q: { name: string }) => q.name === 'posts');
    expect(posts.jobs.map((j: { id: string }) => j.id)).toContain(run.id);
  });
});

describe('Operator console: retry or cancel a reel (support or admin)', () => {
  it('cancels a queued reel: failed with support’s words, its credit given back through the ledger', async () => {
    const agent = await createAccount(app);
    const reel = await reelOf(agent, 'rendering');
    expect((await post(support, `/users/${agent.userId}/reels/${reel.id}/cancel`, {})).statusCode).toBe(400);
    const res = await post(support, `/users/${agent.userId}/reels/${reel.id}/cancel`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ id: reel.id, status: 'failed' });
    const [row] = await db.select().from(reels).where(eq(reels.id, reel.id));
    expect(row?.error).toContain(REEL_CANCELLED_BY_SUPPORT);
    expect(await ledgerBalances(db, agent.userId)).toEqual({ reel_generation: 1 });
    const refunds = await db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.user_id, agent.userId), eq(creditLedger.reason, 'refund')));
    expect(refunds.map((r) => r.ref)).toEqual([`reel:${reel.id}:1`]);
    // A second cancel finds it failed: refused, no second refund.
    expect((await post(support, `/users/${agent.userId}/reels/${reel.id}/cancel`)).statusCode).toBe(409);
    expect(await actionsOn(agent.userId)).toEqual([['reel_cancel', support.email, REASON]]);
  });

  it('retries a failed reel through the agent’s retry: queued, its next credit taken, the job queued', async () => {
    const agent = await createAccount(app, { trial: true });
    const reel = await reelOf(agent, 'failed');
    await addCredits(db, agent.userId, 'reel_generation', 1, 'grant', `spare:${reel.id}`, clock.now());
    const before = (await ledgerBalances(db, agent.userId)).reel_generation ?? 0;
    const res = await post(support, `/users/${agent.userId}/reels/${reel.id}/retry`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ id: reel.id, status: 'queued' });
    expect((await ledgerBalances(db, agent.userId)).reel_generation).toBe(before - 1);
    const queues = (await consoleCall(app, admin, 'GET', '/queues')).json().data;
    // The queue the API process writes to: BullMQ when the suite runs with Redis, else in-process.
    expect(queues.backend).toBe(process.env.REDIS_URL ? 'bullmq' : 'memory');
    const reelQueue = queues.queues.find((q: { name: string }) => q.name === 'reels');
    expect(reelQueue.jobs).toContainEqual(expect.objectContaining({ id: reel.id, state: 'waiting' }));
    expect(reelQueue.counts.waiting).toBeGreaterThan(0);
    expect((await post(support, `/users/${agent.userId}/reels/${reel.id}/retry`)).statusCode).toBe(409);
  });

  it('refuses a user without a role, another user’s reel, and finished reels; nothing logged', async () => {
    const agent = await createAccount(app);
    const other = await createAccount(app);
    const reel = await reelOf(agent, 'queued');
    expect((await post(agent, `/users/${agent.userId}/reels/${reel.id}/cancel`)).statusCode).toBe(403);
    expect((await post(support, `/users/${other.userId}/reels/${reel.id}/cancel`)).statusCode).toBe(404);
    const done = await reelOf(agent, 'success');
    expect((await post(support, `/users/${agent.userId}/reels/${done.id}/cancel`)).statusCode).toBe(409);
    expect(await actionsOn(agent.userId)).toEqual([]);
    const [row] = await db.select().from(reels).where(eq(reels.id, reel.id));
    expect(row?.status).toBe('queued');
  });
});

describe('Operator console: retry or cancel a scheduled post (support or admin)', () => {
  it('cancels a scheduled post and gives back the credit a try had taken', async () => {
    const agent = await createAccount(app);
    const waiting = await postOf(agent, 'scheduled', 60);
    await addCredits(db, agent.userId, 'promote_to_linkedin', 1, 'grant', `t:${waiting.id}`, clock.now());
    await debitCredit(db, agent.userId, 'promote_to_linkedin', waiting.id, clock.now());
    const path = `/users/${agent.userId}/scheduled-posts/${waiting.id}/cancel`;
    expect((await post(agent, path)).statusCode).toBe(403);
    const res = await post(support, path);
    expect(res.json().data).toEqual({ id: waiting.id, status: 'cancelled' });
    expect(await ledgerBalances(db, agent.userId)).toEqual({ promote_to_linkedin: 1 });
    expect((await post(support, path)).statusCode).toBe(409);
    expect(await actionsOn(agent.userId)).toEqual([['post_cancel', support.email, REASON]]);
  });

  it('retries a failed post: scheduled again with a new job, queued now since its time has passed', async () => {
    const agent = await createAccount(app);
    const failed = await postOf(agent, 'failed');
    const res = await post(admin, `/users/${agent.userId}/scheduled-posts/${failed.id}/retry`);
    expect(res.json().data).toEqual({ id: failed.id, status: 'scheduled' });
    const [row] = await db.select().from(scheduledPosts).where(eq(scheduledPosts.id, failed.id));
    expect(row).toMatchObject({ status: 'scheduled', error: null, job_seq: failed.job_seq + 1 });
    const queues = (await consoleCall(app, admin, 'GET', '/queues')).json().data;
    const posts = queues.queues.find((q: { name: string }) => q.name === 'posts');
    expect(posts.jobs).toContainEqual(
      expect.objectContaining({ id: postJobId(failed.id, failed.job_seq + 1), state: 'waiting' }),
    );
    expect((await post(admin, `/users/${agent.userId}/scheduled-posts/${failed.id}/retry`)).statusCode).toBe(
      409,
    );
  });
});

describe('Operator console: operations pages', () => {
  it('lists applied Stripe events with counts by type, and refuses a plain user', async () => {
    const agent = await createAccount(app);
    const id = `evt_${Date.now()}`;
    await db
      .insert(webhookEvents)
      .values({ id, type: 'checkout.session.completed', received_at: clock.now() });
    const res = await consoleCall(app, support, 'GET', '/webhook-events');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.events[0]).toMatchObject({ id, type: 'checkout.session.completed' });
    expect(res.json().data.by_type).toContainEqual({ type: 'checkout.session.completed', count: 1 });
    expect((await consoleCall(app, agent, 'GET', '/webhook-events')).statusCode).toBe(403);
    expect((await consoleCall(app, agent, 'GET', '/queues')).statusCode).toBe(403);
    expect((await consoleCall(app, agent, 'GET', '/account-failures')).statusCode).toBe(403);
  });
});

describe('Operator console: every new route refuses a user without the role', () => {
  it('answers 403 to a plain user on each route, and to support on lock and unlock; nothing is logged', async () => {
    const agent = await createAccount(app);
    const reel = await reelOf(agent, 'queued');
    const scheduled = await postOf(agent, 'scheduled', 60);
    const u = `/users/${agent.userId}`;
    const writes = [
      `${u}/lock`,
      `${u}/unlock`,
      `${u}/reels/${reel.id}/retry`,
      `${u}/reels/${reel.id}/cancel`,
      `${u}/scheduled-posts/${scheduled.id}/retry`,
      `${u}/scheduled-posts/${scheduled.id}/cancel`,
    ];
    for (const path of writes) expect([path, (await post(agent, path)).statusCode]).toEqual([path, 403]);
    for (const path of ['/queues', '/webhook-events', '/account-failures'])
      expect([path, (await consoleCall(app, agent, 'GET', path)).statusCode]).toEqual([path, 403]);
    for (const path of [`${u}/lock`, `${u}/unlock`])
      expect([path, (await post(support, path)).statusCode]).toEqual([path, 403]);
    expect(await actionsOn(agent.userId)).toEqual([]);
    const [row] = await db.select().from(reels).where(eq(reels.id, reel.id));
    expect(row?.status).toBe('queued');
  });
});
