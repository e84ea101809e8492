/// <reference types="chrome" />
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium, type Page, type Worker } from 'playwright-core';
import { buildMarketplaceFormPage } from '../../../../e2e/fixtures/marketplace-form/build-page';
import { buildExtension } from '../../scripts/build';
import { drawIconPng } from '../../scripts/draw-icon';
import { PHOTO_HOST_MATCHES } from '../shared/match-patterns';
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
  /** How Facebook's create page answers: the test form, or a page without it (login wall). */
  setMarketplacePage: (kind: 'form' | 'login') => void;
  close: () => Promise<void>;
}

const PHOTO = Buffer.from(drawIconPng(48));

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
  let marketplace: 'form' | 'login' = 'form';
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
    await context.route(pattern.replace('/*', '/**'), (route) =>
      route.fulfill({ contentType: 'image/png', body: PHOTO }),
    );
  }
  await context.route('https://www.facebook.com/**', (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body:
        marketplace === 'form'
          ? formPage
          : '<!doctype html><html lang="en"><body><main><h1>Log in to Facebook</h1><input aria-label="Email or phone number"></main></body></html>',
    }),
  );
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

  return {
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
    setMarketplacePage(kind) {
      marketplace = kind;
    },
    async close() {
      await context.close();
      rmSync(workDir, { recursive: true, force: true });
    },
  };
}
