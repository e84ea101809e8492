import { asc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { mediaPhotos, scheduledPosts } from '../apps/api/src/db/schema';
import { photoBytes } from '../apps/api/src/domain/social/photo-bytes';
import { startTikTokStandIn } from '../apps/api/test/helpers/social-stand-in/tiktok';
import { productInBrowser, saveSampleListingWithPhotos, shoot } from './helpers';

/**
 * A TikTok photo post in the browser against the TikTok stand-in (issue 27,
 * https://developers.tiktok.com/doc/content-posting-api-reference-photo-post): Direct Post approved and
 * the media address verified (TIKTOK_PULL_FROM_URL), so the form offers "Photos"; the agent picks three
 * of the listing's photos in an order of their own, a privacy level from creator_info, and publishes
 * now. The stand-in pulls every photo from our signed addresses (APP_URL here), as TikTok would.
 */
const tiktok = await startTikTokStandIn();
afterAll(() => tiktok.stop());
const e2e = productInBrowser({
  env: { ...tiktok.env, TIKTOK_DIRECT_POST: 'true', TIKTOK_PULL_FROM_URL: 'true', TIKTOK_POLL_MS: '50' },
});

/**
 * An agent with the sample listing and five JPEG photos, TikTok connected on the profile page, and the
 * listing's scheduling form open on TikTok with "Photos" chosen (`beforeForm` runs just before it
 * opens: a test may move the server's clock there).
 */
async function tiktokPhotoForm(beforeForm: () => void = () => {}) {
  const account = await e2e.createUser({ trial: true, name: 'Jane Agent' });
  const listingId = await saveSampleListingWithPhotos(e2e.product, account);
  const { ctx } = e2e.product.app;
  const { page, errors } = await e2e.newPage({ signedInAs: account });

  await page.goto('/dashboard/profile');
  await page.getByRole('button', { name: 'Connect TikTok' }).click();
  await page.waitForURL('**/dashboard/profile');
  await expect
    .poll(() => page.getByTestId('account-tiktok').textContent())
    .toContain('Connected as Jane Agent');

  beforeForm();
  await page.goto(`/dashboard/listings/${listingId}`);
  const panel = page.getByRole('form', { name: 'Schedule a post' });
  await panel.getByLabel('Platform').selectOption('tiktok');
  await expect
    .poll(() => panel.getByTestId('tiktok-creator').textContent())
    .toContain('Posting as Jane Agent');
  const photosChoice = panel.getByRole('radio', { name: 'Photos' });
  await expect.poll(() => photosChoice.isEnabled()).toBe(true);
  await photosChoice.check();
  return { ctx, listingId, page, errors, panel };
}

describe('TikTok photo post in the browser (stand-in, no network)', () => {
  it('connects TikTok, publishes three chosen listing photos as a public photo post, and links to it', async () => {
    const { ctx, listingId, page, errors, panel } = await tiktokPhotoForm();
    await expect.poll(() => panel.getByLabel(/^Reel/).count()).toBe(0);
    // Included in the plan: the day's photo fair use, none used yet.
    await expect
      .poll(() => panel.getByTestId('tiktok-photo-cost').textContent())
      .toContain('no credit: 0 of 25 photo posts used');
    // The first four start chosen; the agent keeps photos 2 and 4 and adds photo 1 after them.
    await panel.getByRole('button', { name: 'Photo 1, chosen 1' }).click();
    await panel.getByRole('button', { name: 'Photo 3, chosen 2' }).click();
    await panel.getByRole('button', { name: 'Photo 1', exact: true }).click();
    await panel.getByRole('button', { name: 'Photo 1, chosen 3' }).waitFor();
    await expect
      .poll(() =>
        panel
          .getByRole('button', { pressed: true })
          .evaluateAll((bs) => bs.map((b) => b.getAttribute('aria-label'))),
      )
      // The tiles stay in the listing's order; each says its place in the post.
      .toEqual(['Photo 1, chosen 3', 'Photo 2, chosen 1', 'Photo 4, chosen 2']);
    const privacy = panel.getByLabel('Who can view');
    await expect
      .poll(() => privacy.locator('option').allTextContents())
      .toEqual(['Choose who can view', 'Everyone', 'Friends', 'Only me']);
    await privacy.selectOption('PUBLIC_TO_EVERYONE');
    const caption = 'Light in every room at 1220 Garcia St. Listed by Albuquerque House Hunting';
    await panel.getByLabel('Caption').fill(caption);
    await shoot(page, 'tiktok-photos-choice');
    await panel.getByRole('button', { name: 'Publish now' }).click();

    const row = page.getByTestId('scheduled-post').first();
    await expect.poll(() => row.getAttribute('data-status'), { timeout: 30_000 }).toBe('published');
    const [post, ...more] = [...tiktok.photos.posts.values()].filter(
      (p) => p.post_info.description === caption,
    );
    expect(more).toHaveLength(0);
    expect(post).toMatchObject({
      direct: true,
      cover: 0,
      post_info: { privacy_level: 'PUBLIC_TO_EVERYONE' },
    });
    expect(post!.postId).toMatch(/^\d+$/);
    const link = row.getByRole('link', { name: 'view post' });
    await expect
      .poll(() => link.getAttribute('href'))
      .toBe(`https://www.tiktok.com/@jane.agent/photo/${post!.postId}`);
    await shoot(page, 'tiktok-photos-published');

    // TikTok pulled photos 2, 4 and 1, byte for byte the ones our media store holds.
    const rows = await ctx.db
      .select()
      .from(mediaPhotos)
      .where(eq(mediaPhotos.listing_id, listingId))
      .orderBy(asc(mediaPhotos.position));
    const ours = await Promise.all(
      [2, 4, 1].map(async (n) => tiktok.sha(await photoBytes(ctx, rows[n - 1]!))),
    );
    expect(post!.pulled.map((p) => [p.status, p.mime])).toEqual(Array(3).fill([200, 'image/jpeg']));
    expect(post!.pulled.map((p) => p.sha256)).toEqual(ours);
    expect(new Set(ours).size).toBe(3);
    expect(errors).toEqual([]);
  });

  it('schedules a photo post: it waits for its time, then publishes once with the first four photos', async () => {
    // The next whole minute (at least 10 s away), with the server's clock moved so it is due in ~3 s.
    const target = new Date(Math.ceil((Date.now() + 10_000) / 60_000) * 60_000);
    const { ctx, listingId, page, errors, panel } = await tiktokPhotoForm(() =>
      e2e.product.clock.advance(target.getTime() - Date.now() - 3000),
    );
    await panel.getByLabel('Who can view').selectOption('MUTUAL_FOLLOW_FRIENDS');
    const caption = 'Open house Saturday at 1220 Garcia St. Listed by Albuquerque House Hunting';
    await panel.getByLabel('Caption').fill(caption);
    await panel.getByLabel(/Date and time/).fill(target.toISOString().slice(0, 16));
    await panel.getByRole('button', { name: 'Schedule post' }).click();

    const row = page.getByTestId('scheduled-post').first();
    await expect.poll(() => row.textContent()).toMatch(/TikTok · .*UTC/);
    await expect.poll(() => row.getAttribute('data-status'), { timeout: 30_000 }).toBe('published');
    const [post, ...more] = [...tiktok.photos.posts.values()].filter(
      (p) => p.post_info.description === caption,
    );
    expect(more).toHaveLength(0);
    expect(post).toMatchObject({ direct: true, post_info: { privacy_level: 'MUTUAL_FOLLOW_FRIENDS' } });
    // Held for its time: due at the minute chosen, and published (by the server's clock) no earlier.
    const [scheduled] = await ctx.db
      .select()
      .from(scheduledPosts)
      .where(eq(scheduledPosts.listing_id, listingId));
    expect(scheduled!.publish_at.toISOString()).toBe(target.toISOString());
    expect(scheduled!.published_at!.getTime()).toBeGreaterThanOrEqual(target.getTime());
    // The four photos the form starts with, in the listing's order, byte for byte ours.
    const stored = await ctx.db
      .select()
      .from(mediaPhotos)
      .where(eq(mediaPhotos.listing_id, listingId))
      .orderBy(asc(mediaPhotos.position));
    const firstFour = await Promise.all(
      stored.slice(0, 4).map(async (r) => tiktok.sha(await photoBytes(ctx, r))),
    );
    expect(post!.pulled.map((p) => p.sha256)).toEqual(firstFour);
    await shoot(page, 'tiktok-photos-scheduled-published');
    expect(errors).toEqual([]);
  });
});
