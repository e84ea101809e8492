import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { productInBrowser, signInViaUi } from './helpers';

const e2e = productInBrowser();

/**
 * Holds every script the page asks for from now on (but those of `except`, paths), so what the test
 * does next certainly happens before the app hydrates (on a fast machine the hand-over could
 * otherwise finish first and the test would prove nothing). `release()` lets them through.
 */
async function holdScripts(page: Page, except: string[] = []) {
  const held: Route[] = [];
  let released = false;
  await page.route(/\.js(\?|$)/, (route) => {
    if (released || except.includes(new URL(route.request().url()).pathname)) return route.continue();
    held.push(route);
  });
  return async () => {
    released = true;
    await Promise.all(held.map((r) => r.continue()));
  };
}

const isHydrated = (page: Page) =>
  page.evaluate(() => document.getElementById('root')?.dataset.hydrated === 'true');

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** The visitor scrolls with real wheel events, as a trackpad sends them; resolves once the page stops. */
async function scrollBy(page: Page, dy: number) {
  const start = await scrollY(page);
  // A wheel scroll is animated and slows down at its end (a pixel every few frames): it has stopped
  // at the browser's scrollend event, and once the page has then not moved for 200 ms.
  await page.evaluate(() => {
    const w = window as Window & { scrollEnded?: Promise<void> };
    w.scrollEnded = new Promise((resolve) => addEventListener('scrollend', () => resolve(), { once: true }));
  });
  await page.mouse.move(200, 400);
  await page.mouse.wheel(0, dy);
  await expect.poll(() => scrollY(page)).not.toBe(start);
  await page.evaluate(() => (window as Window & { scrollEnded?: Promise<void> }).scrollEnded);
  await page.waitForFunction(
    () =>
      new Promise<boolean>((resolve) => {
        const y = window.scrollY;
        setTimeout(() => resolve(window.scrollY === y), 200);
      }),
  );
}

const HYDRATION = { timeout: 20_000 };

/** Where the page is and where its first heading sits: both must be the same after hydration. */
const position = (page: Page) =>
  page.evaluate(() => ({
    scrollY: Math.round(window.scrollY),
    h1Top: Math.round(document.querySelector('h1')?.getBoundingClientRect().top ?? 0),
  }));

interface Case {
  path: string;
  /** Typing and pressing before hydration; returns a check that what was done is still there after. */
  act: (page: Page) => Promise<() => Promise<void>>;
}

const openMenu: Case['act'] = async (page) => {
  await page.getByRole('button', { name: 'Open menu' }).click();
  return async () => {
    await page.getByRole('dialog').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
  };
};

const CASES: Case[] = [
  { path: '/', act: openMenu },
  {
    path: '/pricing',
    act: async (page) => {
      const panel = page
        .getByRole('tabpanel')
        .filter({ has: page.getByText('Facebook Marketplace Credits') });
      const input = panel.getByLabel('Number of credits');
      await input.fill('250');
      await page.getByRole('tab', { name: /Yearly Billing/ }).click();
      return async () => {
        // Typed, then left for the tab before the app woke: the quantity is committed all the same.
        expect(await input.inputValue()).toBe('250');
        await expect.poll(() => panel.getByTestId('summary-total').textContent()).toBe('$50.00');
        await expect
          .poll(() => page.getByTestId('plan-card').filter({ visible: true }).textContent())
          .toContain('Billed $288.00 yearly');
      };
    },
  },
  {
    path: '/contact-us',
    act: async (page) => {
      await page.getByLabel('Full Name').fill('Early Bird');
      await page.getByLabel('Message').fill('Typed while the page was still static.');
      return async () => {
        expect(await page.getByLabel('Full Name').inputValue()).toBe('Early Bird');
        expect(await page.getByLabel('Message').inputValue()).toBe('Typed while the page was still static.');
      };
    },
  },
  {
    path: '/faq',
    act: async (page) => {
      const question = page.getByRole('button', { name: 'How many listings can I promote?' });
      await question.click();
      return async () => {
        await expect.poll(() => question.getAttribute('aria-expanded'), HYDRATION).toBe('true');
      };
    },
  },
  { path: '/privacy', act: openMenu },
  { path: '/terms-of-service', act: openMenu },
];

describe('before hydration (a signed-out visitor on a prerendered page)', () => {
  it.each(CASES)(
    '$path: a scroll, typing and a press made before the app wakes are kept; the page does not move',
    async ({ path, act }) => {
      const { context, page, errors } = await e2e.newPage({ width: 375 });
      await page.goto(path);
      const release = await holdScripts(page);
      await scrollBy(page, 900);
      const check = await act(page);
      // Playwright scrolls a control into view before using it: scroll again after, as a reader would
      // (up, unless that control left the page at its top, where only down moves it).
      await scrollBy(page, (await scrollY(page)) >= 300 ? -300 : 300);
      const before = await position(page);
      expect(await isHydrated(page)).toBe(false);
      await release();
      await expect.poll(() => isHydrated(page), HYDRATION).toBe(true);
      // The scroll reset came in the router's first layout effect; give the page two frames more.
      await page.evaluate(
        () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r(null)))),
      );
      expect(await position(page)).toEqual(before);
      await check();
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});

describe('before hydration (a signed-in agent on a prerendered page)', () => {
  it('/pricing: a credit-type tab pressed while the app is still arriving is the one selected', async () => {
    // A signed-in agent's page hydrates at once, but the app's code still has to arrive: hold all of
    // it but the entry (and what the page preloads for it), which is what holds the press.
    const account = await e2e.createUser({ name: 'Early Agent' });
    const { context, page, errors } = await e2e.newPage({ width: 1280 });
    await signInViaUi(page, account);
    const html = await (await page.request.get('/pricing')).text();
    const entry = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
    expect(entry.length).toBeGreaterThan(0);
    const release = await holdScripts(page, entry);
    await page.goto('/pricing');
    const linkedIn = page
      .getByRole('tablist', { name: 'Credit type' })
      .getByRole('tab', { name: 'LinkedIn' });
    await linkedIn.click();
    expect(await isHydrated(page)).toBe(false);
    await release();
    await expect.poll(() => linkedIn.getAttribute('aria-selected'), HYDRATION).toBe('true');
    expect(await isHydrated(page)).toBe(true);
    await expect.poll(() => page.getByRole('tabpanel', { name: 'LinkedIn' }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('a page loaded fresh', () => {
  it('starts at the top even after the previous page was left scrolled (payment cancelled after checkout)', async () => {
    const { context, page, errors } = await e2e.newPage({ width: 375 });
    await page.goto('/pricing');
    await scrollBy(page, 2000);
    await expect.poll(() => isHydrated(page), HYDRATION).toBe(true);
    // Leaving the page saves its scroll position; a full load of another page must not take it.
    await page.goto('/payment/cancel');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.evaluate(
      () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r(null)))),
    );
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('starts at its anchor', async () => {
    const { context, page } = await e2e.newPage({ width: 1280 });
    await page.goto('/faq');
    await scrollBy(page, 600);
    await page.goto('/#testimonials');
    await scrollBy(page, 1);
    await expect.poll(() => isHydrated(page), HYDRATION).toBe(true);
    await expect
      .poll(() =>
        page.evaluate(() => Math.round(document.getElementById('testimonials')!.getBoundingClientRect().top)),
      )
      .toBeLessThan(120);
    await context.close();
  });
});
