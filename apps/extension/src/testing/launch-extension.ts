/// <reference types="chrome" />
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium, type Page, type Worker } from 'playwright-core';
import { buildMarketplaceFormPage } from '../../../../e2e/fixtures/marketplace-form/build-page';
import type { FormVariantName } from '../../../../e2e/fixtures/marketplace-form/form-variants';
import { buildExtension } from '../../scripts/build';
import { iconPng } from '../../scripts/render-icon';
import { PHOTO_HOST_MATCHES } from '../common/match-patterns';
import { FIXTURE_PAGES, readFixture } from './fixture-pages';

/**
 * Test and benchmark rig: Debian's Chromium with the unpacked extension (a development build made
 * for the run), the API address pointed at the product under test, and the four listing sites,
 * their photo hosts, Facebook's create form, LinkedIn and X all answered locally (no network).
 */
export interface ExtensionRig {
  context: BrowserContext;
  worker: Worker;
  extensionId: string;
  /** Opens one of the extension's pages (popup.html, sidepanel.html?tab=…) in a normal tab. */
  openExtensionPage: (pagePath: string) => Promise<Page>;
  /** Signs the extension in through its own service worker handler (no UI), as the popup does. */
  signIn: (email: string, password: string) => Promise<void>;
  /** The id Chrome gave the tab showing `page`. */
  tabIdOf: (page: Page) => Promise<number>;
  /** Targets Chrome shows for the extension's side panel (the real one, opened by the button). */
  sidePanelTargets: (page: Page) => Promise<string[]>;
  /**
   * Clicks the Property Promoter button on `page`, waits for Chrome's side panel of that tab, and
   * opens the same panel page in a tab where Playwright can drive it (drafts shown).
   */
  openSidePanel: (page: Page) => Promise<Page>;
  /**
   * How Facebook's create page answers: the test form (in one of its variants), a page without it,
   * or a redirect to Facebook's login page (whose Log in button goes back to the form).
   */
  setMarketplacePage: (kind: MarketplacePage) => void;
  close: () => Promise<void>;
}

/**
 * A listing photo: the toolbar icon with its address in the XMP, so each listing photo has bytes of
 * its own, as on the real sites (the API takes a listing's photo with the same bytes as one it has
 * for that one).
 */
const photoFor = (url: string) =>
  iconPng(48, {
    xmp: `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/" dc:source="${url.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;')}"/></rdf:RDF></x:xmpmeta>`,
  });

export type MarketplacePage = 'form' | FormVariantName | 'no-form' | 'login';

const NO_FORM_PAGE =
  '<!doctype html><html lang="en"><body><main><h1>Log in to Facebook</h1><input aria-label="Email or phone number"></main></body></html>';

/** Facebook's login page as the redirect lands on it: Log in goes to `next`. */
const loginPage = (next: string) =>
  `<!doctype html><html lang="en"><body><main><h1>Log in to Facebook</h1><form><input name="email" aria-label="Email or phone number"><input name="pass" type="password" aria-label="Password"><button type="button" onclick="location.href=${JSON.stringify(next).replaceAll('"', '&quot;')}">Log in</button></form></main></body></html>`;

