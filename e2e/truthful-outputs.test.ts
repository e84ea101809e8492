import { readFile } from 'node:fs/promises';
import type { TListingCompliance, TListingDetail } from '@pp/contract';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_LISTING_AGENT } from '../apps/api/test/helpers/sample-listing';
import { type E2eAccount, productInBrowser, toast } from './helpers';
import { apiAs, seedAgentListing } from './helpers/seed-agent';

// Issue 22, "Truthful outputs", as an agent sees it in the web app: the publish gate's problems with
// their fix links, the brokerage set in the profile, the listing broker's permission recorded on the
// listing's page (NAR Standard of Practice 12-4), the property page crediting the listing's firm as
// the listing's and never as the agent's, "Is this my listing?", the compliance record and its CSV.
const e2e = productInBrowser({ agentsReadyToPublish: false });
const LISTING = SAMPLE_LISTING_AGENT; // the sample listing's agent: Jason Lieberman, Albuquerque House Hunting
const OWN_BROKERAGE = 'Sunrise Realty';
const CSV_COLUMNS =
  'created_at,listing_id,kind,platform,output_id,content,findings,accepted_warnings,permission,attribution,facts'.split(
    ',',
  );

// Dana has no brokerage on the profile and converted another broker's listing.
let dana: { account: E2eAccount; detail: TListingDetail };
const listingPath = () => `/dashboard/listings/${dana.detail.listing_id}`;
const pagePath = () => new URL(dana.detail.page.url).pathname;
const claimOf = async (who: typeof dana) =>
  (await apiAs(
    e2e.product,
    who.account.auth,
    'GET',
    `/listings/${who.detail.listing_id}/claim`,
  )) as TListingCompliance;

beforeAll(async () => {
  dana = await seedAgentListing(e2e.product, { name: 'Dana Whitaker', brokerage: '' });
});

/** The listing's page, signed in as the agent, once its claim section has loaded. */
async function openListing(who: typeof dana, width = 1280) {
  const opened = await e2e.newPage({ signedInAs: who.account, width });
  await opened.page.goto(`/dashboard/listings/${who.detail.listing_id}`);
  await opened.page.getByRole('heading', { name: 'Is this my listing?' }).waitFor();
  return opened;
}

/** The gate's list on the listing's page: "Before anything is published for this listing:". */
const gate = (page: Page) =>
  page.getByRole('alert').filter({ hasText: 'Before anything is published for this listing:' });

/** Console errors other than the failed requests a refused input or a 404 page logs on purpose. */
const unexpected = (errors: string[]) => errors.filter((e) => !/Failed to load resource/.test(e));

