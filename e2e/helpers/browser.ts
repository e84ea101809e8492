import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

/** Debian's Chromium, headless, with everything that phones home switched off (the network is closed). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

export interface NewPageOptions {
  /** Viewport width in CSS px (height follows a phone or laptop ratio). Default 1280. */
  width?: number;
  /** Entries put in localStorage before any page script runs (e.g. a session from `sessionStorageFor`). */
  localStorage?: Record<string, string>;
}

/**
 * A fresh context (own storage, own cookies) and page on `baseUrl`. Page errors and failed
 * same-origin requests are collected in `errors` so a test can assert the console stayed clean.
 */
export async function newPage(
  browser: Browser,
  baseUrl: string,
  options: NewPageOptions = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const width = options.width ?? 1280;
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width, height: width < 768 ? 812 : 800 },
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
    locale: 'en-US',
    timezoneId: 'UTC',
  });
  if (options.localStorage) {
    await context.addInitScript((entries: Record<string, string>) => {
      // Only on the first document of the context: later navigations keep what the app wrote.
      if (sessionStorage.getItem('__pp_seeded')) return;
      sessionStorage.setItem('__pp_seeded', '1');
      for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v);
    }, options.localStorage);
  }
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console: ${m.text()}`);
  });
  return { context, page, errors };
}

/** The first toast (sonner) showing `text`. */
export const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]', { hasText: text }).first();
