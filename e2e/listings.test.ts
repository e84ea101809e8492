import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { TListingDetail, TMediaPhotos } from '@pp/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { pageLeads } from '../apps/api/src/db/schema';
import { sampleListing } from '../apps/api/test/helpers/sample-listing';
import { type E2eAccount, expectNoAxeViolations, productInBrowser, shoot, toast } from './helpers';

const e2e = productInBrowser();

const BROWSER_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';

/** Screenshots also go where the team looks at them (outside the repository) when FRAMES_DIR is set. */
async function look(page: Parameters<typeof shoot>[0], name: string) {
  const files = await shoot(page, name);
  const frames = process.env.FRAMES_DIR;
  if (frames) {
    mkdirSync(frames, { recursive: true });
    for (const f of files) copyFileSync(f, path.join(frames, path.basename(f)));
  }
}

async function api(account: E2eAccount, method: string, url: string, body?: unknown) {
  const res = await fetch(`${e2e.product.baseUrl}/api/v1${url}`, {
    method,
    headers: { ...account.auth, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${url} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as { data: unknown };
}

/** An agent with branding, two listings (one with uploaded photos, a post, clicks and a lead). */
async function seedAgent() {
  const account = await e2e.createUser({ trial: true, name: 'Maria Lopez' });
  await api(account, 'POST', '/users/update-profile', {
    name: 'Maria Lopez',
    username: account.username,
    branding: {
      brokerage_name: 'Harbor & Hill Realty',
      accent_color: '#0f766e',
      license_number: 'DRE 02112233',
      phone_number: '(415) 555-0142',
    },
  });
  const oak = (
    await api(account, 'POST', '/listings', {
      listing: sampleListing({
        source_id: 'e2e-oak',
        address: { street: '48 Oak Hollow Rd', city: 'Santa Rosa', state: 'CA', postal_code: '95404' },
        price: 1_150_000,
        beds: 4,
        baths_total: 3,
        living_area_sqft: 2480,
      }),
    })
  ).data as TListingDetail;
  await api(account, 'POST', '/listings', {
    listing: sampleListing({
      source: 'redfin',
      source_id: 'e2e-elm',
      url: 'https://www.redfin.com/CA/Petaluma/7-Elm-Ct-94952/home/77',
      status: 'pending',
      address: { street: '7 Elm Ct', city: 'Petaluma', state: 'CA', postal_code: '94952' },
      price: 879_000,
    }),
  });
  const form = new FormData();
  form.append('listing_id', oak.listing_id);
  for (const colour of ['#8fb3c9', '#c9a98f', '#9fc98f']) {
    const jpeg = await sharp({ create: { width: 1600, height: 1067, channels: 3, background: colour } })
      .jpeg()
      .toBuffer();
    form.append('photos', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'photo.jpg');
  }
  const upload = await fetch(`${e2e.product.baseUrl}/api/v1/media/photos`, {
    method: 'POST',
    headers: account.auth,
    body: form,
  });
  expect(upload.status).toBe(201);
  await api(account, 'POST', '/promotions', {
    listing_id: oak.listing_id,
    platform: 'linkedin',
    text: oak.drafts.linkedin.text,
  });
  const pagePath = new URL(oak.page.url).pathname;
  // Three visitors (one address here, so three browsers tell them apart).
  for (const version of ['1', '2', '3'])
    await fetch(`${e2e.product.baseUrl}${pagePath}?src=li`, {
      headers: { 'user-agent': `${BROWSER_UA} Edg/12${version}.0` },
    });
  return { account, oak, pagePath };
}

describe('My listings and a listing’s page', () => {
  it('searches, filters, opens a listing with its post and clicks, and deletes it after confirming', async () => {
    const { account, oak } = await seedAgent();
    const { context, page, errors } = await e2e.newPage({ signedInAs: account });
    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'My listings' }).first().click();
    await page.getByRole('heading', { name: 'My listings' }).waitFor();
    const rows = page.getByRole('list', { name: 'Listings' }).getByRole('listitem');
    await expect.poll(() => rows.count()).toBe(2);
    await expect.poll(() => page.locator('img[src*="/api/v1/media/photos/"]').count()).toBe(1);
    await look(page, 'listings');
    await expectNoAxeViolations(page);

    await page.getByLabel('Status').selectOption('pending');
    await expect.poll(() => rows.allTextContents()).toEqual([expect.stringContaining('7 Elm Ct')]);
    expect(page.url()).toContain('status=pending');
    await page.getByLabel('Status').selectOption('');
    await page.getByRole('searchbox', { name: 'Search' }).fill('oak hollow');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => rows.allTextContents()).toEqual([expect.stringContaining('48 Oak Hollow Rd')]);

    await page.getByRole('link', { name: '48 Oak Hollow Rd', exact: true }).click();
    await page.getByRole('heading', { name: '48 Oak Hollow Rd', level: 1 }).waitFor();
    await page.getByText('Published', { exact: true }).waitFor();
    const results = page.getByRole('region', { name: 'Clicks and leads' });
    await expect.poll(() => results.getByRole('row', { name: /LinkedIn/ }).textContent()).toContain('3');
    await page.getByRole('link', { name: oak.page.url }).waitFor();
    // The photos in upload order, the first the cover; the second marked digitally altered (AB 723).
    const strip = page.getByRole('list', { name: 'Listing photos' });
    await expect.poll(() => strip.getByRole('img').count()).toBe(3);
    const uploaded = (await api(account, 'GET', `/listings/${oak.listing_id}/photos`)).data as TMediaPhotos;
    expect(
      await strip.getByRole('img').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('src'))),
    ).toEqual(uploaded.photos.map((p) => expect.stringContaining(p.photo_id)));
    await page.getByRole('checkbox', { name: 'Digitally altered (photo 2)' }).check();
    await toast(page, 'Photo labelled digitally altered').waitFor();
    await page.getByRole('button', { name: 'Make cover (photo 3)' }).click();
    await toast(page, 'Cover photo changed').waitFor();
    await look(page, 'listing');
    await expectNoAxeViolations(page);
    const propertyPage = page.context().newPage();
    const visitor = await propertyPage;
    await visitor.goto(oak.page.url);
    const labelled = visitor.locator('figure', { hasText: 'Digitally altered photo' });
    await expect.poll(() => labelled.count()).toBe(1);
    expect(await labelled.locator('img').getAttribute('src')).toContain(uploaded.photos[1]?.photo_id);
    expect(await visitor.locator('figure.hero img').getAttribute('src')).toContain(
      uploaded.photos[2]?.photo_id,
    );
    await visitor.close();

    await page.getByRole('button', { name: 'Delete listing' }).click();
    await page
      .getByRole('dialog', { name: 'Delete this listing?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await toast(page, 'Listing deleted')
      .waitFor()
      .catch(async (err) => {
        throw new Error(
          `${err} at ${page.url()}; errors: ${errors.join(' | ')}; toasts: ${await page.locator('[data-sonner-toast]').allTextContents()}`,
        );
      });
    await page.getByRole('heading', { name: 'My listings' }).waitFor();
    await expect.poll(() => rows.count()).toBe(1);
    const gone = await fetch(oak.page.url);
    expect(gone.status).toBe(410);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the property page', () => {
  it('reads and takes a showing request with JavaScript off, and is attributed to the platform', async () => {
    const { oak, pagePath } = await seedAgent();
    const context = await e2e.browser.newContext({
      baseURL: e2e.product.baseUrl,
      javaScriptEnabled: false,
      viewport: { width: 375, height: 812 },
      userAgent: BROWSER_UA,
    });
    const page = await context.newPage();
    const failed: string[] = [];
    page.on('requestfailed', (r) => failed.push(r.url()));
    const res = await page.goto(`${pagePath}?src=fb`);
    expect(res?.status()).toBe(200);
    await page.getByRole('heading', { name: '48 Oak Hollow Rd, Santa Rosa, CA 95404', level: 1 }).waitFor();
    expect(await page.getByText('$1,150,000').count()).toBe(1);
    expect(await page.getByText('Harbor & Hill Realty').count()).toBeGreaterThan(0);
    // The cover photo is ours, decoded, and not lazy.
    const cover = page.locator('figure.hero img');
    await expect
      .poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    expect(await cover.getAttribute('loading')).toBeNull();
    expect(await cover.getAttribute('src')).toMatch(new RegExp(`^${pagePath}/photos/[0-9a-f-]+/800\\.webp$`));
    await look(page, 'property-page');

    await page.getByLabel('Request a showing').check();
    await page.getByLabel('Name').fill('Victor Visitor');
    await page.getByLabel('Email').fill('victor@example.com');
    await page.getByLabel('Message').fill('Saturday morning?');
    await page.getByRole('button', { name: /Send to Maria Lopez/ }).click();
    await page.getByRole('heading', { name: 'Thank you! Your request was sent to the agent.' }).waitFor();
    expect(page.url()).toContain(`${pagePath}/thanks`);
    await look(page, 'property-page-thanks');
    const [lead] = await e2e.product.app.ctx.db
      .select()
      .from(pageLeads)
      .where(eq(pageLeads.listing_id, oak.listing_id));
    expect(lead).toMatchObject({ name: 'Victor Visitor', src: 'fb', kind: 'showing' });
    expect(failed).toEqual([]);
    await context.close();
  });

  it('has no accessibility violations with JavaScript on', async () => {
    const { pagePath } = await seedAgent();
    const { context, page, errors } = await e2e.newPage({ width: 375 });
    await page.goto(pagePath);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
    await context.close();
  });
});
