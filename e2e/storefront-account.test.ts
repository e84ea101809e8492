import { MESSAGES } from '@pp/contract';
import { priceFor } from '@pp/pricing';
import { describe, expect, it } from 'vitest';
import {
  type E2eAccount,
  expectNoAxeViolations,
  linkIn,
  newUser,
  productInBrowser,
  shoot,
  toast,
} from './helpers';

const e2e = productInBrowser();

/** Pays a checkout at the sandbox's hosted page through its form endpoint (what the page posts). */
async function buyViaApi(account: E2eAccount, payload: object) {
  const res = await fetch(`${e2e.product.baseUrl}/api/v1/payment/create-checkout-session`, {
    method: 'POST',
    headers: { ...account.auth, 'content-type': 'application/json' },
    body: JSON.stringify(payload),
  });
  const { url } = (await res.json()).data as { url: string };
  const paid = await fetch(`${new URL(url).origin}${new URL(url).pathname}/pay`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      card_number: '5555 5555 5555 4444',
      expiry: '12 / 34',
      cvc: '123',
      name: 'Jane Agent',
    }).toString(),
  });
  expect(paid.status).toBe(303);
}

const marketplace100 = {
  package_type: 'paygo',
  package_details: {
    package_name: 'paygo_credits',
    package_price: priceFor('promote_to_facebook_marketplace', 100) / 100,
    api_calls_buy: 100,
    type_of_api_call: 'promote_to_facebook_marketplace',
  },
};
const monthlyPlan = {
  package_type: 'subscription',
  package_details: { package_name: 'professional_monthly', package_price: 25 },
};

