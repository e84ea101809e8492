import { MESSAGES } from '@pp/contract';
import { describe, expect, it } from 'vitest';
import {
  expectNoAxeViolations,
  linkIn,
  productInBrowser,
  sessionStorageFor,
  shoot,
  signInViaUi,
  toast,
} from './helpers';

const e2e = productInBrowser();

describe('accounts in the browser', () => {
  // Sign-up, verification, first sign-in and the trial in one step: e2e/first-run.test.ts (issue 24).

  it('resets a forgotten password through the mailed link', async () => {
    const account = await e2e.createUser();
    const { context, page, errors } = await e2e.newPage();
    await page.goto('/sign-in');
    await page.getByRole('link', { name: 'Forgot Password?' }).click();
    await page.waitForURL('**/forgot-password');
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Send Reset Instructions' }).click();
    await page.getByRole('heading', { name: 'Check Your Email' }).waitFor();
    await page.getByText(account.email).waitFor();

    const mail = await e2e.product.smtp.waitFor(account.email, /reset/i);
    const link = linkIn(mail, '/reset-password');
    expect(link.startsWith(`${e2e.product.baseUrl}/reset-password?token=`)).toBe(true);
    await page.goto(link);
    await page.getByLabel('New Password').fill('N3w!Passw0rd');
    await page.getByLabel('Confirm Password').fill('N3w!Passw0rd');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByRole('heading', { name: 'Password Reset Successful!' }).waitFor();
    await page.getByRole('link', { name: 'Sign In' }).click();

    await signInViaUi(page, { email: account.email, password: 'N3w!Passw0rd' });
    await toast(page, MESSAGES.loginSuccess).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens the user menu on click, closes it on Escape and outside click, and logs out', async () => {
    const account = await e2e.createUser({ trial: true, name: 'Marcus Lee' });
    const { context, page } = await e2e.newPage({ signedInAs: account });
    await page.goto('/');
    const trigger = page.getByRole('button', { name: /Marcus Lee/ });
    await trigger.click();
    const menu = page.getByRole('menu');
    await menu.waitFor();
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    await trigger.click();
    await menu.waitFor();
    // Radix listens for an outside press from a timer after the menu opens; on a loaded machine a click
    // straight after the menu shows can come first and is (rightly) not an outside press. A person's
    // click comes later; the test presses again until one lands after the listener, within 10 s.
    for (let tries = 0; tries < 40 && (await menu.count()) > 0; tries++) {
      await page.mouse.click(20, 400);
      await page.waitForTimeout(250);
    }
    await menu.waitFor({ state: 'detached' });

    await trigger.click();
    await page.getByRole('menuitem', { name: 'Log Out' }).click();
    await page.waitForURL('**/sign-in');
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
    await page.getByRole('link', { name: 'Get Started' }).waitFor();
    // Signed out, the dashboard sends the visitor back to sign in.
    await page.goto('/dashboard');
    await page.waitForURL('**/sign-in');
    await toast(page, MESSAGES.dashboardLoginRequired).waitFor();
    await context.close();
  });

  it('turns the navigation solid after scrolling and locks scrolling under the mobile menu', async () => {
    const account = await e2e.createUser({ trial: true, name: 'Priya Patel' });
    const { context, page } = await e2e.newPage({
      width: 375,
      signedInAs: account,
    });
    await page.goto('/signup-success');
    const header = page.locator('header').first();
    expect(await header.getAttribute('data-scrolled')).toBe('false');
    await page.mouse.wheel(0, 300);
    await page.waitForFunction(() => document.querySelector('header')?.dataset.scrolled === 'true');

    await page.getByRole('button', { name: 'Open menu' }).click();
    const panel = page.getByRole('dialog');
    await panel.waitFor();
    await panel.getByText('Priya Patel').waitFor();
    const locked = await page.evaluate(() => getComputedStyle(document.body).overflow);
    expect(locked).toBe('hidden');
    await expectNoAxeViolations(page);
    await shoot(page, 'nav-mobile-menu', [375], { fullPage: false });
    await panel.getByRole('link', { name: 'Pricing' }).click();
    await page.waitForURL('**/pricing');
    await panel.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Log Out' }).click();
    await page.waitForURL('**/sign-in');
    await context.close();
  });

  it('sends signed-in users away from the auth pages and visitors away from the dashboard', async () => {
    const account = await e2e.createUser({ trial: true });
    const { context, page } = await e2e.newPage({ signedInAs: account });
    for (const path of ['/sign-in', '/sign-up', '/forgot-password', '/reset-password']) {
      await page.goto(path);
      await page.waitForURL('**/dashboard');
    }
    await context.close();

    // A visitor (nothing stored) who opens the dashboard is sent to sign in and told why.
    const visitor = await e2e.newPage();
    await visitor.page.goto('/dashboard');
    await visitor.page.waitForURL('**/sign-in');
    await toast(visitor.page, MESSAGES.dashboardLoginRequired).waitFor();
    expect(await visitor.page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
    await visitor.context.close();
  });

  it('ends an expired session with a toast and a trip to /sign-in', async () => {
    const account = await e2e.createUser({ trial: true });
    const storage = { ...sessionStorageFor(account), accessToken: 'garbage', refresh_token: 'also-garbage' };
    const { context, page } = await e2e.newPage({ localStorage: storage });
    await page.goto('/dashboard');
    await page.waitForURL('**/sign-in');
    await toast(page, MESSAGES.sessionExpired).waitFor();
    await context.close();
  });
});

describe('auth pages look finished and pass axe', () => {
  const pages: Array<[string, string, string]> = [
    ['sign-up', '/sign-up', 'Create your account'],
    ['sign-in', '/sign-in', 'Welcome back'],
    ['forgot-password', '/forgot-password', 'Forgot your password?'],
    ['reset-password-token', '/reset-password?token=abc', 'Choose a new password'],
    ['verify-email-failed', '/verify-email/not-a-token', 'Verification Failed'],
    ['signup-success', '/signup-success', 'Thank You for Signing Up!'],
  ];
  for (const [name, path, heading] of pages) {
    it(`${path}`, async () => {
      const { context, page, errors } = await e2e.newPage();
      await page.goto(path);
      await page.getByRole('heading', { name: heading, exact: true }).waitFor();
      await shoot(page, `auth-${name}`);
      await expectNoAxeViolations(page);
      expect(errors.filter((e) => !e.includes('the server responded with a status of 400'))).toEqual([]);
      await context.close();
    });
  }

  it('sign-up validation messages and the error banner', async () => {
    const taken = await e2e.createUser();
    const { context, page } = await e2e.newPage();
    await page.goto('/sign-up');
    const submit = page.getByRole('button', { name: 'Create Account' });
    expect(await submit.isDisabled()).toBe(true);
    await page.getByLabel('Email', { exact: true }).fill('jane@');
    await page.getByLabel('Phone Number').fill('call me');
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByText('Invalid email address').waitFor();
    await page.getByText('Invalid phone number format').waitFor();
    await shoot(page, 'auth-sign-up-errors');
    await page.getByLabel('Username').fill(taken.username);
    await page.getByLabel('Name', { exact: true }).fill('Jane Realtor');
    await page.getByLabel('Email', { exact: true }).fill(taken.email);
    await page.getByLabel('Phone Number').fill('+1 555 010 2000');
    await page.getByLabel('Password', { exact: true }).fill('Str0ng!Pass');
    await submit.click();
    await page.getByRole('alert').filter({ hasText: MESSAGES.emailTaken }).waitFor();
    await shoot(page, 'auth-sign-up-taken', [1280]);
    await context.close();
  });
});
