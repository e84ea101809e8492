import type { UserRole } from '@pp/contract';
import { expect } from 'vitest';
import type { App } from '../../src/app';
import { codeAt } from '../../src/domain/operator-console/totp';
import { grantRole } from '../../src/domain/users/grant-role';
import { createAccount, type TestAccount } from './accounts';
import type { TestClock } from './test-clock';

export interface TestOperator extends TestAccount {
  /** The base32 TOTP secret, as the authenticator app holds it. */
  secret: string;
}

/** A console request of `account` (method, path under /api/v1/operator, body). */
export const consoleCall = (
  app: App,
  account: TestAccount,
  method: 'GET' | 'POST',
  path: string,
  payload?: object,
) =>
  app.inject({
    method,
    url: `/api/v1/operator${path}`,
    headers: account.auth,
    ...(payload ? { payload } : {}),
  });

/**
 * The next code the app would show: the clock moves one 30-second step first, since a code already
 * accepted (or an earlier one) is refused.
 */
export function nextCode(clock: TestClock, secret: string) {
  clock.advance(30_000);
  return codeAt(secret, clock.now());
}

/** An account granted `role` (as `npm run admin -- grant` does) that enrolled TOTP and verified this sign-in. */
export async function createOperator(app: App, clock: TestClock, role: UserRole): Promise<TestOperator> {
  const account = await createAccount(app);
  await grantRole(app.ctx.db, account.email, role);
  const enrol = await consoleCall(app, account, 'POST', '/2fa/enrol');
  expect(enrol.statusCode).toBe(200);
  const secret = enrol.json().data.secret as string;
  const verify = await consoleCall(app, account, 'POST', '/2fa/verify', { code: nextCode(clock, secret) });
  expect(verify.statusCode).toBe(200);
  return { ...account, secret };
}
