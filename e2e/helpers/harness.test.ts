import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  axeViolations,
  createUserViaApi,
  launchBrowser,
  newPage,
  type Product,
  sessionStorageFor,
  startProduct,
} from '.';

// Proves the harness itself: the product answers on its port, mail arrives over SMTP, Chromium drives it.
describe('e2e harness', () => {
  let product: Product;
  let browser: Browser;
  beforeAll(async () => {
    [product, browser] = await Promise.all([startProduct(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await product?.close();
  });

  it('serves the web app and the API on one origin', async () => {
    const { context, page, errors } = await newPage(browser, product.baseUrl);
    await page.goto('/');
    await page.waitForSelector('#root > *');
    expect(await page.title()).toMatch(/Property Promoter/);
    const health = await page.request.get('/healthz');
    expect(health.ok()).toBe(true);
    expect(Array.isArray(await axeViolations(page))).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('creates a verified account with a trial and hands its session to a page', async () => {
    const account = await createUserViaApi(product, { trial: true, verify: true });
    const mails = product.smtp.inbox.filter((m) => m.to.includes(account.email));
    expect(mails.length).toBeGreaterThanOrEqual(1);
    const { context, page } = await newPage(browser, product.baseUrl, {
      localStorage: sessionStorageFor(account),
    });
    await page.goto('/');
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBe(account.session.access_token);
    const me = await page.request.get('/api/v1/users/me', { headers: account.auth });
    expect((await me.json()).data.email).toBe(account.email);
    await context.close();
  });
});
