import { describe, expect, it } from 'vitest';
import {
  expectNoAxeViolations,
  interactive,
  PUBLIC_PAGES as PAGES,
  productInBrowser,
  shoot,
} from './helpers';

// Every public page, signed out: accessible, prerendered with its head tags, painted right before
// hydration, reachable by keyboard. What a visitor does on them: public-pages-visitor.test.ts.
const WIDTHS = [375, 768, 1280];

const e2e = productInBrowser();

describe('public pages', () => {
  it.each(PAGES)(
    '$path: no axe violation, no horizontal overflow at 375/768/1280, screenshots',
    async ({ path, name, h1 }) => {
      const { context, page, errors } = await e2e.newPage({ width: 1280 });
      await page.goto(path);
      await interactive(page);
      await expect.poll(() => page.locator('h1').first().textContent()).toMatch(h1);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: width < 768 ? 812 : 800 });
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${path} overflows at ${width}px`).toBeLessThanOrEqual(0);
        await expectNoAxeViolations(page);
      }
      await shoot(page, `public-${name}`, WIDTHS);
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it.each(PAGES)(
    '$path is prerendered: readable with JavaScript off, with its own head tags',
    async ({ path, h1 }) => {
      const context = await e2e.browser.newContext({
        baseURL: e2e.product.baseUrl,
        javaScriptEnabled: false,
      });
      const page = await context.newPage();
      await page.goto(path);
      expect(await page.locator('h1').first().textContent()).toMatch(h1);
      expect(await page.locator('footer').textContent()).toContain(
        `© ${new Date().getFullYear()} Property Promoter`,
      );
      const title = await page.title();
      expect(title).toContain('Property Promoter');
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length).toBeGreaterThan(50);
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(
        new RegExp(`${path === '/' ? '/' : path}$`),
      );
      expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toBe(title);
      expect(await page.locator('meta[name="twitter:card"]').getAttribute('content')).toBe(
        'summary_large_image',
      );
      await context.close();
    },
  );

  it.each(PAGES)(
    '$path: its inlined CSS paints it exactly as the whole stylesheet does, which loads before hydration',
    async ({ path }) => {
      const { context, page, errors } = await e2e.newPage({ width: 375 });
      await page.goto(path);
      // The hero word rotates every 2 s with a cross-fade: a snapshot taken mid-fade would differ from
      // the next for reasons that are not CSS. Stop the rotation's timer and let running fades end.
      await page.evaluate(() => {
        const last = window.setInterval(() => {}, 1 << 30);
        for (let id = 1; id <= last; id++) window.clearInterval(id);
      });
      await page.waitForFunction(() => document.getAnimations().length === 0);
      const href = await page.locator('#root').getAttribute('data-stylesheet');
      expect(href).toMatch(/^\/assets\/index-.*\.css$/);
      expect(await page.locator('link[rel="stylesheet"]').count()).toBe(0);
      const snapshot = () =>
        page.evaluate(() =>
          Array.from(document.body.querySelectorAll('*'), (el) => {
            const style = getComputedStyle(el);
            const label = `${el.tagName.toLowerCase()}.${el.getAttribute('class')?.split(' ').join('.') ?? ''}`;
            // Custom properties are left out: the inlined CSS keeps only those its rules read, and a
            // missing one would show in the properties that read it.
            return Array.from(style)
              .filter((name) => !name.startsWith('--'))
              .map((name) => `${name}:${style.getPropertyValue(name)}`)
              .concat(`@${label}`)
              .join(';');
          }),
        );
      const widths = [375, 1280];
      const before: string[][] = [];
      for (const width of widths) {
        await page.setViewportSize({ width, height: 800 });
        before.push(await snapshot());
      }
      await page.evaluate(
        (sheet) =>
          new Promise<void>((resolve, reject) => {
            const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href: sheet });
            link.onload = () => resolve();
            link.onerror = () => reject(new Error(`${sheet} did not load`));
            document.head.append(link);
          }),
        href!,
      );
      for (const [i, width] of widths.entries()) {
        await page.setViewportSize({ width, height: 800 });
        const after = await snapshot();
        expect(after.length).toBe(before[i]!.length);
        const differing = after.flatMap((styles, el) => {
          if (styles === before[i]![el]) return [];
          const was = new Set(before[i]![el]!.split(';'));
          const changed = styles.split(';').filter((d) => !was.has(d));
          return [`${styles.slice(styles.lastIndexOf(';@') + 2)} { ${changed.join('; ')} }`];
        });
        // Sizes change up the tree from the element that lost a rule: list that element first.
        const derived = /^(height|width|block-size|inline-size|perspective-origin|transform-origin):/;
        const causes = differing.filter(
          (d) =>
            !d
              .replace(/^[^{]*\{ /, '')
              .split('; ')
              .every((c) => derived.test(c)),
        );
        expect([...causes, ...differing].slice(0, 5), `${path} at ${width}px`).toEqual([]);
      }
      // Still the static page: nothing above was an interaction that hydrates it.
      expect(
        await page.evaluate(() =>
          Object.keys(document.getElementById('root')!).some((k) => k.startsWith('__react')),
        ),
      ).toBe(false);
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it('hydration loads the whole stylesheet', async () => {
    const { context, page, errors } = await e2e.newPage({ width: 1280 });
    await page.goto('/');
    const href = await page.locator('#root').getAttribute('data-stylesheet');
    await interactive(page);
    const loaded = await page.evaluate(
      (sheet) =>
        Array.from(document.styleSheets).some((s) => s.href?.endsWith(sheet!) && s.cssRules.length > 0),
      href,
    );
    expect(loaded).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('titles differ per page; sitemap.xml and robots.txt list them', async () => {
    const titles = new Set<string>();
    for (const { path } of PAGES) {
      const html = await (await fetch(`${e2e.product.baseUrl}${path}`)).text();
      titles.add(html.match(/<title>([^<]*)<\/title>/)?.[1] ?? '');
    }
    expect(titles.size).toBe(PAGES.length);
    const sitemap = await (await fetch(`${e2e.product.baseUrl}/sitemap.xml`)).text();
    for (const { path } of PAGES) expect(sitemap).toContain(`${path === '/' ? '/' : path}</loc>`);
    const robots = await (await fetch(`${e2e.product.baseUrl}/robots.txt`)).text();
    expect(robots).toMatch(/Sitemap: .*\/sitemap\.xml/);
    // Signed-in routes still get the empty SPA shell, not the landing page.
    const shell = await (await fetch(`${e2e.product.baseUrl}/dashboard`)).text();
    expect(shell).not.toContain('Turn any listing from');
  });
});

describe('keyboard', () => {
  it.each(PAGES)('$path: Tab reaches every link and button in order', async ({ path }) => {
    const { context, page } = await e2e.newPage({ width: 1280 });
    await page.goto(path);
    await interactive(page);
    // Every visible control with a tab stop (Radix tab lists keep one stop; arrows move within).
    const expected = await page.evaluate(() => {
      const els = Array.from(
        document.querySelectorAll<HTMLElement>('a[href], button, input, textarea, [tabindex]'),
      ).filter(
        (el) =>
          el.tabIndex >= 0 &&
          el.getAttribute('role') !== 'tablist' && // Radix hands the list's focus to the active tab
          !el.hasAttribute('disabled') &&
          el.getClientRects().length > 0 &&
          getComputedStyle(el).visibility !== 'hidden',
      );
      els.forEach((el, i) => {
        el.dataset.kbd = String(i);
      });
      return els.length;
    });
    const reached = new Set<string>();
    for (let i = 0; i < expected + 3; i++) {
      await page.keyboard.press('Tab');
      const id = await page.evaluate(
        () => (document.activeElement as HTMLElement | null)?.dataset.kbd ?? null,
      );
      if (id) reached.add(id);
    }
    expect(expected).toBeGreaterThan(5);
    const missed = await page.evaluate(
      (ids: string[]) =>
        Array.from(document.querySelectorAll<HTMLElement>('[data-kbd]'))
          .filter((el) => !ids.includes(el.dataset.kbd ?? ''))
          .map((el) => el.outerHTML.slice(0, 120)),
      [...reached],
    );
    expect(missed).toEqual([]);
    await context.close();
  });
});
