import { DAY_MS } from '@pp/contract';
import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../apps/api/src/db/schema';
import { recordUsage } from '../apps/api/src/domain/usage/record-usage';
import {
  axeViolations,
  createUserViaApi,
  type E2eAccount,
  formatViolations,
  launchBrowser,
  newPage,
  type Product,
  sessionStorageFor,
  shoot,
  startProduct,
} from './helpers';

let product: Product;
let browser: Browser;
beforeAll(async () => {
  [product, browser] = await Promise.all([startProduct(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await product?.close();
});

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]', { hasText: text }).first();

async function expectNoAxeViolations(page: Page) {
  expect(formatViolations(await axeViolations(page))).toBe('');
}

/** Conversions on today and three days ago (UTC), as the extension would record them. */
async function seedUsage(account: E2eAccount) {
  const db = product.app.ctx.db;
  const now = product.clock.now();
  for (const [source, daysAgo] of [
    ['zillow', 0],
    ['zillow', 0],
    ['redfin', 0],
    ['trulia', 3],
    ['realtor', 1],
  ] as const) {
    await recordUsage(db, { userId: account.userId, source, kind: 'conversion', at: new Date(now.getTime() - daysAgo * DAY_MS) });
  }
}

/** A subscriber: no API sets these fields yet outside Stripe, so the test writes the users row. */
async function makeSubscriber(account: E2eAccount) {
  await product.app.ctx.db
    .update(users)
    .set({
      is_subscribed: true,
      subscription_end_date: new Date(product.clock.now().getTime() + 30 * DAY_MS),
      subscription_id: 'sub_e2e_123',
      package_name: 'professional_monthly',
      promote_to_facebook_marketplace: 12,
    })
    .where(eq(users.id, account.userId));
}

describe('dashboard overview', () => {
  it('shows the trial plan, usage cards and the 7-day chart', async () => {
    const account = await createUserViaApi(product, { trial: true, name: 'Jane Realtor' });
    await seedUsage(account);
    const { context, page, errors } = await newPage(browser, product.baseUrl, { localStorage: sessionStorageFor(account) });
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'Dashboard', exact: true }).waitFor();
    await page.getByText('Free Trial', { exact: true }).waitFor();
    await page.getByRole('img', { name: /API Activity – Last 7 days/ }).waitFor();
    await shoot(page, 'dashboard-overview-trial');
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
    await context.close();
  });
});
