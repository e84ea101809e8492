import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { operatorAuditLog, operatorTotp } from '../src/db/schema';
import { codeAt } from '../src/domain/operator-console/totp';
import { grantRole } from '../src/domain/users/grant-role';
import { createAccount, signInAgain, type TestAccount } from './helpers/accounts';
import { consoleCall, createOperator, nextCode } from './helpers/operator';
import { createTestApp } from './helpers/test-app';

// Real per-user limits (scale 1): this file checks that TOTP guesses are rate-limited.
const { app, db, clock } = await createTestApp({ env: { RATE_LIMIT_SCALE: '1' } });

const search = (account: TestAccount) => consoleCall(app, account, 'GET', '/users?q=agent');
const verify = (account: TestAccount, code: string) =>
  consoleCall(app, account, 'POST', '/2fa/verify', { code });
const actions = async (userId: string) =>
  (await db.select().from(operatorAuditLog).where(eq(operatorAuditLog.operator_id, userId))).map(
    (r) => r.action,
  );

/** The account's session refreshed: same sign-in (session id), new access token. */
async function refreshed<A extends TestAccount>(account: A): Promise<A> {
  const res = await app.inject({
    method: 'POST',
    url: `/api/v1/auth/refresh-token?user_id=${account.userId}`,
    headers: { authorization: `Bearer ${account.refreshToken}` },
  });
  expect(res.statusCode).toBe(200);
  const { access_token, refresh_token } = res.json().data;
  return { ...account, refreshToken: refresh_token, auth: { authorization: `Bearer ${access_token}` } };
}

describe('Operator console two-factor (issue 28)', () => {
  it('refuses agents outright, and operators until TOTP is set up and verified', async () => {
    const agent = await createAccount(app);
    for (const path of ['/2fa', '/users?q=a', '/audit-log']) {
      expect((await consoleCall(app, agent, 'GET', path)).statusCode).toBe(403);
    }
    expect((await consoleCall(app, agent, 'POST', '/2fa/enrol')).statusCode).toBe(403);

    const support = await createAccount(app);
    await grantRole(db, support.email, 'support');
    const before = await search(support);
    expect(before.statusCode).toBe(403);
    expect(before.json().errors).toEqual({ two_factor: 'enrol' });

    const enrol = await consoleCall(app, support, 'POST', '/2fa/enrol');
    expect(enrol.statusCode).toBe(200);
    const { otpauth_uri, qr_svg, secret } = enrol.json().data;
    expect(otpauth_uri).toMatch(/^otpauth:\/\/totp\/Property%20Promoter:.+\?.*secret=[A-Z2-7]+/);
    expect(otpauth_uri).toContain(`secret=${secret}`);
    expect(qr_svg).toContain('<svg');
    // Sealed at rest: the database never holds the secret in the clear.
    const [row] = await db.select().from(operatorTotp).where(eq(operatorTotp.user_id, support.userId));
    expect(row?.secret_sealed).not.toContain(secret);
    expect(row?.enabled_at).toBeNull();
    // Set up but not confirmed by a code: still closed.
    expect((await search(support)).json().errors).toEqual({ two_factor: 'enrol' });

    const wrong = await verify(support, codeAt(secret, new Date(clock.now().getTime() - 10 * 60_000)));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.code).toBeTruthy();
    expect((await search(support)).statusCode).toBe(403);

    const ok = await verify(support, nextCode(clock, secret));
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ enrolled: true, role: 'support' });
    expect(ok.json().data.verified_until).toBeTruthy();
    expect((await search(support)).statusCode).toBe(200);
    // Once confirmed, set-up is closed: a stolen session cannot swap in its own secret.
    expect((await consoleCall(app, support, 'POST', '/2fa/enrol')).statusCode).toBe(409);
    expect(await actions(support.userId)).toEqual([
      'two_factor_enrol',
      'two_factor_failed',
      'two_factor_activate',
    ]);
  });

  it('refuses a code already used, even from another sign-in, and each new sign-in must verify', async () => {
    const admin = await createOperator(app, clock, 'admin');
    const code = nextCode(clock, admin.secret);
    expect((await verify(admin, code)).statusCode).toBe(200);
    expect((await verify(admin, code)).statusCode).toBe(400); // replayed within its window

    const other = await signInAgain(app, admin);
    const closed = await search(other);
    expect(closed.statusCode).toBe(403);
    expect(closed.json().errors).toEqual({ two_factor: 'verify' });
    expect((await verify(other, code)).statusCode).toBe(400);
    // An older code that is still inside the drift window is refused too: it is before the last used.
    expect(
      (await verify(other, codeAt(admin.secret, new Date(clock.now().getTime() - 30_000)))).statusCode,
    ).toBe(400);
    expect((await verify(other, nextCode(clock, admin.secret))).statusCode).toBe(200);
    expect((await search(other)).statusCode).toBe(200);
  });

  it('a verification opens the console for 30 minutes of this sign-in only', async () => {
    let support = await createOperator(app, clock, 'support');
    expect((await search(support)).statusCode).toBe(200);
    clock.advance(31 * 60_000);
    support = await refreshed(support); // the same sign-in, a fresh access token
    const expired = await search(support);
    expect(expired.statusCode).toBe(403);
    expect(expired.json().errors).toEqual({ two_factor: 'verify' });
    expect((await verify(support, nextCode(clock, support.secret))).statusCode).toBe(200);
    expect((await search(support)).statusCode).toBe(200);
  });

  it('a role taken away with the admin command ends console access at once', async () => {
    const support = await createOperator(app, clock, 'support');
    await grantRole(db, support.email, 'user');
    expect((await search(support)).statusCode).toBe(403);
    expect((await consoleCall(app, support, 'GET', '/2fa')).statusCode).toBe(403);
  });

  it('limits code attempts per operator (429 after 6 in 15 minutes)', async () => {
    const admin = await createOperator(app, clock, 'admin'); // its first code: 1 of the 6
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await verify(admin, '000000')).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 400]);
    // Even the right code waits out the window.
    expect((await verify(admin, nextCode(clock, admin.secret))).statusCode).toBe(429);
  });

  it('checks the code format before anything else (400)', async () => {
    const admin = await createOperator(app, clock, 'admin');
    expect((await verify(admin, '12ab56')).statusCode).toBe(400);
    expect((await consoleCall(app, admin, 'POST', '/2fa/verify', {})).statusCode).toBe(400);
  });
});
