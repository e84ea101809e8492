import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, productInBrowser } from './helpers';
import { seedPropertyPage } from './helpers/property-page';

// Issue 24, "A property page worth sharing": the design as Chromium computes it (Inter loaded, the
// type scale, the agent's accent), no horizontal overflow from 320 px with 60-character name parts,
// the photo strip by keyboard, and the one-page printed flyer with its QR code.
// It seeds its own agent, brokerage and permission, as the gate asks.
const e2e = productInBrowser({ agentsReadyToPublish: false });
const SCREENS = process.env.SCREENS_DIR; // set to also write the screenshots there (issue 24: /work/screens/24)
const TYPE_SCALE = [12, 14, 16, 18, 20, 24, 30, 36, 48];
const ACCENT = '#0f766e';

// 60 characters each. The email is one token with no break opportunity (no hyphen, no space): what
// widened the old page.
const DOMAIN = '@coastalhomes.example';
const EMAIL = `alexandria.montgomeryfitzgerald.${process.pid}`.padEnd(60 - DOMAIN.length, 'x') + DOMAIN;
const BROKERAGE = 'Berkshire Hathaway HomeServices California Coastal Properties';
const NAME = 'Alexandria Montgomery-Fitzgerald';

let pagePath = '';
beforeAll(async () => {
  expect(EMAIL).toHaveLength(60);
  expect(BROKERAGE.length).toBeGreaterThanOrEqual(60);
  const seeded = await seedPropertyPage(e2e.product, {
    name: NAME,
    email: EMAIL,
    brokerage: BROKERAGE,
    accent: ACCENT,
    team: 'The Montgomery-Fitzgerald Coastal Living Group',
    licenses: [{ state: 'CA', number: '02345678' }],
    listing: {
      address: {
        street: '2207 Vista del Mar Drive',
        city: 'San Clemente',
        state: 'CA',
        postal_code: '92672',
      },
      price: 1_849_000,
    },
    photos: 6,
    agentPhoto: true,
    logo: true,
  });
  pagePath = seeded.path;
});

/** Opens the page at a width and waits until its fonts are in (or failed). */
async function open(width: number) {
  const opened = await e2e.newPage({ width });
  const res = await opened.page.goto(pagePath);
  expect(res?.status()).toBe(200);
  await opened.page.evaluate(() => document.fonts.ready.then(() => undefined));
  return opened;
}