describe('another broker’s listing, no brokerage on the profile', () => {
  it('lists what is missing with a fix link each; the brokerage link focuses the profile field; the page is not available', async () => {
    const { context, page, errors } = await openListing(dana);
    const problems = gate(page).getByRole('listitem');
    const brokerage = problems.filter({ hasText: 'Add your brokerage to your profile' });
    const permission = problems.filter({ hasText: "record the listing broker's permission" });
    await expect.poll(() => brokerage.count()).toBe(1);
    await expect.poll(() => permission.count()).toBe(1);
    // Whose listing it is, in the agent's words (never presented as the agent's own).
    expect(await permission.textContent()).toContain(`it is ${LISTING.name}, ${LISTING.brokerage}'s`);
    expect(await brokerage.getByRole('link', { name: 'Fix it in your profile' }).getAttribute('href')).toBe(
      '/dashboard/profile#brokerage_name',
    );
    expect(await permission.getByRole('link', { name: 'Fill it in here' }).getAttribute('href')).toBe(
      `${listingPath()}#permission`,
    );

    await brokerage.getByRole('link', { name: 'Fix it in your profile' }).click();
    await page.waitForURL(/\/dashboard\/profile#brokerage_name$/);
    await page.getByLabel('Brokerage name').waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('brokerage');
    expect(unexpected(errors)).toEqual([]);

    const res = await page.goto(pagePath());
    expect(res?.status()).toBe(404);
    expect(await page.locator('body').textContent()).toContain('This property page is not available');
    expect(await page.locator('body').textContent()).not.toContain(LISTING.brokerage);
    await context.close();
  });

  it('refuses a permission without "who" or dated in the future, shows the field message and records nothing', async () => {
    const { context, page } = await openListing(dana);
    const form = page.getByRole('form', { name: 'Listing broker’s permission' });
    const submit = form.getByRole('button', { name: 'Record permission' });

    await form.getByLabel('Who gave it').fill('   ');
    await submit.click();
    await page.locator('#granted_by-error').waitFor();
    expect(await page.locator('#granted_by-error').textContent()).toBe(
      'Say who gave the permission (the listing broker or agent)',
    );
    expect(await form.getByLabel('Who gave it').getAttribute('aria-invalid')).toBe('true');

    const nextYear = new Date(Date.now() + 400 * 86_400_000).toISOString().slice(0, 10);
    await form.getByLabel('Who gave it').fill(`${LISTING.name} (${LISTING.brokerage})`);
    await form.getByLabel('When').fill(nextYear);
    await submit.click();
    await page.locator('#granted_on-error').waitFor();
    expect(await page.locator('#granted_on-error').textContent()).toBe(
      'The day the permission was given cannot be in the future',
    );

    await page.reload();
    await page.getByRole('heading', { name: 'Is this my listing?' }).waitFor();
    await form.waitFor();
    expect(await page.getByText('Permission to advertise given by').count()).toBe(0);
    expect((await claimOf(dana)).permission).toBeNull();
    await context.close();
  });

  it('after the brokerage is saved in the profile and the permission recorded on the listing, the page credits each firm truthfully', async () => {
    const { context, page, errors } = await openListing(dana);
    await page.goto('/dashboard/profile#brokerage_name');
    await page.getByLabel('Brokerage name').fill(OWN_BROKERAGE);
    await page.getByRole('button', { name: 'Save branding' }).click();
    await toast(page, 'Branding saved').waitFor();

    await page.goto(listingPath());
    const form = page.getByRole('form', { name: 'Listing broker’s permission' });
    await form.getByLabel('Who gave it').fill(`${LISTING.name} (${LISTING.brokerage})`);
    await form.getByLabel('How').selectOption({ label: 'In writing' });
    await form.getByLabel('When').fill('2026-01-05');
    await form.getByRole('button', { name: 'Record permission' }).click();
    const recorded = page.getByRole('status').filter({ hasText: 'Permission to advertise given by' });
    await recorded.waitFor();
    expect(await recorded.textContent()).toBe(
      `Permission to advertise given by ${LISTING.name} (${LISTING.brokerage}) in writing on 2026-01-05.`,
    );
    await expect.poll(() => gate(page).count()).toBe(0);
    expect(unexpected(errors)).toEqual([]);

    const res = await page.goto(pagePath());
    expect(res?.status()).toBe(200);
    const card = page.getByRole('heading', { name: 'Your agent' }).locator('xpath=following-sibling::div[1]');
    const cardText = (await card.textContent()) ?? '';
    expect(cardText).toContain('Dana Whitaker');
    expect(cardText).toContain(OWN_BROKERAGE);
    expect(cardText).not.toContain(LISTING.brokerage);
    expect(await page.getByRole('banner').textContent()).toContain(OWN_BROKERAGE);
    expect(await page.getByRole('banner').textContent()).not.toContain(LISTING.brokerage);
    const courtesy = `Listing courtesy of ${LISTING.name}, ${LISTING.brokerage}`;
    await page.getByText(courtesy, { exact: true }).waitFor();
    await context.close();
  });

  it('lists the page in the compliance record once it was viewed, and exports it as CSV', async () => {
    const { context, page, errors } = await openListing(dana);
    const record = page.getByRole('list', { name: 'Published outputs' });
    await record.waitFor();
    const entry = record.getByRole('listitem').filter({ hasText: 'Property page · page' });
    expect(await entry.count()).toBe(1);
    expect(await entry.textContent()).toContain(`permission from ${LISTING.name} (${LISTING.brokerage})`);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page
        .getByRole('region', { name: 'Compliance record' })
        .getByRole('button', { name: 'Export CSV' })
        .click(),
    ]);
    expect(download.suggestedFilename()).toBe(`audit-${dana.detail.listing_id}.csv`);
    const lines = (await readFile((await download.path()) as string, 'utf8')).split('\r\n');
    // RFC 4180: every cell quoted.
    expect(lines[0]).toBe(CSV_COLUMNS.map((c) => `"${c}"`).join(','));
    expect(lines[1]).toContain(`,"${dana.detail.listing_id}","property_page","page",`);
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });
});

describe('"Is this my listing?"', () => {
  it('shows the default from the listing agent’s name and brokerage, and keeps the agent’s answer', async () => {
    const jason = await seedAgentListing(e2e.product, {
      name: LISTING.name,
      brokerage: LISTING.brokerage,
    });
    const { context, page, errors } = await openListing(jason);
    const yes = page.getByRole('radio', { name: 'Yes, I am the listing agent' });
    const no = page.getByRole('radio', { name: 'No, it is another agent’s listing' });
    await page.getByText('Our guess from the listing agent’s name and brokerage: yes.').waitFor();
    expect(await yes.isChecked()).toBe(true);
    expect(await page.getByRole('form', { name: 'Listing broker’s permission' }).count()).toBe(0);

    await no.check();
    await toast(page, 'Saved').waitFor();
    await page.reload();
    await page.getByText('Your answer.', { exact: false }).waitFor();
    expect(await no.isChecked()).toBe(true);
    expect(await yes.isChecked()).toBe(false);
    // Now another broker's listing: the permission form and the gate's permission problem appear.
    await page.getByRole('form', { name: 'Listing broker’s permission' }).waitFor();
    expect(await gate(page).textContent()).toContain("record the listing broker's permission");
    expect((await claimOf(jason)).is_mine).toBe(false);
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });
});

describe('at 375 px', () => {
  it('the listing page has no horizontal overflow, with the gate shown and with the permission recorded', async () => {
    const gated = await seedAgentListing(e2e.product, {
      name: 'Alexandria Montgomery-Fitzgerald',
      brokerage: '',
      team: 'The Montgomery-Fitzgerald Coastal Living Group',
      listing: {
        address: {
          street: '2207 Vista del Mar Drive',
          city: 'San Clemente',
          state: 'CA',
          postal_code: '92672',
        },
      },
    });
    for (const [who, shown] of [
      [gated, 'gate'],
      [dana, 'permission'],
    ] as const) {
      const { context, page } = await openListing(who, 375);
      if (shown === 'gate') await gate(page).waitFor();
      else await page.getByText('Permission to advertise given by').waitFor();
      await page
        .getByRole('list', { name: 'Published outputs' })
        .or(page.getByText('Nothing published'))
        .waitFor();
      const { scrollWidth, innerWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        innerWidth: window.innerWidth,
      }));
      expect(innerWidth).toBe(375);
      expect(scrollWidth, `${shown}: scrollWidth ${scrollWidth}`).toBeLessThanOrEqual(innerWidth);
      await context.close();
    }
  });
});
