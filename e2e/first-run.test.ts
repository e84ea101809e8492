import { MESSAGES } from '@pp/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_PAGES } from '../apps/extension/src/testing/fixture-pages';
import { type ExtensionRig, launchExtensionRig } from '../apps/extension/src/testing/launch-extension';
import { linkIn, newUser, type Product, startProduct, toast } from './helpers';

/**
 * The scripted first minutes (issue 24), in a browser with the extension installed: sign up, verify
 * by mail, sign in, start the trial in one step (the dashboard's checklist ticks), open a listing and
 * click the extension: the first drafts in the side panel, in at most 8 of the agent's actions and
 * under 20 s, never seeing an error toast. An action is what the agent does: open a page or a link,
 * submit a form (its fields are typed as part of it) or press a button. Then the side panel takes
 * the web app's session and the checklist ticks the extension and the first draft as they happen.
 */
const MAX_ACTIONS = 8;
const MAX_SECONDS = 20;
const PROMPT_TITLE = 'Sign in to the Chrome extension?';
let product: Product;
let rig: ExtensionRig;

beforeAll(async () => {
  product = await startProduct();
  rig = await launchExtensionRig({ apiBase: product.baseUrl });
});
afterAll(async () => {
  await rig?.close();
  await product?.close();
});

/** Records the text of every error toast any page of the walk shows, across navigations. */
async function watchErrorToasts(page: Page) {
  const seen: string[] = [];
  await page.exposeFunction('ppErrorToast', (text: string) => seen.push(text));
  await page.addInitScript(() => {
    const report = (window as unknown as { ppErrorToast: (t: string) => void }).ppErrorToast;
    const reported = new WeakSet<Element>();
    new MutationObserver(() => {
      for (const el of document.querySelectorAll('[data-sonner-toast][data-type="error"]')) {
        if (reported.has(el)) continue;
        reported.add(el);
        report(el.textContent ?? '');
      }
    }).observe(document, { childList: true, subtree: true });
  });
  return seen;
}

/** Uncaught errors and console errors of a page. */
function watchErrors(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  return errors;
}

describe('the first minutes of a new agent', () => {
  it('goes from sign-up to the first drafts in the side panel in at most 8 actions, under 20 s, without an error toast', {
    timeout: 180_000,
  }, async () => {
    const zillow = FIXTURE_PAGES[0];
    if (!zillow) throw new Error('no fixture');
    const page = await rig.context.newPage();
    const errors = watchErrors(page);
    const errorToasts = await watchErrorToasts(page);
    const actions: string[] = [];
    const act = async (what: string, step: () => Promise<unknown>) => {
      actions.push(what);
      await step();
    };
    const user = newUser({ name: 'Rosa Delgado' });
    const started = performance.now();

    await act('open sign-up', () => page.goto(`${product.baseUrl}/sign-up`));
    await act('submit the sign-up form', async () => {
      await page.getByLabel('Username', { exact: true }).fill(user.username);
      await page.getByLabel('Name', { exact: true }).fill(user.name);
      await page.getByLabel('Email', { exact: true }).fill(user.email);
      await page.getByLabel('Phone Number', { exact: true }).fill(user.phoneNumber);
      await page.getByLabel('Password', { exact: true }).fill(user.password);
      await page.getByRole('button', { name: 'Create Account', exact: true }).click();
    });
    await page.waitForURL('**/signup-success');

    const mail = await product.smtp.waitFor(user.email, /verif/i);
    await act('open the mailed verification link', () => page.goto(linkIn(mail, '/verify-email/')));
    await page.getByRole('heading', { name: 'Email Verified Successfully!' }).waitFor();
    await act('continue to sign in', () => page.getByRole('link', { name: 'Continue to Login' }).click());
    await page.waitForURL('**/sign-in');

    await act('submit the sign-in form', async () => {
      await page.getByLabel('Email', { exact: true }).fill(user.email);
      await page.getByLabel('Password', { exact: true }).fill(user.password);
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    });
    // The first sign-in is offered the trial in one step, on the dashboard's address: not /pricing.
    const trialStep = page.getByTestId('start-trial-step');
    await trialStep.waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    await act('start the trial', () =>
      trialStep.getByRole('button', { name: 'Start my free trial' }).click(),
    );
    await toast(page, MESSAGES.trialActivated).waitFor();

    const checklist = page.getByRole('region', { name: 'Get started' });
    await checklist.waitFor();
    const done = async (step: string) => checklist.locator(`[data-step="${step}"]`).getAttribute('data-done');
    await expect.poll(() => done('email_verified')).toBe('true');
    await expect.poll(() => done('trial_started')).toBe('true');
    expect(await checklist.getByText('2 of 6 done').isVisible()).toBe(true);

    // The listing, in a tab of its own, and the extension's button on it.
    const listing = await rig.context.newPage();
    await act('open a listing page', () => listing.goto(zillow.url));
    let panel: Page | undefined;
    await act('click the extension on the listing', async () => {
      panel = await rig.openSidePanel(listing);
    });
    const drafts = panel!.getByTestId('drafts');
    await drafts.waitFor();
    // The drafts are written (from the page itself: no sign-in needed to see them).
    const texts = await drafts
      .locator('textarea')
      .evaluateAll((els) => els.map((e) => (e as HTMLTextAreaElement).value));
    expect(texts.some((t) => t.includes(zillow.street))).toBe(true);
    const seconds = (performance.now() - started) / 1000;
    console.info(`first run: ${actions.length} actions in ${seconds.toFixed(1)} s`, actions);
    expect(actions.length).toBeLessThanOrEqual(MAX_ACTIONS);
    expect(seconds).toBeLessThan(MAX_SECONDS);
    expect(errorToasts).toEqual([]);
    expect(errors).toEqual([]);

    // Beyond the count: the side panel takes the web app's session (asked in the app's tab, allowed
    // there), saves the listing, and the dashboard's checklist ticks both steps as they happen.
    await panel!.getByRole('button', { name: 'Use my web app session' }).click();
    const dialog = page.getByRole('dialog', { name: PROMPT_TITLE });
    await dialog.waitFor({ timeout: 15_000 });
    await dialog.getByRole('button', { name: 'Allow' }).click();
    await panel!.getByRole('heading', { name: 'Sign in to publish' }).waitFor({ state: 'detached' });
    await page.bringToFront();
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    // The checklist reads again on focus, and every 15 s while incomplete (get-onboarding.ts): if the
    // save lands after the focus read, the tick waits for the next 15 s read, so 3x that.
    await expect.poll(() => done('extension_installed'), { timeout: 45_000 }).toBe('true');
    await expect.poll(() => done('first_draft'), { timeout: 45_000 }).toBe('true');
    expect(errorToasts).toEqual([]);
  });
});
