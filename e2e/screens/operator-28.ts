/**
 * Issue 28's screenshots: the operator console's two-factor set-up and code prompt, the account
 * search, an account with its tabs, and the credit dialog with its reason, at 375 and 1280 px. Seeded
 * through the real API of the product the browser tests start; PNGs go to /work/screens/28/.
 *
 *   node --import tsx e2e/screens/operator-28.ts        (needs apps/web/dist: npm run build -w @pp/web)
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { transactions } from '../../apps/api/src/db/schema';
import { codeAt } from '../../apps/api/src/domain/operator-console/totp';
import { grantRole } from '../../apps/api/src/domain/users/grant-role';
import {
  createUserViaApi,
  type E2eAccount,
  launchBrowser,
  newPage,
  sessionStorageFor,
  startProduct,
} from '../helpers';

const OUT = process.env.SCREENS_DIR ?? '/work/screens/28';
const WIDTHS = [375, 1280] as const;
const files: string[] = [];

async function shot(page: Page, name: string, width: number, fullPage = true) {
  await page.setViewportSize({ width, height: width < 768 ? 812 : 800 });
  await page.waitForTimeout(300);
  const file = path.join(OUT, `${name}-${width}.png`);
  await page.screenshot({ path: file, fullPage });
  files.push(file);
}

const product = await startProduct({ env: { REDIS_URL: undefined } });
const api = (who: E2eAccount, method: string, p: string, body?: object) =>
  fetch(`${product.baseUrl}/api/v1${p}`, {
    method,
    headers: { ...who.auth, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  }).then(async (r) => ({ status: r.status, json: await r.json() }));
/** Each code once: the clock moves a step before every one. */
const code = (secret: string) => {
  product.clock.advance(30_000);
  return codeAt(secret, product.clock.now());
};

mkdirSync(OUT, { recursive: true });
const browser = await launchBrowser();
try {
  const admin = await createUserViaApi(product, { trial: true, name: 'Olivia Operator' });
  await grantRole(product.app.ctx.db, admin.email, 'admin');
  const agent = await createUserViaApi(product, { trial: true, name: 'Jason Lieberman' });
  for (const name of ['Maria Lopez', 'Dev Patel', 'Sam Okafor']) await createUserViaApi(product, { name });
  await product.app.ctx.db.insert(transactions).values({
    user_id: agent.userId,
    external_id: 'cs_sandbox_screens',
    amount_cents: 4900,
    status: 'paid',
    addon_name: 'promote_to_linkedin',
    payment_type: 'pay_as_you_go',
  });

  // Set-up, as the admin first meets it.
  for (const width of WIDTHS) {
    const fresh = await createUserViaApi(product, { trial: true, name: 'Nina Newhire' });
    await grantRole(product.app.ctx.db, fresh.email, 'support');
    const { context, page } = await newPage(browser, product.baseUrl, {
      width,
      localStorage: sessionStorageFor(fresh),
    });
    await page.goto('/dashboard/operator');
    await page.getByRole('button', { name: 'Set up two-factor' }).click();
    await page.getByText('Can’t scan? Type this key:').waitFor();
    await shot(page, 'enrol', width);
    await context.close();
  }

  const { secret } = (await api(admin, 'POST', '/operator/2fa/enrol')).json.data;
  await api(admin, 'POST', '/operator/2fa/verify', { code: code(secret) });
  await api(admin, 'POST', `/operator/users/${agent.userId}/credits`, {
    addon: 'reel_generation',
    amount: 3,
    reason: 'Ticket #4521: reel failed twice during the outage',
  });

  for (const width of WIDTHS) {
    // A new sign-in of the admin must present a code of its own before the console answers.
    const session = (
      await (
        await fetch(`${product.baseUrl}/api/v1/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: admin.email, password: admin.password }),
        })
      ).json()
    ).data;
    const { context, page } = await newPage(browser, product.baseUrl, {
      width,
      localStorage: sessionStorageFor({ session }),
    });
    await page.goto('/dashboard/operator');
    await page.getByRole('heading', { name: 'Confirm it’s you' }).waitFor();
    await page.getByLabel('6-digit code').fill(code(secret));
    await shot(page, 'verify', width);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('heading', { name: 'Operator console' }).waitFor();
    await shot(page, 'search', width);
    await page.getByRole('link', { name: /Jason Lieberman/ }).click();
    await page.getByRole('heading', { name: 'Jason Lieberman' }).waitFor();
    await shot(page, 'account-ledger', width);
    await page.getByRole('tab', { name: 'Transactions' }).click();
    await shot(page, 'account-transactions', width);
    await page.getByRole('button', { name: 'Change credits' }).click();
    await page.getByLabel(/Reason/).fill('Ticket #4610: goodwill for the late publish');
    await shot(page, 'credits-dialog', width, false);
    await context.close();
  }
  console.info(files.join('\n'));
} finally {
  await browser.close();
  await product.close();
}
