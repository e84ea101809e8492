import { MESSAGES } from '@pp/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  axeViolations,
  createUserViaApi,
  formatViolations,
  launchBrowser,
  newPage,
  type Product,
  sessionStorageFor,
  shoot,
  startProduct,
  toast,
} from './helpers';

const PAGES = [
  { path: '/', name: 'landing', h1: /Turn any listing from/ },
  { path: '/pricing', name: 'pricing', h1: /Simple pricing/ },
  { path: '/contact-us', name: 'contact-us', h1: /We are here to help/ },
  { path: '/faq', name: 'faq', h1: /Frequently asked questions/ },
  { path: '/privacy', name: 'privacy', h1: /Privacy Policy/ },
  { path: '/terms-of-service', name: 'terms-of-service', h1: /Terms of Service/ },
];
const WIDTHS = [375, 768, 1280];

let product: Product;
let browser: Browser;
beforeAll(async () => {
  [product, browser] = await Promise.all([startProduct(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await product?.close();
});

/** Hydrates the page: the landing page waits for a first interaction, other pages hydrate at once. */
async function interactive(page: Page) {
  await page.mouse.move(5, 5);
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return root !== null && Object.keys(root).some((k) => k.startsWith('__reactContainer'));
  });
}

describe('public pages', () => {
  it.each(PAGES)(
    '$path: no axe violation, no horizontal overflow at 375/768/1280, screenshots',
    async ({ path, name, h1 }) => {
      const { context, page, errors } = await newPage(browser, product.baseUrl, { width: 1280 });
      await page.goto(path);
      await interactive(page);
      await expect.poll(() => page.locator('h1').first().textContent()).toMatch(h1);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: width < 768 ? 812 : 800 });
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${path} overflows at ${width}px`).toBeLessThanOrEqual(0);
        expect(formatViolations(await axeViolations(page)), `${path} at ${width}px`).toBe('');
      }
      await shoot(page, `public-${name}`, WIDTHS);
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it.each(PAGES)(
    '$path is prerendered: readable with JavaScript off, with its own head tags',
    async ({ path, h1 }) => {
      const context = await browser.newContext({ baseURL: product.baseUrl, javaScriptEnabled: false });
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
      const { context, page, errors } = await newPage(browser, product.baseUrl, { width: 375 });
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
    const { context, page, errors } = await newPage(browser, product.baseUrl, { width: 1280 });
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
      const html = await (await fetch(`${product.baseUrl}${path}`)).text();
      titles.add(html.match(/<title>([^<]*)<\/title>/)?.[1] ?? '');
    }
    expect(titles.size).toBe(PAGES.length);
    const sitemap = await (await fetch(`${product.baseUrl}/sitemap.xml`)).text();
    for (const { path } of PAGES) expect(sitemap).toContain(`${path === '/' ? '/' : path}</loc>`);
    const robots = await (await fetch(`${product.baseUrl}/robots.txt`)).text();
    expect(robots).toMatch(/Sitemap: .*\/sitemap\.xml/);
    // Signed-in routes still get the empty SPA shell, not the landing page.
    const shell = await (await fetch(`${product.baseUrl}/dashboard`)).text();
    expect(shell).not.toContain('Turn any listing from');
  });
});

describe('landing page', () => {
  it('rotates the source word every 2 s before and after hydration and loads no app code until an interaction', async () => {
    const { context, page } = await newPage(browser, product.baseUrl, { width: 1280 });
    // Decoded bytes of every JavaScript file the page has fetched so far.
    const scriptBytes = () =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .filter((e) => e.name.endsWith('.js'))
          .reduce((n, e) => n + (e as PerformanceResourceTiming).decodedBodySize, 0),
      );
    await page.goto('/');
    const active = () => page.locator('[data-testid="rotating-word"] > [data-active]').textContent();
    expect(await active()).toBe('Zillow');
    await expect.poll(active, { timeout: 3500 }).toBe('Realtor.com');
    expect(await scriptBytes()).toBeGreaterThan(0);
    expect(await scriptBytes()).toBeLessThan(20_000);
    await interactive(page);
    await expect.poll(active, { timeout: 3500 }).toBe('Trulia');
    await expect.poll(scriptBytes).toBeGreaterThan(200_000);
    await context.close();
  });

  it('a button pressed before hydration still works: the mobile menu opens on the first tap', async () => {
    const { context, page, errors } = await newPage(browser, product.baseUrl, { width: 375 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('FAQ: an answer opened before hydration opens, and a second one stays open with it', async () => {
    const { context, page, errors } = await newPage(browser, product.baseUrl, { width: 375 });
    await page.goto('/faq');
    const first = page.getByRole('button', { name: 'How many listings can I promote?' });
    await first.click();
    await expect.poll(() => first.getAttribute('aria-expanded')).toBe('true');
    const second = page.getByRole('button', { name: /login details/ });
    await second.click();
    expect(await second.getAttribute('aria-expanded')).toBe('true');
    expect(await first.getAttribute('aria-expanded')).toBe('true');
    expect(await page.getByText('Listings are unlimited on any plan.').isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Contact Support' }).click();
    await page.waitForURL(/\/contact-us$/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('final CTA: visitor variant, then the signed-in variant with the stored username', async () => {
    const visitor = await newPage(browser, product.baseUrl, { width: 1280 });
    await visitor.page.goto('/');
    // A signed-in visit loads the app at once; on a busy machine that takes more than poll's 1 s default.
    await expect
      .poll(() => visitor.page.locator('#cta-title').textContent(), { timeout: 10_000 })
      .toBe('Transform Your Listing Workflow Today');
    expect(
      await visitor.page.getByRole('link', { name: 'Start Your Free Trial Today!' }).getAttribute('href'),
    ).toBe('/sign-up');
    await visitor.context.close();

    const account = await createUserViaApi(product, { trial: true });
    const member = await newPage(browser, product.baseUrl, {
      width: 1280,
      localStorage: sessionStorageFor(account),
    });
    await member.page.goto('/');
    await expect
      .poll(() => member.page.locator('#cta-title').textContent(), { timeout: 10_000 })
      .toBe(`Welcome back, ${account.session.username ?? account.username}! Ready to list smarter?`);
    expect(await member.page.getByRole('link', { name: 'Go to Your Dashboard' }).getAttribute('href')).toBe(
      '/dashboard',
    );
    await member.context.close();
  });

  it('footer quick links scroll on the landing page and navigate there from other pages', async () => {
    const { context, page } = await newPage(browser, product.baseUrl, { width: 1280 });
    await page.goto('/faq');
    await interactive(page);
    await page.locator('footer').getByRole('link', { name: 'How It Works' }).click();
    await page.waitForURL(/\/#how-it-works$/);
    await expect
      .poll(() =>
        page.evaluate(() => document.getElementById('how-it-works')?.getBoundingClientRect().top ?? 999),
      )
      .toBeLessThan(120);
    await page.locator('footer').getByRole('link', { name: 'Testimonials' }).click();
    await expect
      .poll(() =>
        page.evaluate(() => document.getElementById('testimonials')?.getBoundingClientRect().top ?? 999),
      )
      .toBeLessThan(120);
    expect(await page.locator('[data-testid="testimonial"]').count()).toBe(6);
    expect(await page.locator('footer').getByRole('link', { name: 'Privacy Policy' }).isVisible()).toBe(
      false,
    );
    await context.close();
  });
});

describe('keyboard', () => {
  it.each(PAGES)('$path: Tab reaches every link and button in order', async ({ path }) => {
    const { context, page } = await newPage(browser, product.baseUrl, { width: 1280 });
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

describe('pricing', () => {
  it('defaults to Monthly; Yearly shows Billed $288.00 yearly and BEST VALUE; a visitor claiming the trial goes to sign in', async () => {
    const { context, page } = await newPage(browser, product.baseUrl, { width: 1280 });
    await page.goto('/pricing');
    await interactive(page);
    expect(await page.getByRole('tab', { name: 'Monthly Billing' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    await expect
      .poll(() => page.getByTestId('plan-card').filter({ visible: true }).textContent())
      .toContain('$25/month');
    await page.getByRole('tab', { name: /Yearly Billing/ }).click();
    const yearly = await page.getByTestId('plan-card').filter({ visible: true }).textContent();
    expect(yearly).toContain('Billed $288.00 yearly');
    expect(yearly).toContain('BEST VALUE');
    await page.getByRole('tab', { name: 'Claim Free Trial' }).click();
    await page.getByRole('button', { name: 'Claim Free Trial' }).click();
    await toast(page, MESSAGES.trialLoggedOut).waitFor();
    await page.waitForURL(/\/sign-in$/);
    await context.close();
  });

  it('a tab pressed before hydration switches: Yearly Billing on the first press', async () => {
    const { context, page, errors } = await newPage(browser, product.baseUrl, { width: 1280 });
    await page.goto('/pricing');
    await page.getByRole('tab', { name: /Yearly Billing/ }).click();
    await expect
      .poll(() => page.getByTestId('plan-card').filter({ visible: true }).textContent())
      .toContain('Billed $288.00 yearly');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a signed-in user claims the trial: toast, dashboard, and the tab is gone afterwards', async () => {
    const account = await createUserViaApi(product);
    const { context, page } = await newPage(browser, product.baseUrl, {
      width: 1280,
      localStorage: sessionStorageFor(account),
    });
    await page.goto('/pricing');
    await interactive(page);
    await page.getByRole('tab', { name: 'Claim Free Trial' }).click();
    await page.getByRole('button', { name: 'Claim Free Trial' }).click();
    await toast(page, MESSAGES.trialActivated).waitFor();
    await page.waitForURL(/\/dashboard/);
    await page.goto('/pricing');
    await interactive(page);
    await expect.poll(() => page.getByRole('tab', { name: 'Claim Free Trial' }).count()).toBe(0);
    await context.close();
  });

  it('pay as you go: clamps to 10, quick-adds, tier summary and hint', async () => {
    const { context, page } = await newPage(browser, product.baseUrl, { width: 1280 });
    await page.goto('/pricing');
    await interactive(page);
    const panel = page.getByRole('tabpanel').filter({ has: page.getByText('Facebook Marketplace Credits') });
    const input = panel.getByLabel('Number of credits');
    await input.fill('3');
    await input.blur();
    expect(await input.inputValue()).toBe('10');
    await input.fill('');
    await input.blur();
    expect(await input.inputValue()).toBe('10');
    await panel.getByRole('button', { name: 'Add 101 credits' }).click();
    expect(await panel.getByTestId('summary-total').textContent()).toBe('$22.20');
    expect(await panel.getByTestId('summary-unit').textContent()).toBe('$0.20');
    expect(await panel.getByTestId('savings-hint').textContent()).toBe(
      'Add 390 more credits to unlock $0.15 per credit.',
    );
    await context.close();
  });
});

describe('contact', () => {
  async function fillAndSend(page: Page) {
    await page.getByLabel('Full Name').fill('Dana Agent');
    await page.getByLabel('Email Address').fill('dana@example.com');
    await page.getByLabel('Phone Number').fill('555-0100');
    await page.getByLabel('Company/Agency').fill('Dana Realty');
    await page.getByLabel('Subject').fill('Team plan');
    await page.getByLabel('Message').fill('Do you offer a plan for a team of five agents?');
    await page.getByRole('button', { name: 'Send Message' }).click();
  }
  const allEmpty = (page: Page) =>
    page.evaluate(() =>
      Array.from(
        document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('form input, form textarea'),
      ).every((el) => el.value === ''),
    );

  it('typing and sending before hydration reach the server (typed values handed to React)', async () => {
    const { context, page, errors } = await newPage(browser, product.baseUrl, { width: 1280 });
    await page.goto('/contact-us');
    await page.getByLabel('Full Name').fill('Early Bird');
    await page.getByLabel('Email Address').fill('early@example.com');
    await page.getByLabel('Subject').fill('Before hydration');
    await page.getByLabel('Message').fill('Typed before the app woke up.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await toast(page, MESSAGES.contactSent).waitFor();
    expect(await allEmpty(page)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sends, clears the form, and answers the same message again with the 409 sentence (cleared again)', async () => {
    const { context, page } = await newPage(browser, product.baseUrl, { width: 375 });
    await page.goto('/contact-us');
    await interactive(page);
    await fillAndSend(page);
    await toast(page, MESSAGES.contactSent).waitFor();
    expect(await allEmpty(page)).toBe(true);
    await fillAndSend(page);
    await toast(page, MESSAGES.contactAlreadySent).waitFor();
    expect(await allEmpty(page)).toBe(true);
    await context.close();
  });
});
