import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ZCurrentUserResponseSchema } from '@pp/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_PAGES } from '../apps/extension/src/testing/fixture-pages';
import { type ExtensionRig, launchExtensionRig } from '../apps/extension/src/testing/launch-extension';
import type { MarketplaceFormState } from './fixtures/marketplace-form/form-state';
import { createUserViaApi, type E2eAccount, type Product, startProduct } from './helpers';

/**
 * The extension on pages and answers it was not built against: in-page navigation with stale
 * embedded data, an empty page, the form variants, Facebook's login redirect, and the side panel's
 * edge states (no credits, a 5xx on save, signed out).
 */
let product: Product;
let rig: ExtensionRig;
/** The API as the extension sees it: the product, except for failures the test switches on. */
let gateway: http.Server;
let failListingSaves = false;

beforeAll(async () => {
  product = await startProduct();
  gateway = http.createServer((req, res) => {
    if (failListingSaves && req.method === 'POST' && req.url === '/api/v1/listings') {
      res.writeHead(503, { 'content-type': 'text/html' }).end('<h1>503 Service Unavailable</h1>');
      return;
    }
    const upstream = http.request(
      new URL(req.url ?? '/', product.baseUrl),
      { method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    req.pipe(upstream);
  });
  gateway.listen(0, '127.0.0.1');
  await once(gateway, 'listening');
  const { port } = gateway.address() as AddressInfo;
  rig = await launchExtensionRig({ apiBase: `http://127.0.0.1:${port}` });
});
afterAll(async () => {
  await rig?.close();
  gateway?.close();
  await product?.close();
});

const [zillow, , trulia] = FIXTURE_PAGES;
if (!zillow || !trulia) throw new Error('fixtures missing');

const promoterButton = (page: Page) =>
  page.locator('pp-promoter-button').getByRole('button', { name: 'Property Promoter' });

async function signedInAs(options: { trial?: boolean } = {}): Promise<E2eAccount> {
  const account = await createUserViaApi(product, options);
  await rig.signIn(account.email, account.password);
  return account;
}

const credits = async (account: E2eAccount) => {
  const res = await fetch(`${product.baseUrl}/api/v1/users/me`, { headers: account.auth });
  return ZCurrentUserResponseSchema.parse(await res.json()).data.addons;
};

async function editorFor(url: string) {
  const page = await rig.context.newPage();
  await page.goto(url);
  const panel = await rig.openSidePanel(page);
  await panel.getByTestId('save-status').waitFor({ state: 'detached', timeout: 30_000 });
  return { page, panel };
}

/** Publishes the Marketplace draft and answers the Facebook tab once its URL matches. */
async function publishMarketplace(panel: Page, url: RegExp) {
  const opened = rig.context.waitForEvent('page', { timeout: 15_000 });
  await panel.getByRole('button', { name: 'Publish to Facebook Marketplace' }).click();
  const facebook = await opened;
  await facebook.waitForURL(url);
  return facebook;
}

describe('the listing on screen', () => {
  it('after an in-page move from listing A to B, drafts B even though A’s embedded data stayed', async () => {
    await signedInAs({ trial: true });
    const page = await rig.context.newPage();
    await page.goto(zillow.url);
    await promoterButton(page).waitFor();
    // The site's app shows B without a load: new URL, new printed facts, A's __NEXT_DATA__ left behind.
    await page.evaluate(() => {
      history.pushState({}, '', '/homedetails/88-S-Cypress-Ave-Columbus-OH-43222/33842768_zpid/');
      const h1 = document.querySelector('h1');
      if (h1) h1.textContent = '88 S Cypress Ave, Columbus, OH 43222';
      const price = document.querySelector('[data-testid="price"]');
      if (price) price.textContent = '$135,000';
    });
    await expect.poll(() => promoterButton(page).count()).toBe(1);
    const panel = await rig.openSidePanel(page);
    expect(await panel.locator('.listing-street').textContent()).toBe('88 S Cypress Ave');
    expect(await panel.getByLabel('Description').inputValue()).not.toContain('Garcia');
    await Promise.all([panel.close(), page.close()]);
  });

  it('says no listing could be read on a page without one, and opens no drafts', async () => {
    const page = await rig.context.newPage();
    await page.goto(zillow.url);
    await promoterButton(page).waitFor();
    await page.evaluate(() => {
      for (const s of document.querySelectorAll('script')) s.remove();
      history.pushState({}, '', '/homedetails/1-Nowhere-Rd-Nowhere-NM-87000/99999_zpid/');
      document.body.innerHTML = '<main><p>Loading…</p></main>';
    });
    await promoterButton(page).click();
    await page
      .locator('pp-promoter-button')
      .getByText(/No listing could be read on this page/)
      .waitFor();
    const tabId = await rig.tabIdOf(page);
    expect(await rig.sidePanelTargets(page)).not.toContain(
      `chrome-extension://${rig.extensionId}/sidepanel.html?tab=${tabId}`,
    );
    await page.close();
  });

  it('uses the listing read ahead of the click, but reads again a page re-rendered since (same URL)', async () => {
    const readAhead = (page: Page) => page.evaluate(() => performance.getEntriesByName('pp:pre-read').length);
    const clickRead = (page: Page) =>
      page.evaluate(() => (performance.getEntriesByName('pp:read').at(-1) as PerformanceMark)?.detail);
    const still = await rig.context.newPage();
    await still.goto(zillow.url);
    await expect.poll(() => readAhead(still)).toBe(1);
    const panel = await rig.openSidePanel(still);
    expect(await clickRead(still)).toEqual({ ahead: true });
    expect(await panel.locator('.listing-street').textContent()).toBe(zillow.street);
    await Promise.all([panel.close(), still.close()]);

    const page = await rig.context.newPage();
    await page.goto(zillow.url);
    await expect.poll(() => readAhead(page)).toBe(1);
    // The site's app empties the page after the read ahead, without moving: that read is not the page's.
    await page.evaluate(() => {
      document.head.replaceChildren();
      document.body.innerHTML = '<main><p>Loading…</p></main>';
    });
    await promoterButton(page).click();
    await expect.poll(() => clickRead(page)).toEqual({ ahead: false });
    await page
      .locator('pp-promoter-button')
      .getByText(/No listing could be read on this page/)
      .waitFor();
    await page.close();
  });
});

describe('the Marketplace fill report', () => {
  it('on the aria-label form, fills every field the form has and names the one it lacks', async () => {
    rig.setMarketplacePage('aria-label');
    await signedInAs({ trial: true });
    const { page, panel } = await editorFor(zillow.url);
    const facebook = await publishMarketplace(panel, /marketplace\/create/);
    const report = facebook.locator('pp-fill-report');
    await report
      .getByText('Filled what this form has. Not on this form: Title.')
      .waitFor({ timeout: 20_000 });
    expect(await report.getByRole('button', { name: 'Copy Title' }).isVisible()).toBe(true);
    const state = (await facebook.evaluate(() => window.__marketplaceState)) as MarketplaceFormState;
    expect(state).toMatchObject({
      listingType: 'For Sale',
      bedrooms: '4',
      price: '224900',
      publishClicks: 0,
    });
    expect(state.address.startsWith('1220 Garcia St NE')).toBe(true);
    await panel.getByTestId('fill-report').getByText('Not on this form: Title').waitFor();
    await Promise.all([facebook.close(), panel.close(), page.close()]);
  });

  it('reports a Russian form as such, fills nothing and gives the credit back', async () => {
    rig.setMarketplacePage('russian');
    const account = await signedInAs({ trial: true });
    const before = (await credits(account)).promote_to_facebook_marketplace;
    const { page, panel } = await editorFor(trulia.url);
    const facebook = await publishMarketplace(panel, /marketplace\/create/);
    await facebook
      .locator('pp-fill-report')
      .getByText(/The form is in Russian, so nothing was entered/)
      .waitFor({
        timeout: 20_000,
      });
    const state = (await facebook.evaluate(() => window.__marketplaceState)) as MarketplaceFormState;
    expect(state).toMatchObject({ listingType: '', bedrooms: '', price: '', photos: [] });
    await expect.poll(async () => (await credits(account)).promote_to_facebook_marketplace).toBe(before);
    await Promise.all([facebook.close(), panel.close(), page.close()]);
  });
});

describe('Facebook’s login redirect', () => {
  it('tells the agent, waits for the sign-in, then fills the form', async () => {
    rig.setMarketplacePage('login');
    await signedInAs({ trial: true });
    const { page, panel } = await editorFor(zillow.url);
    const facebook = await publishMarketplace(panel, /facebook\.com\/login/);
    await facebook
      .locator('pp-login-notice')
      .getByText(/sign in to Facebook and your listing will be filled/)
      .waitFor();
    await panel
      .getByTestId('facebook-login')
      .getByText(/Facebook asked you to sign in/)
      .waitFor();
    rig.setMarketplacePage('form');
    await facebook.getByRole('button', { name: 'Log in' }).click();
    await facebook.waitForURL(/marketplace\/create/);
    await facebook.locator('pp-fill-report').waitFor({ timeout: 20_000 });
    const state = (await facebook.evaluate(() => window.__marketplaceState)) as MarketplaceFormState;
    expect(state).toMatchObject({ listingType: 'For Sale', price: '224900' });
    await panel.getByTestId('facebook-login').waitFor({ state: 'detached' });
    await Promise.all([facebook.close(), panel.close(), page.close()]);
  });

  it('gives the credit back when the sign-in does not come in time', async () => {
    rig.setMarketplacePage('login');
    const account = await signedInAs({ trial: true });
    const before = (await credits(account)).promote_to_facebook_marketplace;
    const { page, panel } = await editorFor(trulia.url);
    const facebook = await publishMarketplace(panel, /facebook\.com\/login/);
    await panel
      .getByTestId('facebook-login')
      .getByText(/Facebook asked you to sign in/)
      .waitFor();
    expect((await credits(account)).promote_to_facebook_marketplace).toBe(before - 1);
    // The wait's own alarm, brought forward (an unpacked extension's alarm may fire at once).
    const moved = await rig.worker.evaluate(async () => {
      const waits = (await chrome.alarms.getAll()).filter((a) => a.name.startsWith('pp.login-wait.'));
      for (const a of waits) await chrome.alarms.create(a.name, { when: Date.now() + 50 });
      return waits.length;
    });
    expect(moved).toBe(1);
    await panel
      .getByText(/sign-in was not completed.*Your credit was given back/)
      .waitFor({ timeout: 15_000 });
    expect((await credits(account)).promote_to_facebook_marketplace).toBe(before);
    rig.setMarketplacePage('form');
    await Promise.all([facebook.close(), panel.close(), page.close()]);
  });
});

describe('the side panel’s edge states', () => {
  it('with no credits, links to the pricing page instead of only disabling Publish', async () => {
    await signedInAs();
    const { page, panel } = await editorFor(zillow.url);
    const link = panel.getByTestId('no-credits').getByRole('link', { name: 'Buy more credits' });
    await link.waitFor();
    expect(new URL((await link.getAttribute('href')) ?? '').pathname).toBe('/pricing');
    expect(await panel.getByRole('button', { name: 'No credits left' }).isDisabled()).toBe(true);
    await Promise.all([panel.close(), page.close()]);
  });

  it('shows a 5xx on save as a real message with Try again, and saves on Try again', async () => {
    await signedInAs({ trial: true });
    failListingSaves = true;
    const page = await rig.context.newPage();
    await page.goto(zillow.url);
    const panel = await rig.openSidePanel(page);
    const status = panel.getByTestId('save-status');
    await status.getByText(/The listing was not saved\. .*server had a problem \(error 503\)/).waitFor();
    expect(await panel.getByText('Saving the listing…').count()).toBe(0);
    failListingSaves = false;
    await status.getByRole('button', { name: 'Try again' }).click();
    await status.waitFor({ state: 'detached', timeout: 30_000 });
    expect(await panel.getByRole('button', { name: 'Publish to Facebook Marketplace' }).isEnabled()).toBe(
      true,
    );
    await Promise.all([panel.close(), page.close()]);
  });

  it('signed out, asks for sign-in instead of saying it is saving', async () => {
    const popup = await rig.openExtensionPage('popup.html');
    await popup.evaluate(() => chrome.runtime.sendMessage({ type: 'session:logout', payload: {} }));
    await popup.close();
    const page = await rig.context.newPage();
    await page.goto(trulia.url);
    const panel = await rig.openSidePanel(page);
    await panel.getByRole('heading', { name: 'Sign in to publish' }).waitFor();
    expect(await panel.getByText('Saving the listing…').count()).toBe(0);
    // Polled: a click that read the page itself says 'Checking the price…' until the page's checks come.
    await expect.poll(() => panel.getByTestId('publish-blocked').textContent()).toBe('Sign in to publish.');
    await Promise.all([panel.close(), page.close()]);
  });
});
