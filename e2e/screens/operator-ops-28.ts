/**
 * Issue 28's second set of console screenshots: a locked account with its reels and posts (retry and
 * cancel), the lock dialog, and the operations pages (queues, Stripe events, connected-account
 * failures, audit log, extraction health under the console's navigation), at 375 and 1280 px.
 * Seeded through the real API of the product the browser tests start, plus rows the console reads.
 *
 *   node --import tsx e2e/screens/operator-ops-28.ts   (needs apps/web/dist: npm run build -w @pp/web)
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { connectedAccounts, reels, scheduledPosts, webhookEvents } from '../../apps/api/src/db/schema';
import { codeAt } from '../../apps/api/src/domain/operator-console/totp';
import { postJobId } from '../../apps/api/src/domain/scheduled-posts/post-job';
import { grantRole } from '../../apps/api/src/domain/users/grant-role';
import { sampleListing } from '../../apps/api/test/helpers/sample-listing';
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
  // A full-page shot of a scrolled page draws the sticky header mid-page.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(300);
  const file = path.join(OUT, `${name}-${width}.png`);
  await page.screenshot({ path: file, fullPage });
  files.push(file);
}

const product = await startProduct({ env: { REDIS_URL: undefined } });
const db = product.app.ctx.db;
const api = (who: E2eAccount, method: string, p: string, body?: object) =>
  fetch(`${product.baseUrl}/api/v1${p}`, {
    method,
    headers: { ...who.auth, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  }).then(async (r) => ({ status: r.status, json: await r.json() }));
const code = (secret: string) => {
  product.clock.advance(30_000);
  return codeAt(secret, product.clock.now());
};
const minutes = (n: number) => new Date(product.clock.now().getTime() + n * 60_000);

mkdirSync(OUT, { recursive: true });
const browser = await launchBrowser();
try {
  const admin = await createUserViaApi(product, { trial: true, name: 'Olivia Operator' });
  await grantRole(db, admin.email, 'admin');
  const agent = await createUserViaApi(product, { trial: true, name: 'Jason Lieberman' });
  const other = await createUserViaApi(product, { trial: true, name: 'Maria Lopez' });
  const listing = (await api(agent, 'POST', '/listings', { listing: sampleListing() })).json.data;

  // Reels and posts in every state the console acts on.
  await db.insert(reels).values([
    { user_id: agent.userId, from_platform: 'web', status: 'success', template: 'just_listed' },
    {
      user_id: agent.userId,
      from_platform: 'web',
      status: 'rendering',
      template: 'open_house',
      progress: 40,
    },
    {
      user_id: agent.userId,
      from_platform: 'web',
      status: 'failed',
      template: 'price_reduced',
      error: 'A photo of this reel could not be read. Your credit was given back.',
    },
  ]);
  const post = (status: 'scheduled' | 'failed' | 'published', at: Date, error: string | null = null) => ({
    user_id: agent.userId,
    listing_id: listing.listing_id,
    platform: 'linkedin' as const,
    text: 'Just listed: 3 bed, 2 bath in Albuquerque',
    publish_at: at,
    status,
    error,
  });
  const [waiting] = await db
    .insert(scheduledPosts)
    .values([
      post('scheduled', minutes(120)),
      post('failed', minutes(-90), 'LinkedIn refused the post: the account must be reconnected'),
      post('published', minutes(-600)),
    ])
    .returning();
  // Its job waits in the in-process queue for its time: the queues page shows it delayed.
  await product.app.ctx.jobs.posts.offer(postJobId(waiting!.id, waiting!.job_seq), { delayMs: 120 * 60_000 });
  await db.insert(connectedAccounts).values([
    {
      user_id: agent.userId,
      platform: 'linkedin',
      account_id: 'li-1',
      account_name: 'Jason Lieberman',
      access_token: 'sealed',
      revoked_at: minutes(-30),
    },
    {
      user_id: other.userId,
      platform: 'twitter',
      account_id: 'x-1',
      account_name: '@marialopez',
      access_token: 'sealed',
      expires_at: minutes(-240),
    },
  ]);
  await db
    .insert(webhookEvents)
    .values(
      [
        'checkout.session.completed',
        'invoice.paid',
        'customer.subscription.updated',
        'checkout.session.completed',
        'charge.refunded',
        'invoice.paid',
      ].map((type, i) => ({ id: `evt_1Q${i}sandbox${i}xYz`, type, received_at: minutes(-i * 47) })),
    );

  const { secret } = (await api(admin, 'POST', '/operator/2fa/enrol')).json.data;
  await api(admin, 'POST', '/operator/2fa/verify', { code: code(secret) });
  // A retried reel whose photos are gone fails again: the queues page shows its error.
  const failedReel = (await api(admin, 'GET', `/operator/users/${agent.userId}`)).json.data.reels.find(
    (r: { status: string }) => r.status === 'failed',
  );
  await api(admin, 'POST', `/operator/users/${agent.userId}/reels/${failedReel.id}/retry`, {
    reason: 'Ticket #4702: renderer fixed, try again',
  });
  // The agent's tab, signed in before the lock, meets it at its next load.
  const agentTab = await newPage(browser, product.baseUrl, {
    width: 375,
    localStorage: sessionStorageFor(agent),
  });
  await agentTab.page.goto('/dashboard');
  await agentTab.page.getByRole('navigation').first().waitFor();
  await api(admin, 'POST', `/operator/users/${agent.userId}/lock`, {
    reason: 'Ticket #4711: chargeback on two purchases, card reported stolen',
  });

  await agentTab.page.reload();
  await agentTab.page
    .getByText(/This account is locked/)
    .first()
    .waitFor();
  await shot(agentTab.page, 'ops-agent-locked-tab', 375, false);
  await agentTab.context.close();

  for (const width of WIDTHS) {
    const { context, page } = await newPage(browser, product.baseUrl, {
      width,
      localStorage: sessionStorageFor(admin),
    });
    // This sign-in presented its code above (through the API), so the console opens at once.
    await page.goto('/dashboard/operator');
    await page.getByRole('heading', { name: 'Operator console' }).waitFor();
    await page.goto(`/dashboard/operator/users/${agent.userId}`);
    await page.getByText(/^Locked since/).waitFor();
    await page.getByRole('tab', { name: 'Reels' }).click();
    await shot(page, 'ops-account-locked-reels', width);
    await page.getByRole('tab', { name: 'Scheduled posts' }).click();
    await shot(page, 'ops-account-posts', width);
    await page.getByRole('button', { name: 'Retry' }).first().click();
    await page.getByLabel(/Reason/).fill('Ticket #4719: agent reconnected LinkedIn');
    await shot(page, 'ops-post-retry-dialog', width, false);
    await page.keyboard.press('Escape');

    await page.goto(`/dashboard/operator/users/${other.userId}`);
    await page.getByRole('button', { name: 'Lock account' }).click();
    await page.getByLabel(/Reason/).fill('Ticket #4730: spam listings reported');
    await shot(page, 'ops-lock-dialog', width, false);
    await page.keyboard.press('Escape');

    for (const [route, name, ready] of [
      ['queues', 'ops-queues', 'Reel renders'],
      ['webhooks', 'ops-stripe-events', 'Latest events'],
      ['account-failures', 'ops-account-failures', 'Connected-account failures'],
      ['audit', 'ops-audit-log', 'Audit log'],
    ] as const) {
      await page.goto(`/dashboard/operator/${route}`);
      await page.getByRole('heading', { name: ready }).waitFor();
      await shot(page, name, width);
    }
    await page.goto('/dashboard/operator/health');
    await page.getByRole('navigation', { name: 'Operator console' }).waitFor();
    await page.waitForTimeout(500);
    await shot(page, 'ops-extraction-health', width);
    await context.close();
  }
  console.info(files.join('\n'));
} finally {
  await browser.close();
  await product.close();
}
