/**
 * Issue 26's screenshots: the web scheduling form with a claim the listing contradicts (flagged, then
 * confirmed with "Publish anyway", then a server 422 after the listing changed under the open form),
 * and the side panel's X editor with the same override, at 375 and 1280 px. Everything is seeded
 * through the real API of the product the browser tests start (buildApp, PGlite, the built web app
 * and extension); PNGs go to /work/screens/26/.
 *
 *   node --import tsx e2e/screens/claims-26.ts        (needs apps/web/dist: npm run build -w @pp/web)
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { connectAccount } from '../../apps/api/test/helpers/social';
import { startXStandIn } from '../../apps/api/test/helpers/social-stand-in/x';
import { FIXTURE_PAGES } from '../../apps/extension/src/testing/fixture-pages';
import { launchExtensionRig } from '../../apps/extension/src/testing/launch-extension';
import {
  createUserViaApi,
  launchBrowser,
  newPage,
  type Product,
  sessionStorageFor,
  startProduct,
} from '../helpers';
import { apiAs, seedAgentListing } from '../helpers/seed-agent';

const OUT = process.env.SCREENS_DIR ?? '/work/screens/26';
const WIDTHS = [375, 1280] as const;
const files: string[] = [];
// The sample listing: 4 bedrooms, $224,900, no pool in its description.
const TEXT = 'Just listed: 3 bedrooms and 2 baths for $224,900, with a pool in the backyard. Call me!';

async function shot(page: Page, name: string, width: number, fullPage = true) {
  await page.setViewportSize({ width, height: width < 768 ? 812 : 800 });
  // From the top: a full-page capture of a scrolled page draws the sticky header mid-page.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(300);
  const file = path.join(OUT, `${name}-${width}.png`);
  await page.screenshot({ path: file, fullPage });
  files.push(file);
}

async function webForm(product: Product) {
  const browser = await launchBrowser();
  try {
    const { account, detail } = await seedAgentListing(product, {
      name: 'Jason Lieberman',
      brokerage: 'Albuquerque House Hunting',
    });
    for (const width of WIDTHS) {
      const { context, page } = await newPage(browser, product.baseUrl, {
        width,
        localStorage: sessionStorageFor(account),
      });
      await page.goto(`/dashboard/listings/${detail.listing_id}/schedule`);
      const text = page.getByRole('textbox', { name: /^Text/ });
      await text.fill(TEXT);
      await page.getByRole('heading', { name: 'Facts checked against the listing' }).waitFor();
      await shot(page, 'web-schedule-flagged', width);
      await page.getByRole('checkbox', { name: /Publish anyway/ }).check();
      await shot(page, 'web-schedule-confirmed', width);
      await context.close();
    }
    // The listing's price changes while the form is open: the form still agrees with what it loaded,
    // the server does not, and its 422 lists the claim under the text.
    const { context, page } = await newPage(browser, product.baseUrl, {
      localStorage: sessionStorageFor(account),
    });
    await page.goto(`/dashboard/listings/${detail.listing_id}/schedule`);
    await page.getByRole('textbox', { name: /^Text/ }).fill('Priced to sell at $224,900 this weekend.');
    await apiAs(product, account.auth, 'PUT', `/listings/${detail.listing_id}/facts`, { price: 199_000 });
    await page.getByRole('button', { name: 'Publish now' }).click();
    await page.getByRole('alert').filter({ hasText: 'the listing says $199,000' }).waitFor();
    // The form read the listing again: the claim is flagged inline now, with its override.
    await page.getByRole('checkbox', { name: /Publish anyway/ }).waitFor();
    for (const width of WIDTHS) await shot(page, 'web-schedule-refused', width);
    await context.close();
  } finally {
    await browser.close();
  }
}

async function sidePanel(product: Product) {
  const rig = await launchExtensionRig({ apiBase: product.baseUrl });
  try {
    const account = await createUserViaApi(product, { trial: true });
    await connectAccount(
      product.app,
      { ...account, accessToken: account.session.access_token, refreshToken: account.session.refresh_token },
      'twitter',
    );
    await rig.signIn(account.email, account.password);
    const listingPage = await rig.context.newPage();
    await listingPage.goto(FIXTURE_PAGES[0]!.url);
    const panel = await rig.openSidePanel(listingPage);
    await panel.getByText('Saving the listing…').waitFor({ state: 'detached', timeout: 15_000 });
    await panel.getByRole('tab', { name: 'X' }).click();
    const box = panel.getByRole('textbox', { name: /^X post/ });
    // The draft with a claim of the agent's own: the draft's other lines (the brokerage credit) stay.
    await box.fill((await box.inputValue()).replace('\n', ' Now 9 bedrooms and a pool!\n'));
    await panel.getByRole('checkbox', { name: /Publish anyway/ }).waitFor();
    for (const width of WIDTHS) await shot(panel, 'extension-x-flagged', width);
    await panel.getByRole('checkbox', { name: /Publish anyway/ }).check();
    for (const width of WIDTHS) await shot(panel, 'extension-x-confirmed', width);
  } finally {
    await rig.close();
  }
}

// The X stand-in only (startSocialStandIns registers vitest hooks): connecting X needs its consent page.
const x = await startXStandIn();
const product = await startProduct({ env: { ...x.env, REDIS_URL: undefined } });
mkdirSync(OUT, { recursive: true });
try {
  await webForm(product);
  await sidePanel(product);
  console.info(files.join('\n'));
} finally {
  await product.close();
  await x.stop();
}
