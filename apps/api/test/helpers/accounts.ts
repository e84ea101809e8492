import { eq } from 'drizzle-orm';
import type { App } from '../../src/app';
import { users } from '../../src/db/schema';

let counter = 0;
export const STRONG_PASSWORD = 'Str0ng!Pass';

export interface TestAccount {
  userId: string;
  email: string;
  username: string;
  password: string;
  accessToken: string;
  refreshToken: string;
  /** Headers for an authenticated request. */
  auth: { authorization: string };
}

/** A fresh, valid registration body; tests override single fields to make it invalid. */
export function registrationBody(overrides: Record<string, unknown> = {}) {
  counter += 1;
  const tag = `${process.pid}${counter}${Math.floor(Math.random() * 1e6)}`;
  return {
    username: `agent${tag}`,
    name: 'Jane Agent',
    email: `agent${tag}@example.com`,
    phoneNumber: '+1 (555) 010-2000',
    password: STRONG_PASSWORD,
    ...overrides,
  };
}

/** The token at the end of a link's path (/verify-email/<token>) or in its `token` query parameter. */
export function tokenOf(link: string): string {
  const url = new URL(link);
  return url.searchParams.get('token') ?? url.pathname.split('/').at(-1) ?? '';
}

/** Signs in through the API: the session's tokens and the headers of an authenticated request. */
async function signIn(app: App, email: string, password: string) {
  const login = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password } });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  const data = login.json().data as { access_token: string; refresh_token: string; user_id: string };
  return {
    userId: data.user_id,
    accessToken: data.access_token,
    refreshToken: data.refresh_token,
    auth: { authorization: `Bearer ${data.access_token}` },
  };
}

/**
 * The account signed in again: a new session. Access tokens last 15 minutes, so a test that moves
 * the clock by hours needs this before its next request.
 */
export const signInAgain = async (app: App, account: TestAccount): Promise<TestAccount> => ({
  ...account,
  ...(await signIn(app, account.email, account.password)),
});

/** The brokerage every test agent works under unless a test says otherwise (never the sample listing's). */
export const TEST_BROKERAGE = 'Sunrise Realty';

/**
 * Registers through the API and signs in, as a real client would. Optionally claims the trial.
 * The agent has a brokerage on the profile (`TEST_BROKERAGE`, '' for none), as every public output
 * needs one (issue 22).
 */
export async function createAccount(
  app: App,
  opts: { trial?: boolean; name?: string; brokerage?: string } = {},
): Promise<TestAccount> {
  counter += 1;
  const tag = `${process.pid}${counter}${Math.floor(Math.random() * 1e6)}`;
  const email = `agent${tag}@example.com`;
  const username = `agent${tag}`;
  const register = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/register',
    payload: {
      username,
      name: opts.name ?? 'Jane Agent',
      email,
      phoneNumber: '+1 (555) 010-2000',
      password: STRONG_PASSWORD,
    },
  });
  if (register.statusCode !== 201) throw new Error(`register failed: ${register.body}`);
  const account: TestAccount = {
    email,
    username,
    password: STRONG_PASSWORD,
    ...(await signIn(app, email, STRONG_PASSWORD)),
  };
  const brokerage = opts.brokerage ?? TEST_BROKERAGE;
  if (brokerage)
    await app.ctx.db.update(users).set({ brokerage_name: brokerage }).where(eq(users.id, account.userId));
  if (opts.trial) {
    const trial = await app.inject({
      method: 'POST',
      url: '/api/v1/users/trial/start',
      headers: account.auth,
    });
    if (trial.statusCode !== 200) throw new Error(`trial failed: ${trial.body}`);
  }
  return account;
}
