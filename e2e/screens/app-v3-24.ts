/**
 * Issue 24's app screenshots: the web scheduling form (X, the listing's draft, its photos in order and
 * where the link goes; LinkedIn not connected, with the way to connect), Results (per platform, per
 * listing and per post, after real clicks and a lead) and the dashboard's first-run checklist (a new
 * agent, and one part way), at 375 and 1280 px. Seeded through the real API of the product the browser
 * tests start (buildApp, PGlite, the built web app) with the X and LinkedIn stand-ins. Each page is
 * checked for horizontal overflow; PNGs go to /work/screens/24/app-v3/.
 *
 *   node --import tsx e2e/screens/app-v3-24.ts        (needs apps/web/dist: npm run build -w @pp/web)
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { jpegPhoto, uploadListingPhotos } from '../../apps/api/test/helpers/listing-photos';
import { connectAccount } from '../../apps/api/test/helpers/social';
import { startXStandIn } from '../../apps/api/test/helpers/social-stand-in/x';
import {
  createUserViaApi,
  type E2eAccount,
  launchBrowser,
  newPage,
  type Product,
  sessionStorageFor,
  startProduct,
} from '../helpers';
import { seedAgentListing } from '../helpers/seed-agent';
import { seedResults } from '../helpers/seed-results';

const OUT = process.env.SCREENS_DIR ?? '/work/screens/24/app-v3';
const WIDTHS = [375, 1280] as const;
const files: string[] = [];
const problems: string[] = [];
const COLOURS = ['#8aa9c7', '#c9a27e', '#7fa38a', '#b88a9e', '#d8c07a', '#6f8fb0'];

/** What sticks out past the viewport's right edge (the page must not scroll sideways). */
const overflow = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const wide = [...document.querySelectorAll<HTMLElement>('main *')].filter(
      (el) => el.getBoundingClientRect().right > width + 1 && el.getClientRects().length > 0,
    );
    return {
      scroll: document.documentElement.scrollWidth - width,
      wide: wide.slice(0, 5).map((el) => `${el.tagName.toLowerCase()}.${el.className}`.slice(0, 80)),
    };
  });

async function shot(page: Page, name: string, width: number, target?: string) {
  await page.setViewportSize({ width, height: width < 768 ? 812 : 800 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(400);
  const over = await overflow(page);
  if (over.scroll > 0 || over.wide.length > 0)
    problems.push(`${name} at ${width}px: ${over.scroll}px sideways scroll; ${over.wide.join(', ')}`);
  const file = path.join(OUT, `${name}-${width}.png`);
  if (target) await page.locator(target).first().screenshot({ path: file });
  else await page.screenshot({ path: file, fullPage: true });
  files.push(file);
}

const asTestAccount = (a: E2eAccount) => ({
  ...a,
  accessToken: a.session.access_token,
  refreshToken: a.session.refresh_token,
});

async function main(product: Product) {
  const browser = await launchBrowser();
  try {
    // The sample listing's own agent, so the posts need no other broker's credit line.
    const { account, detail } = await seedAgentListing(product, {
      name: 'Jason Lieberman',
      brokerage: 'Albuquerque House Hunting',
    });
    const photos = await Promise.all(COLOURS.map((c) => jpegPhoto(1536, 1024, c)));
    await uploadListingPhotos(product.app, asTestAccount(account), detail.listing_id, photos);
    await connectAccount(product.app, asTestAccount(account), 'twitter');
    await seedResults(product, account, detail.listing_id, detail.page.url);
    const fresh = await createUserViaApi(product, { name: 'Rosa Delgado', trial: true, verify: true });
    // Part way: verified, on trial, a first draft from the extension; no account, no post yet.
    const partWay = (
      await seedAgentListing(product, { name: 'Jason Lieberman', brokerage: 'Albuquerque House Hunting' })
    ).account;

    for (const width of WIDTHS) {
      const { context, page } = await newPage(browser, product.baseUrl, {
        width,
        localStorage: sessionStorageFor(account),
      });
      await page.goto(`/dashboard/listings/${detail.listing_id}/schedule`);
      const form = page.getByRole('form', { name: 'Schedule a post' });
      await form.getByTestId('account-needed').waitFor();
      await shot(page, 'schedule-linkedin-not-connected', width);
      await form.getByLabel('Platform').selectOption('twitter');
      await form.getByRole('button', { name: 'Photo 1, chosen 1' }).waitFor();
      await page.waitForFunction(() => [...document.images].every((i) => i.complete));
      await shot(page, 'schedule-x-photos', width);

      await page.goto('/dashboard');
      await page.getByRole('table', { name: 'Per post' }).waitFor();
      await shot(page, 'dashboard-results', width);
      await context.close();

      const first = await newPage(browser, product.baseUrl, {
        width,
        localStorage: sessionStorageFor(fresh),
      });
      await first.page.goto('/dashboard');
      await first.page.getByRole('region', { name: 'Get started' }).waitFor();
      await shot(first.page, 'onboarding-checklist-new', width, '[data-testid="onboarding-checklist"]');
      await shot(first.page, 'dashboard-new-agent', width);
      await first.context.close();

      const later = await newPage(browser, product.baseUrl, {
        width,
        localStorage: sessionStorageFor(partWay),
      });
      await later.page.goto('/dashboard');
      await later.page.getByRole('region', { name: 'Get started' }).waitFor();
      await shot(later.page, 'onboarding-checklist-part-way', width, '[data-testid="onboarding-checklist"]');
      await later.context.close();
    }
  } finally {
    await browser.close();
  }
}

mkdirSync(OUT, { recursive: true });
const x = await startXStandIn();
const product = await startProduct({ env: { ...x.env, REDIS_URL: undefined } });
try {
  await main(product);
} finally {
  await product.close();
  await x.stop();
}
console.info(files.join('\n'));
if (problems.length > 0) {
  console.error(`overflow:\n${problems.join('\n')}`);
  process.exitCode = 1;
}
