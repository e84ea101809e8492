import { DAY_MS } from '@pp/contract';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { users } from '../apps/api/src/db/schema';
import { recordUsage } from '../apps/api/src/domain/usage/record-usage';
import { type E2eAccount, expectNoAxeViolations, productInBrowser, shoot, toast } from './helpers';

const e2e = productInBrowser();

/** Conversions on today and three days ago (UTC), as the extension would record them. */
async function seedUsage(account: E2eAccount) {
  const db = e2e.product.app.ctx.db;
  const now = e2e.product.clock.now();
  for (const [source, daysAgo] of [
    ['zillow', 0],
    ['zillow', 0],
    ['redfin', 0],
    ['trulia', 3],
    ['realtor', 1],
  ] as const) {
    await recordUsage(db, {
      userId: account.userId,
      source,
      kind: 'conversion',
      at: new Date(now.getTime() - daysAgo * DAY_MS),
    });
  }
}

/**
 * A subscriber through the real purchase path: create a checkout session for the monthly plan and
 * pay it on the offline sandbox checkout, which fulfils it (subscription, credits, transaction).
 */
async function subscribe(account: E2eAccount) {
  const res = await fetch(`${e2e.product.baseUrl}/api/v1/payment/create-checkout-session`, {
    method: 'POST',
    headers: { ...account.auth, 'content-type': 'application/json' },
    body: JSON.stringify({
      package_type: 'subscription',
      package_details: { package_name: 'professional_monthly', package_price: 25 },
    }),
  });
  expect(res.status).toBe(200);
  const url = new URL(((await res.json()) as { data: { url: string } }).data.url, e2e.product.baseUrl);
  const pay = await fetch(`${e2e.product.baseUrl}${url.pathname}/pay`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      card_number: '4242 4242 4242 4242',
      expiry: '12/34',
      cvc: '123',
      name: 'Sam Broker',
    }),
  });
  expect(pay.status).toBe(303);
  const [row] = await e2e.product.app.ctx.db.select().from(users).where(eq(users.id, account.userId));
  expect(row?.is_subscribed).toBe(true);
}

/** The smallest valid PNG (1x1, opaque blue). */
const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGNgYPgPAAEDAQAIicLsAAAAAElFTkSuQmCC',
  'base64',
);

const PAGES = [
  { path: '/dashboard', name: 'overview', link: 'Dashboard', heading: 'Dashboard' },
  { path: '/dashboard/create-reel', name: 'contents', link: 'Contents', heading: 'Contents' },
  { path: '/dashboard/profile', name: 'profile', link: 'Profile', heading: 'User Profile' },
  {
    path: '/dashboard/transactions',
    name: 'transactions',
    link: 'Transactions',
    heading: 'Transaction History',
  },
  {
    path: '/dashboard/subscriptions',
    name: 'subscriptions',
    link: 'Subscriptions',
    heading: 'Subscription Management',
  },
] as const;

/** Visits every dashboard page through the sidebar, checks axe at both widths and takes screenshots. */
async function walk(
  page: Page,
  who: string,
  expectOn: Record<(typeof PAGES)[number]['name'], () => Promise<void>>,
) {
  for (const p of PAGES) {
    if (p.path === '/dashboard') await page.goto(p.path);
    else {
      const nav = page.getByRole('navigation', { name: 'Dashboard' });
      await nav.getByRole('link', { name: p.link, exact: true }).click();
      await page.waitForURL(`**${p.path}`);
    }
    await page.getByRole('heading', { level: 1, name: p.heading, exact: true }).waitFor();
    await expectOn[p.name]();
    await expectNoAxeViolations(page);
    await shoot(page, `dashboard-${who}-${p.name}`);
    await page.setViewportSize({ width: 375, height: 812 });
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 1280, height: 800 });
  }
}

