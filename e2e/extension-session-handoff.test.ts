/// <reference types="chrome" />
import { STORAGE_KEYS } from '@pp/contract';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens } from '../apps/api/src/db/schema';
import { hashToken } from '../apps/api/src/lib/secure-token';
import { type ExtensionRig, launchExtensionRig } from '../apps/extension/src/testing/launch-extension';
import { createUserViaApi, type E2eAccount, type Product, startProduct } from './helpers';

/**
 * Issue 7, Account: the extension picks up the web app's session through `externally_connectable`
 * (the web tab asks the agent, then hands over a session of the extension's own), never by reading
 * the site's storage.
 */
let product: Product;
let rig: ExtensionRig;
let account: E2eAccount;
let web: Page;
const webErrors: string[] = [];

const ACCESS_TOKEN_LIFETIME_PLUS = 16 * 60 * 1000;
const PROMPT_TITLE = 'Sign in to the Chrome extension?';

beforeAll(async () => {
  product = await startProduct();
  rig = await launchExtensionRig({ apiBase: product.baseUrl });
  account = await createUserViaApi(product, { trial: true });

  // The agent signs in on the web app in a tab of the browser the extension lives in.
  web = await rig.context.newPage();
  web.on('pageerror', (e) => webErrors.push(e.message));
  // Chrome logs the expired access token's 401 before the client refreshes: that one is the flow.
  web.on(
    'console',
    (m) => m.type() === 'error' && !m.text().includes('status of 401') && webErrors.push(m.text()),
  );
  const bridgeLoaded = web.waitForResponse((r) => /\/assets\/extension-bridge-[^/]+\.js$/.test(r.url()));
  await web.goto(`${product.baseUrl}/sign-in`);
  await web.getByLabel('Email', { exact: true }).fill(account.email);
  await web.getByLabel('Password', { exact: true }).fill(account.password);
  await web.getByRole('button', { name: 'Sign In', exact: true }).click();
  await web.waitForURL(`${product.baseUrl}/dashboard`);
  // The hand-off is a lazy chunk: once it is in, the tab connects its port to the extension.
  await bridgeLoaded;
});
afterAll(async () => {
  await rig?.close();
  await product?.close();
});

const webStorage = (key: string) => web.evaluate((k) => localStorage.getItem(k), key);

/** What the extension's service worker keeps (only it reads these). */
const extensionAccount = () =>
  rig.worker.evaluate(async () => {
    const stored = (await chrome.storage.local.get('pp.account'))['pp.account'] as
      | { user_id: string; email: string; refresh_token: string | null }
      | undefined;
    return stored ?? null;
  });

/** The web app's prompt, in whichever of the app's tabs the extension asked (the signed-in one here). */
async function promptIn(): Promise<Page> {
  let found: Page | undefined;
  await expect
    .poll(
      async () => {
        for (const page of rig.context.pages()) {
          if (!page.url().startsWith(product.baseUrl)) continue;
          if (await page.getByRole('dialog', { name: PROMPT_TITLE }).isVisible()) {
            found = page;
            return true;
          }
        }
        return false;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  if (!found) throw new Error('no prompt');
  return found;
}

async function askFromPopup() {
  const popup = await rig.openExtensionPage('popup.html');
  await popup.setViewportSize({ width: 340, height: 600 });
  await popup.getByRole('button', { name: 'Use my web app session' }).click();
  const tab = await promptIn();
  return { popup, tab, dialog: tab.getByRole('dialog', { name: PROMPT_TITLE }) };
}

const familyOf = async (token: string | null) => {
  const rows = await product.app.ctx.db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.user_id, account.userId));
  const hash = token ? hashToken(token) : null;
  return { rows, family: rows.find((r) => r.token_hash === hash)?.family_id };
};

describe('the extension picks up the web app session', () => {
  it('stays signed out when the agent declines in the web app', async () => {
    const { popup, tab, dialog } = await askFromPopup();
    expect(tab).toBe(web);
    expect(await dialog.textContent()).toContain(account.username);
    await dialog.getByRole('button', { name: 'Not now' }).click();
    await popup.getByRole('alert').getByText('The web app did not share its session.').waitFor();
    expect(await popup.getByRole('button', { name: 'Sign in', exact: true }).isVisible()).toBe(true);
    expect(await extensionAccount()).toBeNull();
    await dialog.waitFor({ state: 'detached' });
    await popup.close();
  });

  it('signs the extension in with a new refresh-token family when the agent allows', async () => {
    const webRefresh = await webStorage(STORAGE_KEYS.refreshToken);
    expect(webRefresh).toBeTruthy();
    const { popup, tab, dialog } = await askFromPopup();
    expect(tab).toBe(web);
    await dialog.getByRole('button', { name: 'Allow' }).click();
    await dialog.waitFor({ state: 'detached' });

    await popup.getByText(account.email).waitFor();
    expect(await popup.getByText(account.name, { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => popup.getByTestId('plan-badge').textContent()).toBe('Trial: 7 day(s) left');
    expect(await popup.getByText('5 credits left', { exact: false }).isVisible()).toBe(true);
    expect(await popup.getByText('Marketplace', { exact: true }).locator('..').textContent()).toBe(
      '2Marketplace',
    );
    await popup.screenshot({ path: 'test-results/screenshots/extension-popup-web-session-340.png' });
    await popup.close();

    const stored = await extensionAccount();
    expect(stored).toMatchObject({ user_id: account.userId, email: account.email });
    expect(stored?.refresh_token).toBeTruthy();
    expect(stored?.refresh_token).not.toBe(webRefresh);
    // The web tab kept its own token: the hand-off did not rotate or share it.
    expect(await webStorage(STORAGE_KEYS.refreshToken)).toBe(webRefresh);
    const ext = await familyOf(stored?.refresh_token ?? null);
    const own = await familyOf(webRefresh);
    expect(ext.family).toBeDefined();
    expect(own.family).toBeDefined();
    expect(ext.family).not.toBe(own.family);
  });

  it('keeps both sessions alive once each has refreshed its own token', async () => {
    const before = await extensionAccount();
    const webBefore = await webStorage(STORAGE_KEYS.refreshToken);
    product.clock.advance(ACCESS_TOKEN_LIFETIME_PLUS);

    // The extension's access token has expired: the worker refreshes with its own token.
    const popup = await rig.openExtensionPage('popup.html');
    await popup.getByText(account.email).waitFor();
    expect(await popup.getByTestId('plan-badge').isVisible()).toBe(true);
    await popup.close();
    const after = await extensionAccount();
    expect(after?.refresh_token).toBeTruthy();
    expect(after?.refresh_token).not.toBe(before?.refresh_token);

    // The web tab refreshes its own: nothing was revoked, it stays on the dashboard.
    await web.reload();
    await web.getByRole('heading', { level: 1, name: 'Dashboard', exact: true }).waitFor();
    await expect.poll(() => webStorage(STORAGE_KEYS.refreshToken)).not.toBe(webBefore);
    expect(new URL(web.url()).pathname).toBe('/dashboard');
    expect(await webStorage(STORAGE_KEYS.isLoggedIn)).toBe('true');

    const { rows } = await familyOf(null);
    expect(rows.filter((r) => r.revoked_at !== null)).toEqual([]);
    expect(webErrors).toEqual([]);
  });
});
