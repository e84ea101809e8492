import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, productInBrowser, shoot, signInViaUi } from './helpers';

const e2e = productInBrowser();

const counter = (page: Page, label: string) =>
  page.getByRole('list', { name: 'Credits left' }).first().getByRole('listitem').filter({ hasText: label });

/** Fills the sandbox's hosted card form and submits it. */
async function payWithCard(page: Page, card: string) {
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Jane Agent');
  await page.getByRole('button', { name: /^(Pay|Subscribe) \$/ }).click();
}

describe('billing in the browser (sandbox checkout, no network)', () => {
  it('buys 25 LinkedIn credits, then subscribes monthly and cancels', async () => {
    const account = await e2e.createUser({ trial: true, name: 'Jane Agent' });
    const { context, page, errors } = await e2e.newPage();
    const failed: string[] = [];
    page.on('response', (r) => {
      if (r.status() >= 400) failed.push(`${r.status()} ${new URL(r.url()).pathname}`);
    });
    await signInViaUi(page, account);
    await page.waitForURL('**/dashboard');
    // Trial credits: 1 LinkedIn.
    await expect.poll(() => counter(page, 'LinkedIn').textContent()).toContain('1');

    // Pay As You Go → LinkedIn → 25 credits → Continue to Payment.
    await page.goto('/pricing');
    const linkedIn = page
      .getByRole('tablist', { name: 'Credit type' })
      .getByRole('tab', { name: 'LinkedIn' });
    await linkedIn.click();
    // A press made while the app is still arriving is held and replayed once it has: the agent types
    // into the LinkedIn panel once it shows.
    await expect.poll(() => linkedIn.getAttribute('aria-selected')).toBe('true');
    const quantity = page.getByLabel('Number of credits');
    await quantity.fill('25');
    await quantity.press('Enter');
    await page.getByRole('button', { name: 'Continue to Payment' }).click();

    await page.waitForURL('**/sandbox/checkout/**');
    await expect.poll(() => page.locator('body').textContent()).toMatch(/LinkedIn Credits[\s\S]*Qty 25/);
    expect(await page.locator('.total').textContent()).toBe('$18.75');
    await shoot(page, 'sandbox-checkout-credits');
    await expectNoAxeViolations(page);

    // The decline card shows the decline and charges nothing.
    await payWithCard(page, '4000 0000 0000 0002');
    await page.getByRole('alert').filter({ hasText: 'Your card was declined.' }).waitFor();
    await shoot(page, 'sandbox-checkout-declined');

    await payWithCard(page, '4242 4242 4242 4242');
    await page.waitForURL('**/payment/success?session_id=*');
    await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor();
    await page.waitForURL('**/dashboard');
    await expect.poll(() => counter(page, 'LinkedIn').textContent(), { timeout: 10_000 }).toMatch(/26$/);

    await page.goto('/dashboard/transactions');
    const row = page.getByRole('row').filter({ hasText: '$18.75 USD' });
    await row.waitFor();
    // The product in words, not its id.
    expect(await row.textContent()).toMatch(/LinkedIn credits × 25/);
    expect(await row.textContent()).toMatch(/VISA/);

    // Subscribe monthly (the default tab) through the sandbox.
    await page.goto('/pricing');
    await page.getByRole('button', { name: 'Get Started' }).first().click();
    await page.waitForURL('**/sandbox/checkout/**');
    expect(await page.locator('.total').textContent()).toMatch(/^\$25\.00/);
    await shoot(page, 'sandbox-checkout-subscription');
    await payWithCard(page, '4242 4242 4242 4242');
    await page.waitForURL('**/dashboard');

    await page.goto('/dashboard/subscriptions');
    await page.getByRole('heading', { name: 'Active Subscription' }).waitFor();
    await page.getByText('Professional Monthly').first().waitFor();
    await page.getByRole('button', { name: 'Cancel Subscription' }).click();
    await page.getByRole('button', { name: 'Yes, Cancel Subscription' }).click();
    await page.getByRole('heading', { name: 'Subscription Cancelled' }).waitFor();
    await page.getByText('Your subscription has been cancelled', { exact: true }).waitFor();
    await page.getByText('Access Until', { exact: true }).waitFor();

    // The only failed response is the declined payment itself (the hosted page answers it with 402).
    expect(failed).toEqual([expect.stringMatching(/^402 \/sandbox\/checkout\/.+\/pay$/)]);
    expect(errors.filter((e) => !e.includes('status of 402'))).toEqual([]);
    await context.close();
  });

  it('success and cancelled pages look finished at 375 and 1280 px', async () => {
    const { context, page } = await e2e.newPage();
    // Without a session id the success page only logs (PRODUCT.md §8) and keeps its message.
    await page.goto('/payment/success');
    await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor();
    await page.getByRole('link', { name: 'Back to Dashboard' }).waitFor();
    await shoot(page, 'payment-success');
    await expectNoAxeViolations(page);

    await page.goto('/payment/cancel');
    await page.getByText('no charges were made').waitFor();
    expect(await page.getByRole('link', { name: 'Try Payment Again' }).getAttribute('href')).toBe('/pricing');
    expect(await page.getByRole('link', { name: 'Return to Dashboard' }).getAttribute('href')).toBe(
      '/dashboard',
    );
    await shoot(page, 'payment-cancel');
    await expectNoAxeViolations(page);
    await context.close();
  });

  it('dashboard pricing: the purchase card starts at 10 credits, flags a bad quantity and checks out', async () => {
    const account = await e2e.createUser({ trial: true });
    const { context, page, errors } = await e2e.newPage({ signedInAs: account });
    await page.goto('/dashboard/pricing');
    const quantity = page.getByLabel('Number of credits');
    await quantity.waitFor();
    expect(await quantity.inputValue()).toBe('10');
    const pay = page.getByRole('button', { name: 'Continue to Payment' });
    expect(await pay.isEnabled()).toBe(true);
    await shoot(page, 'dashboard-pricing');
    await expectNoAxeViolations(page);

    await quantity.fill('5');
    await page.getByText('Minimum purchase is 10 credits.').waitFor();
    expect(await pay.isDisabled()).toBe(true);

    await page.getByText('Reel Generation', { exact: true }).click();
    await quantity.fill('15');
    await pay.click();
    await page.waitForURL('**/sandbox/checkout/**');
    expect(await page.locator('.total').textContent()).toBe('$27.00'); // 15 × $1.80
    expect(errors).toEqual([]);
    await context.close();
  });
});
