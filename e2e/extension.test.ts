import { ZCurrentUserResponseSchema, ZSessionResponseSchema, ZUsageStatsResponseSchema } from '@pp/contract';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens, usageEvents } from '../apps/api/src/db/schema';
import { FIXTURE_PAGES } from '../apps/extension/src/testing/fixture-pages';
import { type ExtensionRig, launchExtensionRig } from '../apps/extension/src/testing/launch-extension';
import type { MarketplaceFormState } from './fixtures/marketplace-form/form-state';
import { createUserViaApi, type E2eAccount, type Product, shoot, startProduct } from './helpers';

let product: Product;
let rig: ExtensionRig;
let account: E2eAccount;

beforeAll(async () => {
  // Reels render small here; the product renders 1080x1920.
  product = await startProduct({ env: { REEL_RENDER_SIZE: '270x480' } });
  rig = await launchExtensionRig({ apiBase: product.baseUrl });
  account = await createUserViaApi(product, { trial: true });
});
afterAll(async () => {
  await rig?.close();
  await product?.close();
});

/** A fresh bearer for the test's own checks (the refresh test moves the server clock past the first one). */
const authHeaders = async () => {
  const res = await fetch(`${product.baseUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  return { authorization: `Bearer ${ZSessionResponseSchema.parse(await res.json()).data.access_token}` };
};

const me = async () => {
  const res = await fetch(`${product.baseUrl}/api/v1/users/me`, { headers: await authHeaders() });
  return ZCurrentUserResponseSchema.parse(await res.json()).data;
};

const promoterButton = (page: Page) =>
  page.locator('pp-promoter-button').getByRole('button', { name: 'Property Promoter' });

/** The panel as Chrome shows it: about 400 px wide, one screen tall (a full-page shot would smear its sticky bars). */
async function panelShot(panel: Page, name: string) {
  await panel.setViewportSize({ width: 400, height: 900 });
  await panel.evaluate(() => window.scrollTo(0, 0));
  await panel.screenshot({ path: `test-results/screenshots/${name}-400.png` });
}

/** The next tab the extension opens, once it has reached a URL matching `url`. */
async function nextTab(url: RegExp) {
  const page = await rig.context.waitForEvent('page', { timeout: 15_000 });
  await page.waitForURL(url);
  return page;
}

/** Clicks the page's button and opens the same side panel page in a tab, where Playwright can drive it. */
async function openEditorFor(listingUrl: string) {
  const page = await rig.context.newPage();
  await page.goto(listingUrl);
  const panel = await rig.openSidePanel(page);
  const tabId = await rig.tabIdOf(page);
  // The listing is saved (listing id known) once Publish stops saying so.
  await panel.getByText('Saving the listing…').waitFor({ state: 'detached', timeout: 10_000 });
  return { page, panel, tabId };
}

describe('the Property Promoter extension', () => {
  it('signs in from the popup and shows the user, plan badge and credits', async () => {
    const popup = await rig.openExtensionPage('popup.html');
    await popup.setViewportSize({ width: 340, height: 600 });
    await popup.getByLabel('Email').fill(account.email);
    await popup.getByLabel('Password').fill(account.password);
    await popup.getByRole('button', { name: 'Sign in' }).click();
    await popup.getByText(account.email).waitFor();
    await expect.poll(() => popup.getByTestId('plan-badge').textContent()).toBe('Trial: 7 day(s) left');
    expect(await popup.getByText('Marketplace', { exact: true }).locator('..').textContent()).toBe(
      '2Marketplace',
    );
    expect(await popup.getByRole('button', { name: /Dashboard/ }).isVisible()).toBe(true);
    expect(await popup.getByRole('button', { name: /Pricing/ }).isVisible()).toBe(true);
    await shoot(popup, 'extension-popup', [340]);
    await popup.close();
  });

  it('refreshes an expired access token like the web client', async () => {
    product.clock.advance(16 * 60 * 1000);
    const popup = await rig.openExtensionPage('popup.html');
    // GET /users/me answers 401, the worker refreshes once and retries: the account is still shown.
    await popup.getByText(account.email).waitFor();
    expect(await popup.getByTestId('plan-badge').isVisible()).toBe(true);
    const tokens = await product.app.ctx.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.user_id, account.userId));
    // The web login of createUserViaApi, and the extension's own family, rotated once.
    expect(tokens.filter((t) => t.rotated_at !== null)).toHaveLength(1);
    await popup.close();
  });

  it.each(FIXTURE_PAGES)(
    'puts the button on the $source listing page, in the flow',
    async ({ source, url }) => {
      const page = await rig.context.newPage();
      await page.goto(url);
      await promoterButton(page).waitFor();
      expect(await page.locator('pp-promoter-button').getAttribute('data-placement')).toBe('inline');
      // Visible and not on top of anything: the element at its centre is the button itself.
      const onTop = await page.locator('pp-promoter-button').evaluate((host) => {
        host.scrollIntoView({ block: 'center' });
        const box = host.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return box.width > 0 && box.height > 0 && hit === host;
      });
      expect(onTop).toBe(true);
      if (source === 'zillow') {
        await page.screenshot({ path: 'test-results/screenshots/extension-button-zillow-1280.png' });
      }
      await page.close();
    },
  );

  it('follows client-side navigation to another listing', async () => {
    const [zillow] = FIXTURE_PAGES;
    if (!zillow) throw new Error('no fixture');
    const page = await rig.context.newPage();
    await page.goto(zillow.url);
    await promoterButton(page).waitFor();
    const first = await page.locator('pp-promoter-button').elementHandle();
    await page.evaluate(() =>
      history.pushState({}, '', '/homedetails/88-S-Cypress-Ave-Columbus-OH-43222/33842768_zpid/'),
    );
    await expect
      .poll(async () => page.locator('pp-promoter-button').evaluate((el, old) => el !== old, first))
      .toBe(true);
    await page.evaluate(() => history.pushState({}, '', '/homes/for_sale/'));
    await expect.poll(() => page.locator('pp-promoter-button').count()).toBe(0);
    await page.close();
  });

  it('adds the button when a listing opens inside a search page (no declared content script there)', async () => {
    const page = await rig.context.newPage();
    // Notes the path the page had when the button first appeared: proof that the search page itself
    // got none, without sleeping to see that nothing happens.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.querySelector('pp-promoter-button')) return;
        (window as Window & { buttonFirstOn?: string }).buttonFirstOn = location.pathname;
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('https://www.zillow.com/homes/for_sale/');
    expect(await page.locator('pp-promoter-button').count()).toBe(0);
    const listingPath = '/homedetails/1220-Garcia-St-NE-Albuquerque-NM-87112/6772539_zpid/';
    await page.evaluate((to) => history.pushState({}, '', to), listingPath);
    await promoterButton(page).waitFor({ timeout: 10_000 });
    expect(await page.evaluate(() => (window as Window & { buttonFirstOn?: string }).buttonFirstOn)).toBe(
      listingPath,
    );
    await page.close();
  });

  it('turns a listing into drafts, publishes an edited Marketplace draft and fills every field and photo', async () => {
    const zillow = FIXTURE_PAGES[0];
    if (!zillow) throw new Error('no fixture');
    const { panel, page } = await openEditorFor(zillow.url);
    expect(await panel.getByText(zillow.street).first().isVisible()).toBe(true);
    // The save sends the listing's first 20 photos to its property page in the background.
    await panel.getByText('20 photos added to your property page.').waitFor();
    expect(await panel.getByTestId('credits-left').textContent()).toContain(
      '2 credits left for Facebook Marketplace',
    );

    const description = panel.getByLabel('Description');
    const edited = `${await description.inputValue()}\nShown by appointment.`;
    await description.fill(edited);
    await expect
      .poll(() => panel.getByTestId('counter-description').textContent())
      .toContain(`${[...edited].length.toLocaleString('en-US')} /`);
    const title = await panel.getByLabel('Title').inputValue();
    // Leave out the second photo and move the third to the front.
    await panel.getByRole('button', { name: 'Exclude photo 2', exact: true }).click();
    await panel.getByRole('button', { name: 'Move photo 3 earlier', exact: true }).click();
    await panel.getByRole('button', { name: 'Move photo 2 earlier', exact: true }).click();
    const included = await panel.locator('[data-testid=photo] [aria-pressed=true]').count();
    await panelShot(panel, 'extension-side-panel');

    const opened = nextTab(/^https:\/\/www\.facebook\.com\/marketplace\/create\/rental/);
    await panel.getByRole('button', { name: 'Publish to Facebook Marketplace' }).click();
    const facebook = await opened;
    await facebook.locator('pp-fill-report').waitFor({ timeout: 20_000 });
    const state = (await facebook.evaluate(() => window.__marketplaceState)) as MarketplaceFormState;
    expect(state).toMatchObject({
      listingType: 'For Sale',
      propertyType: 'House',
      bedrooms: '4',
      bathrooms: '2',
      price: '224900',
      squareFeet: '1299',
      description: edited,
      publishClicks: 0,
    });
    expect(state.address.startsWith('1220 Garcia St NE')).toBe(true);
    expect(state.photos).toHaveLength(Math.min(included, 20));
    expect(state.photos.every((p) => p.type === 'image/png' && p.size > 0)).toBe(true);
    expect(title.length).toBeGreaterThan(0);
    await facebook.screenshot({ path: 'test-results/screenshots/extension-marketplace-filled-1280.png' });

    await panel.getByTestId('fill-report').waitFor();
    expect(await panel.getByTestId('credits-left').textContent()).toContain('1 credit left');
    expect((await me()).addons.promote_to_facebook_marketplace).toBe(1);
    const events = await product.app.ctx.db
      .select()
      .from(usageEvents)
      .where(eq(usageEvents.user_id, account.userId));
    expect(events.filter((e) => e.kind === 'promotion').map((e) => [e.platform, e.source])).toContainEqual([
      'facebook_marketplace',
      'zillow',
    ]);
    const stats = await fetch(`${product.baseUrl}/api/v1/users/usage-stats`, {
      headers: await authHeaders(),
    });
    expect(
      ZUsageStatsResponseSchema.parse(await stats.json()).data.sources.zillow.total_api_calls,
    ).toBeGreaterThanOrEqual(1);
    await Promise.all([facebook.close(), panel.close(), page.close()]);
  });

  it('opens LinkedIn and X with the edited post and takes one credit each', async () => {
    const redfin = FIXTURE_PAGES[3];
    if (!redfin) throw new Error('no fixture');
    const { panel, page } = await openEditorFor(redfin.url);
    // A sold listing of another broker: "just sold" only from a broker who took part in the sale
    // (NAR SoP 12-7), so the agent states the side first and the gate's problem goes.
    const claim = panel.getByRole('region', { name: 'Whose listing is this?' });
    await claim.getByRole('combobox').selectOption('buyer');
    await claim.getByText('Only a broker who took part in the sale').waitFor({ state: 'detached' });
    await panel.getByRole('tab', { name: 'LinkedIn' }).click();
    const linkedinText = `${await panel.getByLabel('LinkedIn post').inputValue()}\nDM me for a tour.`;
    await panel.getByLabel('LinkedIn post').fill(linkedinText);
    const linkedin = nextTab(/^https:\/\/www\.linkedin\.com\/feed\//);
    await panel.getByRole('button', { name: 'Publish to LinkedIn' }).click();
    const linkedinUrl = new URL((await linkedin).url());
    expect(linkedinUrl.searchParams.get('shareActive')).toBe('true');
    // The property page link carries the post's id, so its visits count for this post.
    const sentLinkedIn = linkedinUrl.searchParams.get('text') ?? '';
    expect(sentLinkedIn).toMatch(/\?src=li&post=[0-9a-f-]{36}\n/);
    expect(sentLinkedIn.replace(/&post=[0-9a-f-]{36}/, '')).toBe(linkedinText);

    await panelShot(panel, 'extension-side-panel-linkedin');
    await panel.getByRole('tab', { name: 'X' }).click();
    const xText = await panel.getByLabel('X post').inputValue();
    expect(await panel.getByTestId('counter-twitter').textContent()).toMatch(/^\d+ \/ 280$/);
    const x = nextTab(/^https:\/\/x\.com\/intent\/tweet/);
    await panel.getByRole('button', { name: 'Publish to X' }).click();
    const sentX = new URL((await x).url()).searchParams.get('text') ?? '';
    expect(sentX).toMatch(/\?src=x&post=[0-9a-f-]{36}/);
    expect(sentX.replace(/&post=[0-9a-f-]{36}/, '')).toBe(xText);
    await panelShot(panel, 'extension-side-panel-x');

    await expect
      .poll(async () => (await me()).addons)
      .toMatchObject({ promote_to_linkedin: 0, promote_to_twitter: 0 });
    await Promise.all([panel.close(), page.close()]);
  });

  it('gives the Marketplace credit back when nothing could be filled', async () => {
    rig.setMarketplacePage('no-form');
    const trulia = FIXTURE_PAGES[2];
    if (!trulia) throw new Error('no fixture');
    const before = (await me()).addons.promote_to_facebook_marketplace;
    const { panel, page } = await openEditorFor(trulia.url);
    const opened = nextTab(/facebook\.com\/marketplace\/create/);
    await panel.getByRole('button', { name: 'Publish to Facebook Marketplace' }).click();
    const facebook = await opened;
    await facebook.locator('pp-fill-report').waitFor({ timeout: 30_000 });
    expect(
      await facebook
        .locator('pp-fill-report')
        .getByText(/credit was given back/)
        .isVisible(),
    ).toBe(true);
    await expect.poll(async () => (await me()).addons.promote_to_facebook_marketplace).toBe(before);
    rig.setMarketplacePage('form');
    await Promise.all([facebook.close(), panel.close(), page.close()]);
  });

  it('makes a reel from the Reel tab: uploads the photo bytes, takes the reel credit and shows the render to the end', async () => {
    const zillow = FIXTURE_PAGES[0];
    if (!zillow) throw new Error('no fixture');
    const { panel, page } = await openEditorFor(zillow.url);
    await panel.getByRole('tab', { name: 'Reel' }).click();
    // Headline follows the listing status (for sale: Just listed); 15 s; leave out photo 1; mark photo 2 altered.
    expect(await panel.getByLabel('Headline').inputValue()).toBe('just_listed');
    await panel.getByText('15 s', { exact: true }).click();
    await panel.getByRole('button', { name: 'Exclude photo 1', exact: true }).click();
    await panel.getByRole('checkbox', { name: 'Photo 2 is digitally altered' }).check();
    expect(await panel.getByTestId('reel-credits-left').textContent()).toContain('1 credit left for reels');
    await panelShot(panel, 'extension-side-panel-reel');

    await panel.getByRole('button', { name: 'Create reel' }).click();
    await panel.getByText('Your reel is ready').waitFor({ timeout: 60_000 });
    expect(
      await panel.getByRole('progressbar', { name: 'Render progress' }).getAttribute('aria-valuenow'),
    ).toBe('100');
    await panelShot(panel, 'extension-side-panel-reel-ready');
    expect((await me()).addons.reel_generation).toBe(0);
    const reels = await fetch(`${product.baseUrl}/api/v1/marketing/all-reels`, {
      headers: await authHeaders(),
    });
    const [reel] = (await reels.json()).data as Array<{
      status: string;
      duration_sec: number;
      listing_id: string;
    }>;
    expect(reel).toMatchObject({ status: 'success', duration_sec: 15 });
    const photos = await fetch(`${product.baseUrl}/api/v1/listings/${reel?.listing_id}/photos`, {
      headers: await authHeaders(),
    });
    // The first save's 20 photos (above); the reel used 19 of them without sending any again.
    expect((await photos.json()).data.photos).toHaveLength(20);

    const contents = nextTab(/\/dashboard\/create-reel$/);
    await panel.getByRole('button', { name: 'Watch and download on Contents' }).click();
    await (await contents).close();
    await Promise.all([panel.close(), page.close()]);
  });
});