const rgb = (hex: string) =>
  `rgb(${[1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

async function shootTo(page: Page, name: string) {
  if (!SCREENS) return;
  mkdirSync(SCREENS, { recursive: true });
  // A full-page capture does not scroll, so lazy photos below the fold would show as placeholders.
  await page.evaluate(async () => {
    for (const img of document.images) img.loading = 'eager';
    await Promise.all([...document.images].map((img) => img.decode().catch(() => undefined)));
  });
  await page.screenshot({ path: path.join(SCREENS, `${name}.png`), fullPage: true });
}

describe('the property page as Chromium draws it', () => {
  it.each([320, 375, 1280])(
    'at %i px: Inter loaded, the type scale, the accent, no overflow',
    async (width) => {
      const { context, page, errors } = await open(width);
      expect(await page.locator('script').count()).toBe(0);
      const seen = await page.evaluate(() => {
        const body = getComputedStyle(document.body);
        const inter = [...document.fonts].filter((f) => f.family.replace(/"/g, '') === 'Inter');
        const sizes = new Set<number>();
        for (const el of document.body.querySelectorAll('*')) {
          const style = getComputedStyle(el);
          if (style.display !== 'none' && el.closest('svg') === null && el.textContent?.trim())
            sizes.add(Number.parseFloat(style.fontSize));
        }
        const right = (selector: string) =>
          document.querySelector(selector)?.getBoundingClientRect().right ?? 0;
        const left = (selector: string) =>
          document.querySelector(selector)?.getBoundingClientRect().left ?? -1;
        return {
          // The header's logo starts where the page's text does (one left edge at every width).
          edges: [left('.top > :first-child'), left('.price'), left('.card')].map(Math.round),
          fontFamily: body.fontFamily,
          check: document.fonts.check('16px Inter'),
          loaded: inter.filter((f) => f.status === 'loaded').length,
          sizes: [...sizes],
          overflow: document.documentElement.scrollWidth - window.innerWidth,
          rights: [right('a[href^="mailto:"]'), right('.top b'), right('.card .name'), right('footer p')],
          innerWidth: window.innerWidth,
          button: getComputedStyle(document.querySelector('button[type="submit"]') as Element)
            .backgroundColor,
        };
      });
      const [logoLeft, priceLeft, cardLeft] = seen.edges;
      expect(
        Math.abs((logoLeft ?? 0) - (priceLeft ?? 0)),
        `header and text edges at ${width}px`,
      ).toBeLessThanOrEqual(1);
      if (width < 1024) expect(cardLeft).toBe(priceLeft);
      expect(seen.fontFamily).toMatch(/^Inter,/);
      // check() alone is true when no face matches at all; a loaded "Inter" face proves the file came.
      expect(seen.check).toBe(true);
      expect(seen.loaded).toBeGreaterThan(0);
      for (const size of seen.sizes) expect(TYPE_SCALE, `font-size ${size}px at ${width}px`).toContain(size);
      expect(seen.button).toBe(rgb(ACCENT));
      expect(seen.overflow, `horizontal overflow at ${width}px`).toBeLessThanOrEqual(0);
      for (const r of seen.rights) expect(r).toBeLessThanOrEqual(seen.innerWidth);
      await expect.poll(() => page.getByText(EMAIL).isVisible()).toBe(true);
      await expectNoAxeViolations(page);
      await shootTo(page, `property-page-${width}`);
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it('every declaration of its stylesheet is one Chromium accepts', async () => {
    const { context, page } = await open(375);
    const rejected = await page.evaluate(() => {
      // Rule bodies of the inline sheet, @font-face and @page left out (descriptors, not properties).
      const css = (document.querySelector('style')?.textContent ?? '').replace(
        /@(font-face|page)\{[^}]*\}/g,
        '',
      );
      const decls = [...css.matchAll(/\{([^{}]*)\}/g)].flatMap((m) => (m[1] ?? '').split(';'));
      return decls
        .map((d) => d.trim())
        .filter(Boolean)
        .filter((d) => {
          const at = d.indexOf(':');
          return !CSS.supports(d.slice(0, at).trim(), d.slice(at + 1).trim());
        });
    });
    expect(rejected).toEqual([]);
    await context.close();
  });

  it('serves the font cuts from its own origin, cached for a year; the page fits the first round trip', async () => {
    // Compressed as browsers ask (headers and all under TCP's first 14.6 KB): one round trip to paint.
    const res = await fetch(`${e2e.product.baseUrl}${pagePath}`, { headers: { 'accept-encoding': 'br' } });
    expect(res.headers.get('content-encoding')).toBe('br');
    const compressed = Number(res.headers.get('content-length'));
    expect(compressed).toBeGreaterThan(0);
    expect(compressed, 'compressed bytes of the page').toBeLessThan(12_000);
    const { context, page } = await open(375);
    const hrefs = await page
      .locator('link[rel="preload"][as="font"]')
      .evaluateAll((links) => links.map((l) => l.getAttribute('href') ?? ''));
    expect(hrefs).toHaveLength(2);
    for (const href of hrefs) {
      expect(href).toMatch(/^\/p\/assets\/inter-page-(lower|upper)-[0-9a-f]{10}\.woff2$/);
      const font = await fetch(`${e2e.product.baseUrl}${href}`);
      expect(font.status).toBe(200);
      expect(font.headers.get('content-type')).toBe('font/woff2');
      expect(font.headers.get('cache-control')).toContain('immutable');
    }
    // The page's ASCII text paints from the cuts alone: Fontsource's whole Latin file is not fetched.
    const fetched = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname),
    );
    expect(fetched.filter((p) => p.startsWith('/p/assets/inter-page-'))).toHaveLength(2);
    expect(fetched.some((p) => p.startsWith('/p/assets/inter-latin'))).toBe(false);
    expect((await fetch(`${e2e.product.baseUrl}/p/assets/inter-nope.woff2`)).status).toBe(404);
    await context.close();
  });

  it('the photo strip scrolls by keyboard (Tab, arrow keys) and snaps by touch, without script', async () => {
    const { context, page } = await open(320);
    const strip = page.locator('.gallery');
    expect(await strip.evaluate((el) => getComputedStyle(el).scrollSnapType)).toBe('x mandatory');
    expect(await strip.evaluate((el) => getComputedStyle(el).overflowX)).toBe('auto');
    const scrollLeft = () => strip.evaluate((el) => el.scrollLeft);
    await page.getByRole('link', { name: 'Open in Google Maps' }).focus();
    await page.keyboard.press('Tab');
    const focused = () => page.evaluate(() => document.activeElement?.id ?? '');
    const ids = await page.locator('.gallery figure').evaluateAll((els) => els.map((el) => el.id));
    expect(ids.length).toBe(5);
    expect(await focused()).toBe(ids[0]);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await focused()).toBe(ids[2]);
    await expect.poll(scrollLeft).toBeGreaterThan(0);
    const before = await scrollLeft();
    await page.keyboard.press('ArrowRight');
    await expect.poll(scrollLeft).toBeGreaterThan(before);
    // The focused photo shows its focus ring.
    expect(await page.evaluate(() => getComputedStyle(document.activeElement as Element).outlineStyle)).toBe(
      'solid',
    );
    await context.close();
  });

  it('the photo strip follows a finger: a swipe scrolls it and it settles on a photo', async () => {
    // A phone: touch events, no mouse. The swipe is Chromium's own touch gesture (CDP), not a script.
    const context = await e2e.browser.newContext({
      baseURL: e2e.product.baseUrl,
      viewport: { width: 375, height: 812 },
      hasTouch: true,
      isMobile: true,
    });
    const page = await context.newPage();
    await page.goto(pagePath);
    const strip = page.locator('.gallery');
    await strip.scrollIntoViewIfNeeded();
    const box = await strip.boundingBox();
    expect(box).not.toBeNull();
    // A finger put down on the strip, drawn 220 px to the left over ten moves, and lifted: touch
    // events through Chromium's input pipeline (CDP), as a phone delivers them, no script involved.
    const cdp = await context.newCDPSession(page);
    const y = Math.round((box?.y ?? 0) + (box?.height ?? 0) / 2);
    const x0 = Math.round((box?.x ?? 0) + (box?.width ?? 0) * 0.8);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: type === 'touchEnd' ? [] : [{ x, y }],
      });
    await touch('touchStart', x0);
    for (let i = 1; i <= 10; i++) {
      await touch('touchMove', x0 - 22 * i);
      await page.waitForTimeout(16);
    }
    await touch('touchEnd', x0 - 220);
    const offsets = () =>
      strip.evaluate((el) => ({
        scrollLeft: el.scrollLeft,
        // Where each photo starts, from the strip's edge (its scroll-padding is 4 px).
        starts: [...el.querySelectorAll('figure')].map(
          (f) => f.getBoundingClientRect().left - el.getBoundingClientRect().left,
        ),
      }));
    await expect.poll(async () => (await offsets()).scrollLeft).toBeGreaterThan(0);
    // Snapped: once the strip rests, a photo (not the gap between two) starts at its edge.
    await expect
      .poll(async () => (await offsets()).starts.some((x) => Math.abs(x - 4) <= 1), { timeout: 15_000 })
      .toBe(true);
    await context.close();
  });

  it('the agent card shows the agent’s photo and the brokerage logo', async () => {
    const { context, page } = await open(375);
    const loaded = (selector: string) =>
      page
        .locator(selector)
        .evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))
        .catch(() => 0);
    await expect.poll(() => loaded('.card img.avatar')).toBeGreaterThan(0);
    await expect.poll(() => loaded('.card img.logo')).toBeGreaterThan(0);
    expect(await page.locator('.card img.avatar').getAttribute('alt')).toBe(NAME);
    await context.close();
  });

  it('prints a one-page flyer with the QR code, hidden on screen', async () => {
    const { context, page } = await open(1280);
    const qr = page.locator('.qr svg');
    expect(await qr.isVisible()).toBe(false);
    await page.emulateMedia({ media: 'print' });
    expect(await qr.isVisible()).toBe(true);
    const box = await qr.boundingBox();
    expect(box?.width).toBeGreaterThan(100);
    for (const hidden of ['.gallery', 'form', '.maps'])
      expect(await page.locator(hidden).isVisible()).toBe(false);
    for (const shown of ['.hero img', '.price', '.facts', '.card', 'footer'])
      expect(await page.locator(shown).isVisible(), shown).toBe(true);
    // The path draws the code for the page's own address (aria-label names what it encodes).
    expect(await qr.getAttribute('aria-label')).toBe(`QR code: ${e2e.product.baseUrl}${pagePath}`);
    const pdf = await page.pdf({ format: 'Letter', printBackground: true });
    expect(pdf.toString('latin1').match(/\/Type\s*\/Page\b/g)).toHaveLength(1);
    const a4 = await page.pdf({ format: 'A4', printBackground: true });
    expect(a4.toString('latin1').match(/\/Type\s*\/Page\b/g)).toHaveLength(1);
    if (SCREENS) {
      writeFileSync(path.join(SCREENS, 'property-page-print.pdf'), pdf);
      // The flyer as drawn on a Letter page: 8.5 in less the 12 mm margins at 96 px per inch.
      await page.setViewportSize({ width: 725, height: 965 });
      await page.screenshot({ path: path.join(SCREENS, 'property-page-print.png'), fullPage: true });
    }
    await page.emulateMedia({ media: 'screen' });
    expect(await qr.isVisible()).toBe(false);
    await context.close();
  });
});
