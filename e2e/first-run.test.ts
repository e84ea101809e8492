import { MESSAGES } from '@pp/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { linkIn, newUser, productInBrowser, toast } from './helpers';

/**
 * The scripted first minutes (issue 24): sign up, verify by mail, sign in, start the trial in one step,
 * land on the dashboard with its first-run checklist, never seeing an error toast, in at most 8 of the
 * agent's actions. An action is what the agent does: open a page or a link, submit a form (its fields
 * are typed as part of it) or press a button.
 */
const e2e = productInBrowser();
const MAX_ACTIONS = 8;

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

describe('the first minutes of a new agent', () => {
  it('goes from sign-up to the dashboard checklist in at most 8 actions, without an error toast', async () => {
    const { context, page, errors } = await e2e.newPage();
    const errorToasts = await watchErrorToasts(page);
    const actions: string[] = [];
    const act = async (what: string, step: () => Promise<unknown>) => {
      actions.push(what);
      await step();
    };
    const user = newUser({ name: 'Rosa Delgado' });
    const started = performance.now();

    await act('open sign-up', () => page.goto('/sign-up'));
    await act('submit the sign-up form', async () => {
      await page.getByLabel('Username', { exact: true }).fill(user.username);
      await page.getByLabel('Name', { exact: true }).fill(user.name);
      await page.getByLabel('Email', { exact: true }).fill(user.email);
      await page.getByLabel('Phone Number', { exact: true }).fill(user.phoneNumber);
      await page.getByLabel('Password', { exact: true }).fill(user.password);
      await page.getByRole('button', { name: 'Create Account', exact: true }).click();
    });
    await page.waitForURL('**/signup-success');

    const mail = await e2e.product.smtp.waitFor(user.email, /verif/i);
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

    const seconds = (performance.now() - started) / 1000;
    console.info(`first run: ${actions.length} actions in ${seconds.toFixed(1)} s`, actions);
    expect(actions.length).toBeLessThanOrEqual(MAX_ACTIONS);
    expect(errorToasts).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
