import { ZCurrentUserResponseSchema, ZSessionResponseSchema } from '@pp/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { type ExtensionRig, launchExtensionRig } from '../../apps/extension/src/testing/launch-extension';
import { createUserViaApi, type E2eAccount } from './accounts';
import { type Product, startProduct } from './product';

export const promoterButton = (page: Page) =>
  page.locator('pp-promoter-button').getByRole('button', { name: 'Property Promoter' });

/** The panel as Chrome shows it: about 400 px wide, one screen tall (a full-page shot would smear its sticky bars). */
export async function panelShot(panel: Page, name: string) {
  await panel.setViewportSize({ width: 400, height: 900 });
  await panel.evaluate(() => window.scrollTo(0, 0));
  await panel.screenshot({ path: `test-results/screenshots/${name}-400.png` });
}

export interface ExtensionSession {
  product: Product;
  rig: ExtensionRig;
  account: E2eAccount;
}

/**
 * The product and the extension in Chromium for one test file, with a trial account; `signedIn` signs the
 * extension in first (the sign-in tests do it from the popup themselves). The fields are set in beforeAll.
 */
export function useExtensionSession(options: { signedIn: boolean }) {
  const session = {} as ExtensionSession;
  beforeAll(async () => {
    // Reels render small here; the product renders 1080x1920.
    session.product = await startProduct({ env: { REEL_RENDER_SIZE: '270x480' } });
    session.rig = await launchExtensionRig({ apiBase: session.product.baseUrl });
    session.account = await createUserViaApi(session.product, { trial: true });
    if (options.signedIn) await session.rig.signIn(session.account.email, session.account.password);
  });
  afterAll(async () => {
    await session.rig?.close();
    await session.product?.close();
  });

  const authHeaders = async () => {
    const res = await fetch(`${session.product.baseUrl}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: session.account.email, password: session.account.password }),
    });
    return { authorization: `Bearer ${ZSessionResponseSchema.parse(await res.json()).data.access_token}` };
  };

  const me = async () => {
    const res = await fetch(`${session.product.baseUrl}/api/v1/users/me`, { headers: await authHeaders() });
    return ZCurrentUserResponseSchema.parse(await res.json()).data;
  };

  /** The next tab the extension opens, once it has reached a URL matching `url`. */
  async function nextTab(url: RegExp) {
    const page = await session.rig.context.waitForEvent('page', { timeout: 15_000 });
    await page.waitForURL(url);
    return page;
  }

  /** Clicks the page's button and opens the same side panel page in a tab, where Playwright can drive it. */
  async function openEditorFor(listingUrl: string) {
    const page = await session.rig.context.newPage();
    await page.goto(listingUrl);
    const panel = await session.rig.openSidePanel(page);
    const tabId = await session.rig.tabIdOf(page);
    // The listing is saved (listing id known) once Publish stops saying so.
    await panel.getByText('Saving the listing…').waitFor({ state: 'detached', timeout: 30_000 });
    return { page, panel, tabId };
  }

  return { session, authHeaders, me, nextTab, openEditorFor };
}

/**
 * Opens a listing page's side panel as a phone-width tab (375 px), waits for the listing to be saved,
 * and renders a reel in the Reel tab: where "Publish this reel" starts.
 */
export async function renderReelInPanel(rig: ExtensionRig, listingUrl: string) {
  const page = await rig.context.newPage();
  await page.goto(listingUrl);
  const panel = await rig.openSidePanel(page);
  await panel.setViewportSize({ width: 375, height: 900 });
  await panel.getByText('Saving the listing…').waitFor({ state: 'detached', timeout: 30_000 });
  await panel.getByRole('tab', { name: 'Reel' }).click();
  await panel.getByRole('button', { name: 'Create reel' }).click();
  await panel.getByText('Your reel is ready').waitFor({ timeout: 90_000 });
  return { page, panel };
}