describe('dashboard pages', () => {
  it('walks every page as a trial user, with the usage figures, menu badge and a support ticket', async () => {
    const account = await e2e.createUser({ trial: true, name: 'Jane Realtor' });
    await seedUsage(account);
    const { context, page, errors } = await e2e.newPage({ signedInAs: account });
    await walk(page, 'trial', {
      overview: async () => {
        await page.getByText('Free Trial', { exact: true }).waitFor();
        const chart = page.getByRole('img', { name: /API Activity – Last 7 days/ });
        await chart.waitFor();
        expect(await chart.getAttribute('aria-label')).toMatch(/: 3 calls$/);
        await page.getByRole('tab', { name: 'Zillow' }).click();
        await page
          .getByRole('tabpanel')
          .getByRole('img', { name: /API Activity/ })
          .waitFor();
        await page.getByRole('tab', { name: 'Overview' }).click();
      },
      contents: async () => {
        await page.getByRole('heading', { name: 'Create Your First Property Reel' }).waitFor();
        expect(await page.getByText(/coming soon|Q3 2025/i).count()).toBe(0);
        await page.getByRole('link', { name: 'New reel' }).first().waitFor();
      },
      profile: async () => {
        await page.getByRole('img', { name: 'Jane Realtor initials' }).waitFor();
        await page.getByRole('heading', { name: 'Security Settings' }).waitFor();
      },
      transactions: async () => {
        await page.getByText('No transactions found').waitFor();
      },
      subscriptions: async () => {
        await page.getByRole('heading', { name: "You're on a Free Trial" }).waitFor();
        await page.getByText(/Your trial will expire in \d day\(s\)/).waitFor();
        await page.getByRole('heading', { name: 'Your Promotion Credits' }).waitFor();
      },
    });

    // The user menu: badge, credits, and a support ticket sent with the bearer token.
    await page.getByRole('button', { name: /Account menu/ }).click();
    const menu = page.getByRole('menu');
    await menu.getByText(/^Trial: \d day\(s\) left$/).waitFor();
    await menu.getByText('Available Credits').waitFor();
    await shoot(page, 'dashboard-trial-user-menu', [1280]);
    await expectNoAxeViolations(page);
    await menu.getByRole('menuitem', { name: 'Support Tickets' }).click();
    const dialog = page.getByRole('dialog', { name: 'Support Tickets' });
    await dialog.getByLabel('Phone').fill('555-0100');
    await dialog.getByLabel('Subject').fill('Question about credits');
    await dialog.getByLabel('Message').fill('How do I buy more Marketplace credits?');
    await shoot(page, 'dashboard-trial-support-dialog');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Submit Ticket' }).click();
    await toast(page, 'Support ticket submitted successfully').waitFor();
    await dialog.waitFor({ state: 'detached' });

    // On a phone the sidebar is a drawer opened from the header.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.getByRole('button', { name: 'Open dashboard menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Dashboard menu' });
    await drawer.getByRole('link', { name: 'Transactions' }).waitFor();
    await shoot(page, 'dashboard-trial-drawer', [375]);
    await page.locator('[data-sonner-toast]').first().waitFor({ state: 'detached', timeout: 20_000 });
    await expectNoAxeViolations(page);
    await drawer.getByRole('link', { name: 'Contents' }).click();
    await page.waitForURL('**/dashboard/create-reel');
    await drawer.waitFor({ state: 'detached' });
    await page.setViewportSize({ width: 1280, height: 800 });

    // The collapsed sidebar keeps every page reachable by its icon.
    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await page.getByRole('link', { name: 'Subscriptions' }).waitFor();
    await shoot(page, 'dashboard-trial-collapsed', [1280]);
    await expectNoAxeViolations(page);

    // Logout from the sidebar clears the session and lands on /sign-in.
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/sign-in');
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('walks every page as a subscriber, sees the transaction and cancels the subscription', async () => {
    const account = await e2e.createUser({ name: 'Sam Broker' });
    await subscribe(account);
    const { context, page, errors } = await e2e.newPage({ signedInAs: account });
    await walk(page, 'subscriber', {
      overview: async () => {
        await page.getByText('Professional Monthly', { exact: true }).waitFor();
        await page.getByText('No API activity recorded').waitFor();
      },
      contents: async () => {
        await page.getByRole('heading', { name: 'Create Your First Property Reel' }).waitFor();
      },
      profile: async () => {
        await page.getByRole('img', { name: 'Sam Broker initials' }).waitFor();
        // A real upload through the camera menu's file chooser (multipart to the API).
        await page.getByRole('button', { name: 'Change profile picture' }).click();
        const [chooser] = await Promise.all([
          page.waitForEvent('filechooser'),
          page.getByRole('menuitem', { name: 'Upload Picture' }).click(),
        ]);
        await chooser.setFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG_1PX });
        await page.getByRole('img', { name: "Sam Broker's profile" }).waitFor();
        // The header avatar shows the new photo too (same query).
        await page
          .locator('header, [class*="sticky top-16"]')
          .getByRole('img', { name: "Sam Broker's photo" })
          .first()
          .waitFor();
        await page.getByRole('button', { name: 'Change profile picture' }).click();
        await page.getByRole('menuitem', { name: 'Change Picture' }).waitFor();
        await page.getByRole('menuitem', { name: 'Remove Picture' }).waitFor();
        await page.keyboard.press('Escape');
      },
      transactions: async () => {
        await page.getByRole('columnheader', { name: 'Product & Payment' }).waitFor();
        await page.getByText('$25.00 USD').waitFor();
        await page.getByText(/•••• 4242/).waitFor();
      },
      subscriptions: async () => {
        await page.getByRole('heading', { name: 'Active Subscription' }).waitFor();
      },
    });
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page
      .getByRole('menu')
      .getByText(/^\d+ day\(s\) left$/)
      .waitFor();
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Cancel Subscription' }).click();
    await page.getByRole('button', { name: 'Yes, Cancel Subscription' }).click();
    await toast(page, 'Subscription canceled successfully').waitFor();
    await page.getByRole('heading', { name: 'Subscription Cancelled' }).waitFor();
    await page.getByText('What happens next?').waitFor();
    // The toast's own colours belong to the app-wide Toaster; check the page once it has gone (3 s).
    await page.locator('[data-sonner-toast]').first().waitFor({ state: 'detached', timeout: 20_000 });
    await shoot(page, 'dashboard-subscriber-cancelled');
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
    await context.close();
  });
});