export async function launchExtensionRig(options: {
  apiBase: string;
  width?: number;
}): Promise<ExtensionRig> {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'pp-ext-'));
  const { unpacked } = await buildExtension({
    dev: true,
    apiUrl: 'http://localhost:8080',
    outDir: path.join(workDir, 'build'),
  });
  const context = await chromium.launchPersistentContext(path.join(workDir, 'profile'), {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    viewport: { width: options.width ?? 1280, height: 800 },
    locale: 'en-US',
    timezoneId: 'UTC',
    args: [
      '--headless=new',
      `--disable-extensions-except=${unpacked}`,
      `--load-extension=${unpacked}`,
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const worker =
    context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker', { timeout: 15_000 }));
  const extensionId = new URL(worker.url()).host;
  await worker.evaluate((base) => chrome.storage.local.set({ 'pp.apiBase': base }), options.apiBase);

  // Routes run newest first, so this catch-all goes in first and only sees what nothing else took:
  // anything else would be the network, refused so a forgotten route fails loudly, not slowly.
  await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort('blockedbyclient'));
  const pages = new Map(FIXTURE_PAGES.map((p) => [p.url, readFixture(p)]));
  const formPage = await buildMarketplaceFormPage();
  let marketplace: MarketplacePage = 'form';
  for (const host of ['www.zillow.com', 'www.realtor.com', 'www.trulia.com', 'www.redfin.com']) {
    await context.route(`https://${host}/**`, (route) => {
      const url = route.request().url();
      const html = pages.get(url) ?? [...pages.entries()].find(([u]) => new URL(u).host === host)?.[1];
      if (route.request().resourceType() !== 'document' || !html)
        return route.fulfill({ status: 404, body: '' });
      return route.fulfill({ contentType: 'text/html; charset=utf-8', body: html });
    });
  }
  for (const pattern of PHOTO_HOST_MATCHES) {
    await context.route(pattern.replace('/*', '/**'), async (route) =>
      route.fulfill({ contentType: 'image/png', body: await photoFor(route.request().url()) }),
    );
  }
  await context.route('https://www.facebook.com/**', (route) => {
    const url = new URL(route.request().url());
    const html = (body: string) => route.fulfill({ contentType: 'text/html; charset=utf-8', body });
    if (url.pathname.startsWith('/login')) return html(loginPage(url.searchParams.get('next') ?? '/'));
    // Facebook answers a signed-out visitor with a redirect; a 302 from route.fulfill would leave
    // the rig's routes, so the page moves on before anything of it runs.
    if (marketplace === 'login')
      return html(
        `<!doctype html><html><head><script>location.replace(${JSON.stringify(`/login/?next=${encodeURIComponent(url.href)}`)})</script></head><body></body></html>`,
      );
    if (marketplace === 'no-form') return html(NO_FORM_PAGE);
    return html(formPage(marketplace === 'form' ? 'labelledby' : marketplace));
  });
  for (const host of ['https://www.linkedin.com/**', 'https://x.com/**']) {
    await context.route(host, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><html lang="en"><body><h1>Composer</h1></body></html>',
      }),
    );
  }

  const openExtensionPage = async (pagePath: string) => {
    const page = await context.newPage();
    await page.goto(`chrome-extension://${extensionId}/${pagePath}`);
    return page;
  };

  const rig: ExtensionRig = {
    context,
    worker,
    extensionId,
    openExtensionPage,
    async signIn(email, password) {
      const popup = await openExtensionPage('popup.html');
      const reply = await popup.evaluate(
        (payload: { email: string; password: string }) =>
          chrome.runtime.sendMessage({ type: 'session:login', payload }),
        { email, password },
      );
      await popup.close();
      if (!reply?.ok) throw new Error(`sign-in failed: ${reply?.error}`);
    },
    async tabIdOf(page) {
      const url = page.url();
      const ids = await worker.evaluate(
        async (u) => (await chrome.tabs.query({})).filter((t) => t.url === u).map((t) => t.id),
        url,
      );
      const id = ids.at(-1);
      if (typeof id !== 'number') throw new Error(`no tab for ${url}`);
      return id;
    },
    async sidePanelTargets(page) {
      const cdp = await context.newCDPSession(page);
      const { targetInfos } = await cdp.send('Target.getTargets');
      await cdp.detach();
      return targetInfos
        .filter((t) => t.url.startsWith(`chrome-extension://${extensionId}/sidepanel.html`))
        .map((t) => t.url);
    },
    async openSidePanel(page) {
      await page.locator('pp-promoter-button').getByRole('button', { name: 'Property Promoter' }).click();
      const tabId = await rig.tabIdOf(page);
      const expected = `chrome-extension://${extensionId}/sidepanel.html?tab=${tabId}`;
      // Polls Chrome's targets (a condition, not a fixed wait) until the panel is there.
      for (const deadline = Date.now() + 10_000; !(await rig.sidePanelTargets(page)).includes(expected); ) {
        if (Date.now() > deadline) throw new Error(`no side panel for tab ${tabId}`);
        await new Promise((r) => setTimeout(r, 50));
      }
      const panel = await openExtensionPage(`sidepanel.html?tab=${tabId}`);
      await panel.getByTestId('drafts').waitFor();
      return panel;
    },
    setMarketplacePage(kind) {
      marketplace = kind;
    },
    async close() {
      await context.close();
      rmSync(workDir, { recursive: true, force: true });
    },
  };
  return rig;
}
