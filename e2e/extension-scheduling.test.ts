import {
  ZCurrentUserResponseSchema,
  ZListingDetailResponseSchema,
  ZListingListResponseSchema,
  ZScheduledPostsResponseSchema,
} from '@pp/contract';
import { asc, eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaPhotos } from '../apps/api/src/db/schema';
import { connectAccount, startSocialStandIns } from '../apps/api/test/helpers/social';
import { FIXTURE_PAGES } from '../apps/extension/src/testing/fixture-pages';
import { type ExtensionRig, launchExtensionRig } from '../apps/extension/src/testing/launch-extension';
import type { MarketplaceFormState } from './fixtures/marketplace-form/form-state';
import { createUserViaApi, type E2eAccount, type Product, startProduct } from './helpers';

/**
 * Scheduling from the side panel with a connected X account (stand-in X, no network), and a
 * Marketplace reminder: the extension's notification at its time, and the email's link filling
 * Facebook's form from the saved listing.
 */
const stands = await startSocialStandIns();
let product: Product;
let rig: ExtensionRig;
let account: E2eAccount;

beforeAll(async () => {
  product = await startProduct({ env: stands.env });
  rig = await launchExtensionRig({ apiBase: product.baseUrl });
  account = await createUserViaApi(product, { trial: true });
  await connectAccount(
    product.app,
    {
      ...account,
      accessToken: account.session.access_token,
      refreshToken: account.session.refresh_token,
    },
    'twitter',
  );
  await rig.signIn(account.email, account.password);
});
afterAll(async () => {
  await rig?.close();
  await product?.close();
});

const api = async <T>(path: string, schema: { parse: (v: unknown) => T }, init: RequestInit = {}) => {
  const res = await fetch(`${product.baseUrl}/api/v1${path}`, {
    ...init,
    headers: { ...account.auth, 'content-type': 'application/json', ...init.headers },
  });
  return schema.parse(await res.json());
};
/** The stored photos' SHA-256 of the listing's photos numbered (from 1, in the listing order). */
async function photoShas(numbers: number[]) {
  const rows = await product.app.ctx.db
    .select()
    .from(mediaPhotos)
    .where(eq(mediaPhotos.user_id, account.userId))
    .orderBy(asc(mediaPhotos.position));
  return numbers.map((n) => rows[n - 1]?.sha256 ?? null);
}
const me = async () => (await api('/users/me', ZCurrentUserResponseSchema)).data;
const posts = async () => (await api('/scheduled-posts', ZScheduledPostsResponseSchema)).data.posts;

async function panelShot(panel: Page, name: string) {
  await panel.setViewportSize({ width: 400, height: 900 });
  await panel.screenshot({ path: `test-results/screenshots/${name}-400.png`, fullPage: true });
}

/** Another agent's listing: an edited post still names its brokerage (NAR 12-5), or it is refused. */
const EDITED = 'Edited from the side panel. Listed by Albuquerque House Hunting';

