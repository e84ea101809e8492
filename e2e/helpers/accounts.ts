import { STORAGE_KEYS, type TSessionData } from '@pp/contract';
import type { Page } from 'playwright-core';
import { linkIn } from '../../apps/api/test/helpers/smtp-listener';
import type { Product } from './product';

/** Meets PRODUCT.md §5's sign-up rule (8+, upper, lower, digit, one of @$!%*?&). */
export const STRONG_PASSWORD = 'Str0ng!Pass';

export interface E2eUser {
  username: string;
  name: string;
  email: string;
  phoneNumber: string;
  password: string;
}

export interface E2eAccount extends E2eUser {
  userId: string;
  /** The login answer's data: what the web app stores in localStorage. */
  session: TSessionData;
  /** `{ authorization: 'Bearer <access token>' }` for direct API calls. */
  auth: { authorization: string };
}

let counter = 0;
/** Unique, valid sign-up values; pass overrides for a particular name or password. */
export function newUser(overrides: Partial<E2eUser> = {}): E2eUser {
  counter += 1;
  const tag = `${process.pid}${counter}${Math.floor(Math.random() * 1e5)}`;
  return {
    username: `agent${tag}`,
    name: 'Jane Realtor',
    email: `agent${tag}@example.com`,
    phoneNumber: '+1 (555) 010-2000',
    password: STRONG_PASSWORD,
    ...overrides,
  };
}

async function post(baseUrl: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${baseUrl}/api/v1${path}`, {
    method: 'POST',
    headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json().catch(() => null)) as { data?: unknown; message?: string } | null;
  if (!res.ok) throw new Error(`POST ${path} answered ${res.status}: ${json?.message ?? ''}`);
  return json?.data;
}

export interface CreateUserOptions extends Partial<E2eUser> {
  /** Claim the 7-day trial (POST /users/trial/start) so /dashboard lets the user in. */
  trial?: boolean;
  /** Open the verification link from the mail (through the API), as the user would. */
  verify?: boolean;
}

/** Registers and signs in through the API (fast); optionally verifies the email and claims the trial. */
export async function createUserViaApi(
  product: Product,
  options: CreateUserOptions = {},
): Promise<E2eAccount> {
  const { trial, verify, ...overrides } = options;
  const user = newUser(overrides);
  await post(product.baseUrl, '/auth/register', user);
  if (verify) {
    const mail = await product.smtp.waitFor(user.email, /verif/i);
    const token = new URL(linkIn(mail, '/verify-email/')).pathname.split('/').pop();
    const res = await fetch(`${product.baseUrl}/api/v1/auth/verify-email/${token}`);
    if (!res.ok) throw new Error(`verify-email answered ${res.status}`);
  }
  const session = (await post(product.baseUrl, '/auth/login', {
    email: user.email,
    password: user.password,
  })) as TSessionData;
  const auth = { authorization: `Bearer ${session.access_token}` };
  if (trial) await post(product.baseUrl, '/users/trial/start', undefined, auth);
  return { ...user, userId: session.user_id, session, auth };
}

/** The localStorage entries of a signed-in web session (PRODUCT.md §3), for `newPage(..., { localStorage })`. */
export function sessionStorageFor(account: Pick<E2eAccount, 'session'>, opts: { google?: boolean } = {}) {
  const s = account.session;
  const entries: Record<string, string> = {
    [STORAGE_KEYS.accessToken]: s.access_token,
    [STORAGE_KEYS.refreshToken]: s.refresh_token,
    [STORAGE_KEYS.userId]: s.user_id,
    [STORAGE_KEYS.email]: s.email,
    [STORAGE_KEYS.isLoggedIn]: 'true',
    [STORAGE_KEYS.isLogin]: 'true',
  };
  if (s.username) entries[STORAGE_KEYS.username] = s.username;
  if (opts.google) entries[STORAGE_KEYS.google] = 'true';
  return entries;
}

/**
 * Signs in through the real /sign-in form and waits until the app has navigated away from it
 * (to /dashboard, or /pricing when the account has neither trial nor subscription).
 */
export async function signInViaUi(page: Page, user: Pick<E2eUser, 'email' | 'password'>) {
  await page.goto('/sign-in');
  await page.getByLabel('Email', { exact: true }).fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/sign-in'));
}

/** Fills and submits the real /sign-up form; resolves once /signup-success is shown. */
export async function signUpViaUi(page: Page, user: E2eUser) {
  await page.goto('/sign-up');
  await page.getByLabel('Username', { exact: true }).fill(user.username);
  await page.getByLabel('Name', { exact: true }).fill(user.name);
  await page.getByLabel('Email', { exact: true }).fill(user.email);
  await page.getByLabel('Phone Number', { exact: true }).fill(user.phoneNumber);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Create Account', exact: true }).click();
  await page.waitForURL('**/signup-success');
}