describe('money an agent can account for', () => {
  it('Transactions name the product in words; View Receipt opens a printable receipt', async () => {
    const account = await e2e.createUser({ trial: true, name: 'Rita Receipt' });
    await buyViaApi(account, marketplace100);
    const { context, page, errors } = await e2e.newPage({ signedInAs: account });
    await page.goto('/dashboard/transactions');
    await page.getByText('Facebook Marketplace credits × 100').waitFor();
    expect(await page.title()).toBe('Transactions – Property Promoter');
    const link = page.getByRole('link', { name: 'View Receipt' });
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/receipts\/[0-9a-f-]{36}$/);
    await page.goto(href!);
    await page.getByRole('heading', { name: 'Receipt' }).waitFor();
    expect(await page.getByTestId('receipt-amount').textContent()).toBe('$25.00 USD');
    expect(await page.getByTestId('receipt-card').textContent()).toBe('MASTERCARD •••• 4444');
    expect(await page.getByTestId('receipt-credits').textContent()).toBe('100');
    expect(await page.getByRole('article').getByText('Rita Receipt').isVisible()).toBe(true);
    // Printed, the page is the receipt alone: no navigation, no buttons.
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('header').first().isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Print receipt' }).isVisible()).toBe(false);
    await page.emulateMedia({ media: 'screen' });
    await shoot(page, 'storefront-receipt');
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a subscriber sees their plan marked on /pricing, switches to yearly, and cancels then resumes', async () => {
    const account = await e2e.createUser({ name: 'Sam Subscriber' });
    await buyViaApi(account, monthlyPlan);
    const { context, page, errors } = await e2e.newPage({ signedInAs: account });
    await page.goto('/pricing');
    const card = page.getByTestId('plan-card').filter({ visible: true });
    await expect.poll(() => card.textContent(), { timeout: 10_000 }).toContain('YOUR CURRENT PLAN');
    expect(await card.textContent()).not.toContain('No credit card required');
    expect(await page.getByRole('tab', { name: 'Claim Free Trial' }).count()).toBe(0);
    await shoot(page, 'storefront-pricing-subscriber');
    await page.getByRole('tab', { name: /Yearly Billing/ }).click();
    await page.getByRole('button', { name: 'Switch to Yearly Billing' }).click();
    await page.getByRole('dialog', { name: 'Switch to yearly billing?' }).waitFor();
    await page.getByRole('button', { name: 'Confirm Switch' }).click();
    await toast(page, MESSAGES.planChanged).waitFor();
    await expect
      .poll(() => page.getByTestId('plan-card').filter({ visible: true }).textContent())
      .toContain('YOUR CURRENT PLAN');

    await page.goto('/dashboard/subscriptions');
    await page.getByText('Professional Yearly').first().waitFor();
    await page.getByRole('button', { name: 'Cancel Subscription' }).click();
    await page.getByRole('dialog', { name: 'Cancel your subscription?' }).waitFor();
    await shoot(page, 'storefront-cancel-confirm', [375, 1280], { fullPage: false });
    await page.getByRole('button', { name: 'Yes, Cancel Subscription' }).click();
    await page.getByRole('heading', { name: 'Subscription Cancelled' }).waitFor();
    await page.getByRole('button', { name: 'Resume Subscription' }).click();
    await toast(page, MESSAGES.subscriptionResumed).waitFor();
    await page.getByRole('heading', { name: 'Active Subscription' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("the account's rough edges", () => {
  it('pay as you go: the Twitter bar is scaled to its tiers (marks apart, not piled up)', async () => {
    const { context, page } = await e2e.newPage({ width: 375 });
    await page.goto('/pricing');
    await page.getByRole('tablist', { name: 'Credit type' }).getByRole('tab', { name: 'Twitter' }).click();
    const panel = page.getByRole('tabpanel').filter({ has: page.getByText('Twitter Credits') });
    await panel.getByRole('button', { name: 'Add 10 credits' }).waitFor();
    const boxes = await panel.locator('[aria-hidden="true"] > span[style]').evaluateAll((spans) =>
      spans.map((s) => {
        const r = s.getBoundingClientRect();
        return { text: s.textContent, left: r.left, right: r.right };
      }),
    );
    expect(boxes.map((b) => b.text)).toEqual(['0', '10', '20', '50', '100']);
    for (let i = 1; i < boxes.length; i++) expect(boxes[i]!.left).toBeGreaterThan(boxes[i - 1]!.right + 4);
    await panel.scrollIntoViewIfNeeded();
    await shoot(page, 'storefront-paygo-twitter', [375, 1280], { fullPage: false });
    await context.close();
  });

  it('every auth page has its own title; /login-success sends a visitor to sign in', async () => {
    const { context, page } = await e2e.newPage();
    const titles = new Set<string>();
    for (const path of ['/sign-in', '/sign-up', '/forgot-password', '/signup-success']) {
      await page.goto(path);
      await expect.poll(() => page.title(), { timeout: 15_000 }).not.toBe('Property Promoter');
      titles.add(await page.title());
    }
    expect(titles.size).toBe(4);
    await page.goto('/login-success');
    await page.waitForURL('**/sign-in');
    expect(await page.getByText("You're signed in").count()).toBe(0);
    await context.close();
  });

  it('a verification link opened twice says the email is already verified', async () => {
    const user = newUser();
    const res = await fetch(`${e2e.product.baseUrl}/api/v1/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(user),
    });
    expect(res.status).toBe(201);
    const link = linkIn(await e2e.product.smtp.waitFor(user.email, /Verify your email/), '/verify-email/');
    const { context, page } = await e2e.newPage({ width: 375 });
    await page.goto(link);
    await page.getByRole('heading', { name: 'Email Verified Successfully!' }).waitFor();
    await page.goto(link);
    await page.getByRole('heading', { name: 'Email Already Verified' }).waitFor();
    expect(await page.getByText('Verification Failed').count()).toBe(0);
    await shoot(page, 'storefront-verify-again');
    await context.close();
  });

  it('profile: download the data as JSON, then delete the account after confirming with the password', async () => {
    const account = await e2e.createUser({ trial: true, name: 'Dora Delete' });
    const { context, page, errors } = await e2e.newPage({ signedInAs: account });
    await page.goto('/dashboard/profile');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download my data (JSON)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^property-promoter-data-\d{4}-\d{2}-\d{2}\.json$/);
    await shoot(page, 'storefront-profile');
    const yourData = page.getByRole('region', { name: 'Your data' });
    await yourData.getByRole('button', { name: 'Delete account', exact: true }).click();
    await page.getByRole('dialog', { name: 'Delete your account?' }).waitFor();
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await shoot(page, 'storefront-delete-confirm', [375, 1280], { fullPage: false });
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await toast(page, MESSAGES.accountDeleted).waitFor();
    await page.waitForURL((url) => url.pathname === '/');
    await e2e.product.smtp.waitFor(account.email, /account has been deleted/);
    expect(errors).toEqual([]);
    await context.close();
  });
});
