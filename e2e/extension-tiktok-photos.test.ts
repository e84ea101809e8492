import type { TScheduledPost } from '@pp/contract';
import { asc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { mediaPhotos } from '../apps/api/src/db/schema';
import { photoBytes } from '../apps/api/src/domain/social/photo-bytes';
import { jpegPhoto, uploadListingPhotos } from '../apps/api/test/helpers/listing-photos';
import { startTikTokStandIn } from '../apps/api/test/helpers/social-stand-in/tiktok';
import { TIKTOK_TEST_ENV } from '../apps/api/test/helpers/tiktok-test-app';
import { FIXTURE_PAGES } from '../apps/extension/src/testing/fixture-pages';
import { usePublishingAgent } from './helpers/publishing-agent';

/**
 * A TikTok photo post from the built extension's side panel (issue 27), against the TikTok stand-in
 * with Direct Post and the media address verified (TIKTOK_PULL_FROM_URL): the X tab's text, the
 * JPEGs added to the listing's photos (the second left out; the click's PNGs not choosable), who can view from creator_info and
 * "Your brand" disclosed; published with its link, and TikTok pulled those photos byte for byte.
 */
const tiktok = await startTikTokStandIn();
const SCREENS = process.env.SCREENS_DIR ?? 'test-results/screenshots';
// Registered first so it runs last (after hooks run in reverse): the product closes before its stand-in.
afterAll(async () => {
  await tiktok.stop();
});
const s = usePublishingAgent({
  env: { ...tiktok.env, ...TIKTOK_TEST_ENV, TIKTOK_PULL_FROM_URL: 'true' },
  platforms: ['tiktok'],
});

const storedPhotos = () =>
  s.product.app.ctx.db
    .select()
    .from(mediaPhotos)
    .where(eq(mediaPhotos.user_id, s.account.userId))
    .orderBy(asc(mediaPhotos.position));

describe('a TikTok photo post from the side panel', () => {
  it('needs who can view, sends the chosen photos with the disclosure, and shows it published with its link', async () => {
    const zillow = FIXTURE_PAGES[0];
    if (!zillow) throw new Error('no fixture');
    const page = await s.rig.context.newPage();
    await page.goto(zillow.url);
    const panel = await s.rig.openSidePanel(page);
    await panel.setViewportSize({ width: 375, height: 900 });
    await panel.getByText('Saving the listing…').waitFor({ state: 'detached', timeout: 10_000 });
    await panel.getByRole('tab', { name: 'X' }).click();
    const text = await panel.getByRole('textbox', { name: /^X post/ }).inputValue();
    // The click uploads the page's photos; the rig's are PNGs, which TikTok does not take, so the agent
    // adds three JPEGs too. The card reads the listing's photos when opened: after both are in.
    await expect.poll(async () => (await storedPhotos()).length, { timeout: 20_000 }).toBeGreaterThan(3);
    const pngs = (await storedPhotos()).length;
    const colours = ['#8aa9c7', '#c9a27e', '#7fa38a'];
    await uploadListingPhotos(
      s.product.app,
      {
        ...s.account,
        accessToken: s.account.session.access_token,
        refreshToken: s.account.session.refresh_token,
      },
      (await storedPhotos())[0]!.listing_id!,
      await Promise.all(colours.map((c) => jpegPhoto(320, 240, c))),
    );

    const card = panel.getByRole('region', { name: 'Photo post to TikTok' });
    await card.getByLabel('TikTok photos').check();
    await card.getByTestId('tiktok-creator').getByText('Posting to TikTok as Jane Agent').waitFor();
    const pick = card.getByRole('group', { name: /^Photos/ });
    // The JPEGs start chosen; the PNGs cannot be.
    await expect.poll(() => pick.getByRole('checkbox', { checked: true }).count()).toBe(3);
    expect(await pick.getByLabel('TikTok photo 1 (not JPEG or WEBP)').isDisabled()).toBe(true);
    await pick.getByLabel(`TikTok photo ${pngs + 2}`, { exact: true }).uncheck();
    await pick.getByText('2 chosen').waitFor();
    const post = card.getByRole('button', { name: 'Post to TikTok now' });
    await card.getByTestId('tiktok-photo-needs').getByText('Choose who can view').waitFor();
    expect(await post.isDisabled()).toBe(true);
    await card.getByLabel('TikTok: who can view').selectOption('PUBLIC_TO_EVERYONE');
    await card.getByRole('switch', { name: 'Disclose photo content' }).check();
    await card.getByLabel('Your brand').check();
    await card.getByTestId('tiktok-disclosure-label').waitFor();
    await expect.poll(() => card.getByTestId('tiktok-photo-needs').count()).toBe(0);
    await card.scrollIntoViewIfNeeded();
    await card.screenshot({ path: `${SCREENS}/extension-tiktok-photos-choice.png` });
    await post.click();

    const status = card.getByRole('list', { name: 'Where the TikTok photos went' });
    await status
      .getByRole('link', { name: 'View post' })
      .waitFor({ timeout: 30_000 })
      .catch(async (e) => {
        await panel.screenshot({ path: `${SCREENS}/extension-tiktok-photos-failed.png`, fullPage: true });
        throw new Error(`${e}\n${await status.textContent().catch(() => '')}`);
      });
    await status.scrollIntoViewIfNeeded();
    await card.screenshot({ path: `${SCREENS}/extension-tiktok-photos-published.png` });

    // At the stand-in: one photo post, public, "Your brand", the X tab's text (its page link tagged
    // with the post's id), and the photos chosen, pulled byte for byte in the listing's order.
    const [ours] = (
      (await (
        await fetch(`${s.product.baseUrl}/api/v1/scheduled-posts`, { headers: s.account.auth })
      ).json()) as { data: { posts: TScheduledPost[] } }
    ).data.posts.filter((p) => p.platform === 'tiktok');
    const posts = [...tiktok.photos.posts.values()];
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatchObject({
      direct: true,
      post_info: {
        privacy_level: 'PUBLIC_TO_EVERYONE',
        brand_organic_toggle: true,
        brand_content_toggle: false,
        disable_comment: true,
      },
    });
    expect(posts[0]!.post_info.description).toBe(text.replace(/(\/p\/\S+\?src=\w+)/, `$1&post=${ours!.id}`));
    expect(await status.getByRole('link', { name: 'View post' }).getAttribute('href')).toBe(
      `https://www.tiktok.com/@jane.agent/photo/${posts[0]!.postId}`,
    );
    const jpegs = (await storedPhotos()).filter((r) => r.mime === 'image/jpeg');
    expect(jpegs).toHaveLength(3);
    const chosen = [jpegs[0]!, jpegs[2]!];
    const shas = await Promise.all(
      chosen.map(async (r) => tiktok.sha(await photoBytes(s.product.app.ctx, r))),
    );
    expect(posts[0]!.pulled.map((p) => p.sha256)).toEqual(shas);
    expect(ours?.photo_ids).toEqual(chosen.map((r) => r.id));
    await Promise.all([panel.close(), page.close()]);
  });
});
