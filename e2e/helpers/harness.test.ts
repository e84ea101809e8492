import { describe, expect, it } from 'vitest';
import { axeViolations, productInBrowser } from '.';

// Proves the harness itself: the product answers on its port, mail arrives over SMTP, Chromium drives it.
describe('e2e harness', () => {
  const e2e = productInBrowser();

  it('serves the web app and the API on one origin', async () => {
    const { context, page, errors } = await e2e.newPage();
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
    const account = await e2e.createUser({ trial: true, verify: true });
    const mails = e2e.product.smtp.inbox.filter((m) => m.to.includes(account.email));
    expect(mails.length).toBeGreaterThanOrEqual(1);
    const { context, page } = await e2e.newPage({ signedInAs: account });
    await page.goto('/');
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBe(account.session.access_token);
    const me = await page.request.get('/api/v1/users/me', { headers: account.auth });
    expect((await me.json()).data.email).toBe(account.email);
    await context.close();
  });
});
