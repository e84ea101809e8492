import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailTokens, operatorAuditLog } from '../src/db/schema';
import { ledgerBalances } from '../src/domain/credits/change-credits';
import { createAccount, type TestAccount } from './helpers/accounts';
import { consoleCall, createOperator } from './helpers/operator';
import { createStripeTestApp } from './helpers/stripe-test-app';

// Refunds go to the Stripe stand-in, through the same provider as production.
const { app, db, clock, stripe, buyCredits, deliver, me, transactionsOf, completed } =
  await createStripeTestApp();
const admin = await createOperator(app, clock, 'admin');
const support = await createOperator(app, clock, 'support');

const REASON = 'Ticket #4521: customer asked';
const post = (who: TestAccount, path: string, payload: object) =>
  consoleCall(app, who, 'POST', path, payload);
const account = (who: TestAccount, userId: string) => consoleCall(app, who, 'GET', `/users/${userId}`);
const logOf = (userId: string) =>
  db
    .select()
    .from(operatorAuditLog)
    .where(eq(operatorAuditLog.target_user_id, userId))
    .orderBy(operatorAuditLog.id);

describe('Operator console: accounts (issue 28)', () => {
  it('searches by email or name, any case, paged; % and _ are matched as themselves', async () => {
    const tag = `zq${Date.now().toString(36)}`;
    const named = await createAccount(app, { name: `Maria ${tag.toUpperCase()} Lopez` });
    const res = await consoleCall(app, support, 'GET', `/users?q=${tag}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ total: 1, page: 1, page_size: 20 });
    expect(res.json().data.users[0]).toMatchObject({
      id: named.userId,
      email: named.email,
      email_verified: false,
    });
    const byEmail = await consoleCall(app, support, 'GET', `/users?q=${named.email.toUpperCase()}`);
    expect(byEmail.json().data.users.map((u: { id: string }) => u.id)).toEqual([named.userId]);
    expect((await consoleCall(app, support, 'GET', '/users?q=%25')).json().data.total).toBe(0);
    expect((await consoleCall(app, support, 'GET', '/users?q=agent&page=2')).json().data.page).toBe(2);
    expect((await consoleCall(app, support, 'GET', '/users?page=0')).statusCode).toBe(400);
  });

  it('shows one account: plan, credits, ledger, transactions and the rest; unknown ids 404', async () => {
    const agent = await createAccount(app, { trial: true });
    const res = await account(support, agent.userId);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.user.id).toBe(agent.userId);
    expect(data.credits).toEqual(data.ledger_balances);
    expect(data.ledger.length).toBeGreaterThan(0);
    expect(data).toMatchObject({ transactions: [], listings: [], reels: [], scheduled_posts: [] });
    expect((await account(support, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await account(support, 'not-a-uuid')).statusCode).toBe(404);
  });
});

describe('Operator console: actions, each with a reason', () => {
  it('an admin grants and takes back credits through the ledger; the counter always equals the ledger', async () => {
    const agent = await createAccount(app);
    const path = `/users/${agent.userId}/credits`;
    expect((await post(admin, path, { addon: 'promote_to_linkedin', amount: 5 })).statusCode).toBe(400);
    expect(
      (await post(admin, path, { addon: 'promote_to_linkedin', amount: 5, reason: '  ' })).statusCode,
    ).toBe(400);

    const grant = await post(admin, path, { addon: 'promote_to_linkedin', amount: 5, reason: REASON });
    expect(grant.statusCode).toBe(200);
    expect(grant.json().data).toEqual({ addon: 'promote_to_linkedin', changed_by: 5, balance: 5 });
    const back = await post(admin, path, { addon: 'promote_to_linkedin', amount: -3, reason: REASON });
    expect(back.json().data).toEqual({ addon: 'promote_to_linkedin', changed_by: -3, balance: 2 });
    // Never below zero: only the 2 left are taken.
    const more = await post(admin, path, { addon: 'promote_to_linkedin', amount: -10, reason: REASON });
    expect(more.json().data).toMatchObject({ changed_by: -2, balance: 0 });
    expect(
      (await post(admin, path, { addon: 'promote_to_linkedin', amount: -1, reason: REASON })).statusCode,
    ).toBe(409);

    expect((await me(agent)).addons.promote_to_linkedin).toBe(0);
    expect(await ledgerBalances(db, agent.userId)).toEqual({ promote_to_linkedin: 0 });
    const log = await logOf(agent.userId);
    expect(log.map((e) => [e.action, e.operator_email, e.reason, e.target_ref])).toEqual([
      ['credits_grant', admin.email, REASON, 'promote_to_linkedin'],
      ['credits_take_back', admin.email, REASON, 'promote_to_linkedin'],
      ['credits_take_back', admin.email, REASON, 'promote_to_linkedin'],
    ]);
    expect(log[0]?.operator_role).toBe('admin');
  });

  it('an admin refunds a Stripe purchase: refund made at Stripe, transaction refunded, unspent credits back', async () => {
    const agent = await createAccount(app);
    const { session_id } = await buyCredits(agent, 'post_to_linkedin_account', 25);
    stripe.completeSession(session_id);
    expect((await deliver(completed(session_id))).statusCode).toBe(200);
    const [purchase] = await transactionsOf(agent);
    const path = `/users/${agent.userId}/refunds`;

    expect((await post(admin, path, { transaction_id: purchase._id })).statusCode).toBe(400);
    const res = await post(admin, path, { transaction_id: purchase._id, reason: REASON });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ transaction_id: purchase._id, status: 'refunded' });
    const refundCalls = stripe.calls.filter((c) => c.path === '/v1/refunds');
    expect(refundCalls).toHaveLength(1);
    expect(refundCalls[0]?.body).toMatchObject({
      payment_intent: stripe.sessions.get(session_id)!.payment_intent,
    });
    expect((await transactionsOf(agent))[0].transaction_status).toBe('refunded');
    expect((await me(agent)).addons.promote_to_linkedin).toBe(0);
    expect(await ledgerBalances(db, agent.userId)).toEqual({ promote_to_linkedin: 0 });

    // Stripe's charge.refunded that follows takes nothing more; a second refund is refused here.
    const charge = stripe.refund(session_id, 0);
    expect((await deliver(stripe.event('charge.refunded', charge))).statusCode).toBe(200);
    expect(await ledgerBalances(db, agent.userId)).toEqual({ promote_to_linkedin: 0 });
    expect((await post(admin, path, { transaction_id: purchase._id, reason: REASON })).statusCode).toBe(409);
    const [entry] = await logOf(agent.userId);
    expect(entry).toMatchObject({ action: 'refund', target_ref: purchase._id, reason: REASON });
  });

  it('support or admin resends the verification mail (a fresh link); not to a verified account', async () => {
    const agent = await createAccount(app);
    const path = `/users/${agent.userId}/verification-email`;
    const tokens = async () =>
      (
        await db
          .select()
          .from(emailTokens)
          .where(and(eq(emailTokens.user_id, agent.userId), eq(emailTokens.purpose, 'verify_email')))
      ).length;
    expect((await post(support, path, {})).statusCode).toBe(400);
    expect(await tokens()).toBe(1);
    expect((await post(support, path, { reason: REASON })).statusCode).toBe(200);
    expect(await tokens()).toBe(2);
    expect((await logOf(agent.userId)).map((e) => e.action)).toEqual(['resend_verification']);
    await db.execute(sql`update users set email_verified_at = now() where id = ${agent.userId}`);
    expect((await post(admin, path, { reason: REASON })).statusCode).toBe(409);
  });

  it('support may not change credits or refund (403), and nothing is done or logged', async () => {
    const agent = await createAccount(app);
    const credits = await post(support, `/users/${agent.userId}/credits`, {
      addon: 'reel_generation',
      amount: 5,
      reason: REASON,
    });
    expect(credits.statusCode).toBe(403);
    const refund = await post(support, `/users/${agent.userId}/refunds`, {
      transaction_id: '00000000-0000-4000-8000-000000000000',
      reason: REASON,
    });
    expect(refund.statusCode).toBe(403);
    expect((await me(agent)).addons.reel_generation).toBe(0);
    expect(await logOf(agent.userId)).toEqual([]);
  });
});

describe('The operator audit log', () => {
  it('is shown in the console and cannot be changed or removed, even in raw SQL', async () => {
    const res = await consoleCall(app, support, 'GET', '/audit-log');
    expect(res.statusCode).toBe(200);
    const entries = res.json().data.entries as { action: string }[];
    expect(entries.length).toBeGreaterThan(0);
    // The trigger's own words, from the error drizzle wraps (its `cause`).
    const refused = async (statement: ReturnType<typeof sql>) => {
      const err = await db.execute(statement).then(
        () => null,
        (e: Error & { cause?: Error }) => e.cause ?? e,
      );
      expect(err?.message).toMatch(/operator audit log cannot be changed/);
    };
    await refused(sql`update operator_audit_log set reason = 'nothing to see'`);
    await refused(sql`delete from operator_audit_log`);
    await refused(sql`truncate operator_audit_log`);
    const after = await consoleCall(app, support, 'GET', '/audit-log');
    expect(after.json().data.entries).toHaveLength(entries.length);
  });
});