describe('scheduling from the side panel', () => {
  let panel: Page;
  let listingPage: Page;

  it('with a connected X account: schedules in the local zone, edits, cancels, then posts now', async () => {
    const zillow = FIXTURE_PAGES[0];
    if (!zillow) throw new Error('no fixture');
    listingPage = await rig.context.newPage();
    await listingPage.goto(zillow.url);
    panel = await rig.openSidePanel(listingPage);
    await panel.getByText('Saving the listing…').waitFor({ state: 'detached', timeout: 30_000 });
    await panel.getByRole('tab', { name: 'X' }).click();
    await panel.getByRole('button', { name: 'Post now to X' }).waitFor();
    // The X composer's button is gone: with an account the post goes through the API.
    expect(await panel.getByRole('button', { name: 'Publish to X' }).count()).toBe(0);

    // The rig's browser runs in UTC; tomorrow 9:30 there is stored as 09:30Z and shown back.
    const day = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    await panel.getByLabel(/Date and time/).fill(`${day}T09:30`);
    await panel.getByRole('button', { name: 'Schedule', exact: true }).click();
    await panel.getByText(/Post scheduled for .*9:30\sAM UTC/).waitFor();
    const item = panel.getByTestId('scheduled-post');
    expect(await item.first().getAttribute('data-status')).toBe('scheduled');
    expect((await posts())[0]).toMatchObject({ publish_at: `${day}T09:30:00.000Z`, platform: 'twitter' });
    await panelShot(panel, 'extension-schedule-x');

    await item.first().getByRole('button', { name: 'Edit' }).click();
    await item.first().getByLabel('Text').fill(EDITED);
    await item
      .first()
      .getByLabel(/Date and time/)
      .fill(`${day}T11:45`);
    await item.first().getByRole('button', { name: 'Save changes' }).click();
    await item.first().getByText(EDITED).waitFor();
    await expect
      .poll(async () => (await posts())[0])
      .toMatchObject({
        text: EDITED,
        publish_at: `${day}T11:45:00.000Z`,
      });

    await item.first().getByRole('button', { name: 'Cancel post' }).click();
    await expect.poll(() => item.first().getAttribute('data-status')).toBe('cancelled');

    const text = await panel.getByRole('textbox', { name: /^X post/ }).inputValue();
    // The post carries the listing's photos (issue 24): the first four to start with; the cover
    // left out and chosen again goes last, and the order shown is the order X receives.
    const photos = panel.getByRole('group', { name: 'Photos of the post' });
    const chosen = photos.locator('button[aria-pressed=true]');
    await expect.poll(() => chosen.count(), { timeout: 15_000 }).toBe(4);
    // The thumbnails load (the API's addresses, not the extension page's own).
    await expect
      .poll(() =>
        photos
          .locator('img')
          .evaluateAll(
            (imgs) => imgs.length > 4 && imgs.every((i) => (i as HTMLImageElement).naturalWidth > 0),
          ),
      )
      .toBe(true);
    // X takes four: a fifth cannot be chosen.
    expect(await photos.getByRole('button', { name: 'Photo 5', exact: true }).isDisabled()).toBe(true);
    await photos.getByRole('button', { name: 'Photo 1, goes 1' }).click();
    await photos.getByRole('button', { name: 'Photo 1', exact: true }).click();
    await photos.getByRole('button', { name: 'Photo 1, goes 4' }).waitFor();
    await photos.getByRole('button', { name: 'Move photo 1 earlier' }).click();
    const order = await photos
      .getByRole('list', { name: 'Order of the chosen photos' })
      .locator('li')
      .allTextContents();
    expect(order).toEqual(['1Photo 2', '2Photo 3', '3Photo 1', '4Photo 4']);
    await panel.getByRole('button', { name: 'Post now to X' }).click();
    await expect
      .poll(async () => panel.locator('[data-testid=scheduled-post][data-status=published]').count(), {
        timeout: 20_000,
      })
      .toBe(1);
    // The draft links the property page: by default the link goes in a reply (X charges more for links).
    expect(await panel.getByRole('checkbox', { name: 'Put the link in a reply' }).isChecked()).toBe(true);
    const main = stands.x.tweets.find((t) => !t.in_reply_to && text.startsWith(t.text.slice(0, 40)));
    expect(main).toBeDefined();
    expect(stands.x.tweets.find((t) => t.in_reply_to === main!.id)?.text).toMatch(/^https?:\/\//);
    expect(stands.x.media.shas(main!.media_ids)).toEqual(await photoShas([2, 3, 1, 4]));
    expect(stands.x.tweets.map((t) => t.text)).not.toContain(EDITED);
    await expect.poll(async () => (await me()).addons.promote_to_twitter).toBe(0);
    // The panel's counter follows once the post has published (the credit is taken then).
    await expect
      .poll(() => panel.getByTestId('credits-left').textContent())
      .toContain('0 credits left for X');
    await panelShot(panel, 'extension-schedule-x-published');
  });

  it('remembers where the link goes on X', async () => {
    const inReply = () => panel.getByRole('checkbox', { name: 'Put the link in a reply' });
    await inReply().uncheck();
    await panel.close();
    panel = await rig.openSidePanel(listingPage);
    await panel.getByRole('tab', { name: 'X' }).click();
    await inReply().waitFor();
    await expect.poll(() => inReply().isChecked()).toBe(false);
    await inReply().check();
  });

  it('without a connected account (LinkedIn) the composer prefill stays, with the way to connect', async () => {
    await panel.getByRole('tab', { name: 'LinkedIn' }).click();
    await panel.getByRole('button', { name: 'Publish to LinkedIn' }).waitFor();
    expect(await panel.getByRole('button', { name: /Post now/ }).count()).toBe(0);
    expect(await panel.getByTestId('connect-hint').textContent()).toContain('Connect your LinkedIn account');
  });
});

describe('a Marketplace reminder', () => {
  it('shows a browser notification at its time, and its email link fills the form from the saved listing', async () => {
    const [listing] = (await api('/listings', ZListingListResponseSchema)).data.listings;
    if (!listing) throw new Error('the side panel saved no listing');
    // The agent's text is the draft's description with a line of their own (it names the brokerage,
    // which the fair-housing check asks of a whole ad).
    const detail = await api(`/listings/${listing.listing_id}`, ZListingDetailResponseSchema);
    const description = `${detail.data.drafts.facebook_marketplace.description}\nOpen house Saturday.`;
    const created = await fetch(`${product.baseUrl}/api/v1/scheduled-posts`, {
      method: 'POST',
      headers: { ...account.auth, 'content-type': 'application/json' },
      body: JSON.stringify({
        listing_id: listing.listing_id,
        platform: 'facebook_marketplace',
        text: description,
        publish_at: new Date(Date.now() + 3000).toISOString(),
      }),
    });
    const postId = ((await created.json()) as { data: { id: string } }).data.id;
    // The extension learns reminders at sign-in, every 15 minutes and after a change in its panel;
    // this one was made elsewhere, so ask it to sync now (as its periodic alarm would).
    const popup = await rig.openExtensionPage('popup.html');
    const synced = await popup.evaluate(() =>
      chrome.runtime.sendMessage({ type: 'reminders:sync', payload: {} }),
    );
    expect(synced).toEqual({ ok: true, value: { upcoming: 1 } });
    await popup.close();
    await expect
      .poll(async () => rig.worker.evaluate(() => chrome.notifications.getAll()), { timeout: 15_000 })
      .toHaveProperty(`pp.reminder.${postId}`);

    const mail = await product.smtp.waitFor(account.email, /Facebook Marketplace/, 15_000);
    const link = mail.text.match(
      /https:\/\/www\.facebook\.com\/marketplace\/create\/rental\?pp_post=\S+/,
    )?.[0];
    expect(link).toBe(`https://www.facebook.com/marketplace/create/rental?pp_post=${postId}`);
    const before = (await me()).addons.promote_to_facebook_marketplace;
    const facebook = await rig.context.newPage();
    await facebook.goto(link!);
    await facebook.locator('pp-fill-report').waitFor({ timeout: 20_000 });
    const state = (await facebook.evaluate(() => window.__marketplaceState)) as MarketplaceFormState;
    expect(state).toMatchObject({
      description,
      price: '224900',
      bedrooms: '4',
      publishClicks: 0,
    });
    expect(state.photos.length).toBeGreaterThan(0);
    await facebook.screenshot({ path: 'test-results/screenshots/extension-reminder-filled-1280.png' });
    expect((await me()).addons.promote_to_facebook_marketplace).toBe(before - 1);

    // Opened again (the notification after the email): filled again on the same credit.
    await facebook.reload();
    await facebook.locator('pp-fill-report').waitFor({ timeout: 20_000 });
    expect((await me()).addons.promote_to_facebook_marketplace).toBe(before - 1);
    await facebook.close();
  });
});
